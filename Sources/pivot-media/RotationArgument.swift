import ArgumentParser
import Player

/// `--rotate T:POSE,…`: a ``RotationScript``, parsed once when the argument is read.
///
/// A malformed script is kept as a failure for `validate()` to report with the entry and the reason, which a
/// failable `init?(argument:)` could not word.
struct RotationArgument: ExpressibleByArgument {
    /// The script, or why the text is not one.
    let script: Result<RotationScript, ValidationError>

    init(argument: String) {
        script = RotationScript.parse(argument).mapError { ValidationError("--rotate: \($0)") }
    }
}
