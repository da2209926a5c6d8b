import Foundation
import PivotJSON
import Testing

/// How every number Pivot prints is written: the shortest decimal of the value rounded to the microsecond.
struct JSONRenderingTests {
    @Test(arguments: [
        (0.8999999999999999, "0.9"), (0.30000000000000004, "0.3"), (1.0 / 30, "0.033333"), (393, "393"),
        (228.03125, "228.03125"), (-0.5, "-0.5"), (0.0000004, "0"), (2.9666666666666668, "2.966667"),
    ])
    func numbersPrintRoundedToTheMicrosecond(value: Double, text: String) {
        #expect(JSONValue.decimal(value) == text)
        #expect(JSONValue.number(value).compact == text)
    }

    @Test func everyPrintedNumberReadsBackAsItsRoundedValue() throws {
        for numerator in 0..<600 {
            let value = Double(numerator) / 7
            let printed = JSONValue.decimal(value)
            let readBack = try #require(Double(printed))
            #expect(abs(readBack - value) <= 0.5e-6, "\(printed) for \(value)")
            #expect(printed.count <= String(value).count, "never longer than Swift's own shortest form")
        }
    }

    @Test func largeNumbersAreNotRounded() {
        #expect(JSONValue.decimal(1e12 + 0.5) == String(1e12 + 0.5))
    }
}

/// Which arrays and objects `rendered(inlineWidth:)` keeps on one line.
struct JSONLayoutTests {
    /// An object of one string field whose one-line text is `width` characters: `{"k": "xx…"}`.
    private func object(width: Int, character: Character = "x") -> JSONValue {
        .object(["k": .string(String(repeating: character, count: width - 9))])
    }

    @Test func aContainerStaysOnOneLineExactlyWhenItFitsAtItsIndent() {
        // Inside an array each element is indented 2 columns, so at width 40 an element fits up to 38.
        for width in [37, 38, 39] {
            let text = JSONValue.array([object(width: width), object(width: 10)]).rendered(inlineWidth: 40)
            let lines = text.split(separator: "\n")
            #expect(lines.count == (width <= 38 ? 4 : 6), "\(width):\n\(text)")
            #expect(lines[1].hasPrefix("  {") == true)
        }
    }

    @Test func widthCountsCharactersNotBytes() {
        // 38 characters of which most take two or more UTF-8 bytes still fit in 38 columns.
        let text = JSONValue.array([object(width: 38, character: "é"), object(width: 38, character: "🙂")])
            .rendered(inlineWidth: 40)
        #expect(text.split(separator: "\n").count == 4, "\(text)")
    }

    @Test func aCombiningMarkAfterAQuoteIsOneColumnWithIt() {
        // `"` followed by U+0301 is one character, as Swift counts them: 38 columns in 40 bytes and 39 scalars.
        let accented = JSONValue.object(["k": .string("\u{301}" + String(repeating: "x", count: 29))])
        let text = JSONValue.array([accented, object(width: 39)]).rendered(inlineWidth: 40)
        #expect(text.split(separator: "\n").count == 6, "\(text)")
        #expect(text.split(separator: "\n")[1] == "  " + accented.compact + ",")
    }

    @Test func aLongListBreaksOncePerElementAndKeepsItsShortElementsWhole() throws {
        let frames = JSONValue.array(
            (0..<5000).map { .object(["index": .number(Double($0)), "file": .string("f\($0)")]) })
        let text = JSONValue.object(["frames": frames]).rendered()
        let lines = text.split(separator: "\n")
        #expect(lines.count == 5000 + 4)
        #expect(lines[2] == #"    {"index": 0, "file": "f0"},"#)
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [[String: Any]]]
        #expect(parsed?["frames"]?.count == 5000)
    }

    @Test func aLongArrayWrittenInChunksIsTheArrayWrittenOneByOne() {
        // Over 512 elements the array is written in chunks on several threads. Each element, alone in an array,
        // is written on one thread at the same indent: on one line if it fits, else inside "[\n" and "\n]".
        let elements: [JSONValue] = (0..<1_500).map { index in
            switch index % 4 {
            case 0: .object(["index": .number(Double(index)), "name": .string("é\(index)")])
            case 1: .object(["text": .string(String(repeating: "🙂", count: 40 + index % 90))])
            case 2: .array((0..<(index % 7)).map { .number(Double($0)) })
            default: .object(["long": .string(String(repeating: "x", count: 100 + index % 30)), "n": .null])
            }
        }
        let oneByOne = elements.map { element in
            let alone = JSONValue.array([element]).rendered()
            return alone.hasPrefix("[\n") ? String(alone.dropFirst(2).dropLast(2)) : "  " + element.compact
        }
        #expect(JSONValue.array(elements).rendered() == "[\n" + oneByOne.joined(separator: ",\n") + "\n]")
    }
}

/// How strings are escaped: only what JSON requires, the rest copied as it is.
struct JSONEscapingTests {
    @Test func quotesBackslashesAndControlCharactersAreEscapedAndTheRestIsKept() throws {
        let text = "say \"hi\" \\ \n\r\t\u{01}\u{1F}\u{7F} é🙂 e\u{301}"
        let written = JSONValue.object(["k\"ey": .string(text)]).compact
        #expect(written == #"{"k\"ey": "say \"hi\" \\ \n\r\t\u0001\u001f\#u{7F} é🙂 e\#u{301}"}"#)
        let parsed = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: String]
        #expect(parsed == ["k\"ey": text])
    }

    @Test func aStringWithNothingToEscapeIsWrittenAsItIs() {
        let text = String(repeating: "plain text, ünïcödé and 🙂 ", count: 50)
        #expect(JSONValue.string(text).compact == "\"" + text + "\"")
    }
}
