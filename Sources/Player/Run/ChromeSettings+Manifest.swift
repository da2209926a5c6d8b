import Chrome
import PivotJSON

extension ChromeSettings {
    /// `chrome` (`system` or `none`) and `appearance` (`light` or `dark`), as every manifest records them.
    var manifestFields: [JSONValue.Field] {
        JSONValue.fields(["chrome": .string(mode.rawValue), "appearance": .string(appearance.rawValue)])
    }
}
