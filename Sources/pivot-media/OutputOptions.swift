import ArgumentParser

/// How `frames`, `play` and `matrix` write into their `--out` folder: the same two options, with the same meaning,
/// for every command that goes through an `OutputFolder`. (`--out` itself is each command's own: required by
/// `frames`, optional with `--record` or `--verify` for `play` and `matrix`.)
struct OutputOptions: ParsableArguments {
    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Replace the files of an earlier run.",
            discussion: "The files the earlier run's manifest lists that this run does not write are removed; no "
                + "other file is touched."))
    var overwrite = false

    @Flag(name: .long, help: "Print nothing but errors and warnings.")
    var quiet = false
}
