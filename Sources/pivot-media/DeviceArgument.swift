import ArgumentParser
import Orientation

/// `--device ID`: one catalog device, looked up once when the argument is read.
///
/// An unknown id is kept as a failure for `validate()` to report with the catalog's hint, which a failable
/// `init?(argument:)` could not word.
struct DeviceArgument: ExpressibleByArgument {
    /// The id as given.
    let id: String
    /// The device, or why there is none.
    let model: Result<DeviceModel, ValidationError>

    init(argument: String) {
        id = argument
        model = DeviceArgument.lookUp(argument)
    }

    /// The id, for `--help`'s default.
    var defaultValueDescription: String { id }

    /// The catalog device `id` names, or the error `pivot` reports for it.
    static func lookUp(_ id: String) -> Result<DeviceModel, ValidationError> {
        guard let device = DeviceCatalog.device(id: id) else {
            return .failure(ValidationError("unknown device \"\(id)\"; `pivot devices` lists them"))
        }
        return .success(device)
    }

    static var allValueStrings: [String] { DeviceCatalog.all.map(\.id) }
}

/// `--devices ID,ID,…`: catalog devices in the order given, looked up once.
struct DeviceListArgument: ExpressibleByArgument {
    /// The devices, or the first unknown id's error.
    let models: Result<[DeviceModel], ValidationError>

    init(argument: String) {
        var models: [DeviceModel] = []
        for id in argument.split(separator: ",", omittingEmptySubsequences: false) {
            switch DeviceArgument.lookUp(String(id)) {
            case .success(let model): models.append(model)
            case .failure(let error):
                self.models = .failure(error)
                return
            }
        }
        self.models = .success(models)
    }
}

extension DeviceModel {
    /// Refuses `version` when the device never ran it (`pivot` exits 2, naming the device, the version and the
    /// releases the device ran).
    func validate(runs version: IOSVersion) throws {
        guard runs(version) else { throw ValidationError(unsupportedVersionMessage(version)) }
    }
}
