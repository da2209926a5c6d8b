import PivotJSON

extension DeviceCatalog {
    /// The catalog as `pivot devices` prints it: one line per device with portrait size, scale, refresh rate, home
    /// button, cutout, and
    /// per orientation the safe-area insets (top/left/bottom/right) and size classes (width/height).
    public static var textReport: String {
        let header = [
            "id", "size", "scale", "refresh", "home", "cutout", "portrait", "upsideDown", "landscapeLeft",
            "landscapeRight", "name",
        ]
        let rows = all.map { device -> [String] in
            [
                device.id, "\(device.portraitSize)", "@\(PointFormat.string(device.scale))x", "\(device.refreshRate)Hz",
                device.hasHomeButton ? "yes" : "no", device.cutout.rawValue,
            ]
                + InterfaceOrientation.allCases.map { orientation in
                    device.supportedOrientations.contains(orientation)
                        ? "\(device.safeAreaInsets(in: orientation)) \(device.traitCollection(in: orientation))" : "-"
                } + [device.name]
        }
        let table = [header] + rows
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }.joined(separator: "\n") + "\n"
    }

    /// The catalog as the JSON `pivot devices --json` prints: per device its data and, for each orientation the
    /// hardware supports, the window size, safe-area insets and size classes.
    public static var json: JSONValue {
        .array(
            all.map { device in
                .object([
                    "id": .string(device.id), "name": .string(device.name), "idiom": .string(device.idiom.rawValue),
                    "portraitSize": .size(device.portraitSize), "scale": .number(device.scale),
                    "hasHomeButton": .bool(device.hasHomeButton), "refreshRate": .number(Double(device.refreshRate)),
                    "cutout": .string(device.cutout.rawValue),
                    "firstIOS": .string(device.firstIOS.description),
                    "lastIOS": device.lastIOS.map { .string($0.description) } ?? .null,
                    "screenCornerRadius": .number(device.screenCornerRadius),
                    "sensorHousing": device.sensorHousing.map { rect in
                        JSONValue.object([
                            "x": .number(rect.origin.x), "y": .number(rect.origin.y),
                            "width": .number(rect.size.width), "height": .number(rect.size.height),
                        ])
                    } ?? .null,
                    "orientations": .object(
                        device.supportedOrientations.orientations.map { orientation in
                            JSONValue.Field(
                                orientation.name,
                                .object([
                                    "windowSize": .size(device.windowSize(in: orientation)),
                                    "safeAreaInsets": .insets(device.safeAreaInsets(in: orientation)),
                                    "traits": .traits(device.traitCollection(in: orientation)),
                                ]))
                        }),
                ])
            })
    }
}
