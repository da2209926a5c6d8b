import ArgumentParser

/// Where and how `frames`, `play` and `matrix` write: the same three options, with the same meaning, for every
/// command that goes through an `OutputFolder`.
struct OutputOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("The output folder (created with its parents if missing).", valueName: "dir"))
    var out: String

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
