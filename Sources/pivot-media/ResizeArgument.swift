import ArgumentParser
import Player

/// `--resize T:WxH,…`: a ``ResizeScript``, parsed once when the argument is read (reported by `validate()`).
struct ResizeArgument: ExpressibleByArgument {
    /// The script, or why the text is not one.
    let script: Result<ResizeScript, ValidationError>

    init(argument: String) {
        script = ResizeScript.parse(argument).mapError { ValidationError("--resize: \($0)") }
    }
}
