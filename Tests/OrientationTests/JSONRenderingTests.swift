import Foundation
import Testing

@testable import Orientation

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
