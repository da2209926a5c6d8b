import Foundation
import PivotJSON
import Pixels

/// The result file's format (docs/sharding.md): one JSON object, `"pivotResult": 1` first so a reader can tell it
/// from any other JSON file, then the run and its cases. Passed and recorded cases keep their group, name and
/// position only; a failed one also its message, the files it left in the failures folder and its evidence,
/// pictures as base64 PNG.
extension SnapshotRunResult {
    /// The format's version, `"pivotResult"`'s value.
    public static let formatVersion = 1

    /// The largest result file read, 1 GiB: room for hundreds to thousands of failing cells with both pictures
    /// (a choice, docs/limits.md), while a hostile file cannot take unbounded memory.
    public static let maximumTextSize = 1 << 30

    /// The result as JSON text.
    ///
    /// - Throws: A ``SnapshotError`` when a picture cannot be encoded as PNG.
    public var json: String {
        get throws {
            var cases: [JSONValue] = []
            cases.reserveCapacity(self.cases.count)
            for item in self.cases { cases.append(try Self.json(item)) }
            let value = JSONValue.object([
                "pivotResult": .number(Double(Self.formatVersion)),
                "title": .string(title),
                "mode": .string(mode.description),
                "references": .string(references),
                "failures": .string(failures),
                "shard": .object(["index": .number(Double(shardIndex)), "count": .number(Double(shardCount))]),
                "cases": .array(cases),
            ])
            return value.rendered() + "\n"
        }
    }

    /// Reads a result from the JSON text ``json`` writes.
    ///
    /// - Throws: A ``SnapshotError`` saying where the text is not such a result (`cases[3].outcome: expected
    ///   "passed", "recorded" or "failed"`).
    public init(json text: String) throws {
        let value: JSONValue
        switch JSONParser.parse(text) {
        case .success(let parsed): value = parsed
        case .failure(let error):
            throw SnapshotError("line \(error.line), column \(error.column): \(error.message)")
        }
        let root = Field(value: value, path: "")
        guard value["pivotResult"] == .number(Double(Self.formatVersion)) else {
            throw SnapshotError("not a Pivot result (no \"pivotResult\": \(Self.formatVersion) at the top)")
        }
        let modeName = try root["mode"].string()
        guard let mode = ["record": SnapshotMode.record, "verify": .verify][modeName] else {
            throw root["mode"].error("expected \"record\" or \"verify\"")
        }
        let shard = root["shard"]
        let count = try shard["count"].integer(in: 1...Int(Int32.max))
        let index = try shard["index"].integer(in: 1...count)
        self.init(
            title: try root["title"].string(), mode: mode, references: try root["references"].string(),
            failures: try root["failures"].string(), shardIndex: index, shardCount: count,
            cases: try root["cases"].array().map(Self.testCase))
    }

    // MARK: - Cases

    private static func json(_ item: Case) throws -> JSONValue {
        let result = item.result
        var fields = JSONValue.fields([
            "position": .number(Double(item.position)), "group": .string(result.group),
            "name": .string(result.name),
        ])
        switch result.outcome {
        case .passed: fields.append(.init("outcome", .string("passed")))
        case .recorded: fields.append(.init("outcome", .string("recorded")))
        case .failed(let message):
            fields += JSONValue.fields([
                "outcome": .string("failed"), "message": .string(message),
                "evidenceFiles": .array(result.evidenceFiles.map(JSONValue.string)),
                "evidence": try json(result.evidence),
            ])
        }
        return .object(fields)
    }

    private static func json(_ evidence: SnapshotResult.Evidence) throws -> JSONValue {
        switch evidence {
        case .image(let reference, let actual, let tolerance):
            return .object([
                "image": .object([
                    "reference": try reference.map { .string(try png($0)) } ?? .null,
                    "actual": .string(try png(actual)),
                    "precision": .number(tolerance.precision),
                    "perceptualPrecision": .number(tolerance.perceptualPrecision),
                ])
            ])
        case .text(let reference, let actual):
            return .object(["text": .object(["reference": .string(orNull: reference), "actual": .string(actual)])])
        case .omitted:
            return .null
        }
    }

    private static func testCase(_ field: Field) throws -> Case {
        let outcome: SnapshotResult.Outcome
        var evidence = SnapshotResult.Evidence.omitted
        var evidenceFiles: [String] = []
        switch try field["outcome"].string() {
        case "passed": outcome = .passed
        case "recorded": outcome = .recorded
        case "failed":
            outcome = .failed(try field["message"].string())
            evidenceFiles = try field["evidenceFiles"].array().map { try $0.string() }
            evidence = try Self.evidence(field["evidence"])
        default: throw field["outcome"].error("expected \"passed\", \"recorded\" or \"failed\"")
        }
        return Case(
            position: try field["position"].integer(in: 0...Int(Int32.max)),
            result: SnapshotResult(
                name: try field["name"].string(), group: try field["group"].string(), outcome: outcome,
                evidence: evidence, evidenceFiles: evidenceFiles))
    }

    private static func evidence(_ field: Field) throws -> SnapshotResult.Evidence {
        if field.value == .null { return .omitted }
        if let image = field.optional("image") {
            let precision = try image["precision"].number(in: 0...1)
            let perceptual = try image["perceptualPrecision"].number(in: 0...1)
            let reference = image["reference"]
            return .image(
                reference: reference.value == .null ? nil : try picture(reference),
                actual: try picture(image["actual"]),
                tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptual))
        }
        if let text = field.optional("text") {
            let reference = text["reference"]
            return .text(
                reference: reference.value == .null ? nil : try reference.string(), actual: try text["actual"].string())
        }
        throw field.error("expected null, {\"image\": …} or {\"text\": …}")
    }

    // MARK: - Pictures

    private static func png(_ image: RGBImage) throws -> String {
        do {
            return Data(try PNGEncoder.encode(image)).base64EncodedString()
        } catch {
            throw SnapshotError("cannot encode a \(image.width)x\(image.height) picture as PNG: \(error)")
        }
    }

    private static func picture(_ field: Field) throws -> RGBImage {
        guard let data = Data(base64Encoded: try field.string()) else { throw field.error("not base64") }
        do {
            return try PNGDecoder.decode([UInt8](data))
        } catch {
            throw field.error("not a readable PNG: \(error.message)")
        }
    }
}

/// A value in a result file and the path to it, for errors that say where (`cases[3].name: expected a string`).
private struct Field {
    let value: JSONValue?
    let path: String

    /// The member `key` of this object, missing or not.
    subscript(key: String) -> Field {
        Field(value: value?[key], path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// The member `key` when this object has it.
    func optional(_ key: String) -> Field? {
        value?[key].map { Field(value: $0, path: path.isEmpty ? key : "\(path).\(key)") }
    }

    func error(_ reason: String) -> SnapshotError {
        SnapshotError(value == nil ? "\(path): missing" : "\(path): \(reason)")
    }

    func string() throws -> String {
        guard case .string(let text) = value else { throw error("expected a string") }
        return text
    }

    func number(in range: ClosedRange<Double>) throws -> Double {
        guard case .number(let number) = value, range.contains(number) else {
            throw error(
                "expected a number from \(JSONValue.decimal(range.lowerBound)) to \(JSONValue.decimal(range.upperBound))"
            )
        }
        return number
    }

    func integer(in range: ClosedRange<Int>) throws -> Int {
        guard case .number(let number) = value, number.rounded() == number,
            number >= Double(range.lowerBound), number <= Double(range.upperBound)
        else { throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound)") }
        return Int(number)
    }

    func array() throws -> [Field] {
        guard case .array(let elements) = value else { throw error("expected an array") }
        return elements.enumerated().map { Field(value: $1, path: "\(path)[\($0)]") }
    }
}
