import Foundation
import Testing

@testable import Video

/// ``PQTable`` against SMPTE ST 2084's EOTF (``ToneCurve/pqLight(_:)``), between its steps and at its ends.
struct PQTableTests {
    @Test func theTableFollowsTheEOTFBetweenItsSteps() {
        let table = PQTable.shared
        var worst = 0.0
        for i in 0...40_000 {
            let e = Double(i) / 40_000 + 0.37 / 4096 * Double(i % 3)
            guard e <= 1 else { continue }
            let exact = ToneCurve.pqLight(e) / Double(ToneMapper.referenceWhite)
            let error = abs(Double(table.light(at: Float(e))) - exact) / max(exact, 0.1)
            worst = max(worst, error)
        }
        #expect(worst < 1e-5, "worst relative error \(worst)")
    }

    @Test func signalsOutsideZeroToOneAreClamped() {
        let table = PQTable.shared
        #expect(table.light(at: -0.2) == 0)
        #expect(abs(Double(table.light(at: 1.3)) - 10000 / 203.0) < 1e-3, "PQ 1.0 is 10 000 cd/m²")
        var (r, g, b): (Float, Float, Float) = (0.5, 1, 0)
        table.linearizeRow(&r, &g, &b, width: 1)
        #expect(abs(Double(r) - ToneCurve.pqLight(0.5) / 203) < 1e-5 && g == table.light(at: 1) && b == 0)
    }
}
