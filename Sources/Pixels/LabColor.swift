import Foundation

/// A colour in CIE L*a*b* (D65 white), the space in which colour differences are measured.
///
/// Pivot measures what it draws against what a clip was made from with ``LabColor/difference(to:)`` (CIEDE2000),
/// and the snapshot comparison uses the same measure for its perceptual tolerance.
public struct LabColor: Sendable, Hashable {
    /// Lightness, 0 (black) to 100 (reference white).
    public var lightness: Double
    /// The green (−) to red (+) axis.
    public var a: Double
    /// The blue (−) to yellow (+) axis.
    public var b: Double

    /// Creates a colour from its L*, a* and b* values.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The L*a*b* value of an 8-bit sRGB / BT.709 display colour (IEC 61966-2-1 transfer, D65 white).
    ///
    /// - Parameter pixel: A colour as it is stored in an ``RGBImage``.
    public init(_ pixel: RGBImage.Pixel) {
        func linear(_ value: UInt8) -> Double {
            let v = Double(value) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let (r, g, bl) = (linear(pixel.red), linear(pixel.green), linear(pixel.blue))
        // BT.709 primaries, D65 white (IEC 61966-2-1, table 1 and equation 6).
        let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * bl
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * bl
        self.init(x: x, y: y, z: z)
    }

    /// The L*a*b* value of CIE XYZ tristimulus values relative to the D65 white (Y = 1 for white).
    public init(x: Double, y: Double, z: Double) {
        // CIE 15:2004 §8.2.1, D65 white point (0.95047, 1, 1.08883).
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29.0
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
        }
        let fx = f(x / 0.95047)
        let fy = f(y)
        let fz = f(z / 1.08883)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The chroma C*ab, how far the colour is from the grey axis.
    public var chroma: Double { (a * a + b * b).squareRoot() }

    /// The CIEDE2000 colour difference ΔE00 between this colour and another (kL = kC = kH = 1).
    ///
    /// Follows Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes" (2005),
    /// equations 1–17; a difference below about 1 is not visible side by side.
    public func difference(to other: LabColor) -> Double {
        let (l1, a1, b1) = (lightness, a, b)
        let (l2, a2, b2) = (other.lightness, other.a, other.b)
        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * a1
        let a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot()
        let c2p = (a2p * a2p + b2 * b2).squareRoot()
        func hue(_ bValue: Double, _ aPrime: Double) -> Double {
            if bValue == 0 && aPrime == 0 { return 0 }
            let h = atan2(bValue, aPrime) * 180 / .pi
            return h >= 0 ? h : h + 360
        }
        let h1p = hue(b1, a1p)
        let h2p = hue(b2, a2p)

        let deltaL = l2 - l1
        let deltaC = c2p - c1p
        var deltaHue = 0.0
        if c1p * c2p != 0 {
            deltaHue = h2p - h1p
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1p * c2p).squareRoot() * sin(deltaHue / 2 * .pi / 180)

        let meanL = (l1 + l2) / 2
        let meanCp = (c1p + c2p) / 2
        var meanH = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                meanH /= 2
            } else {
                meanH = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2
            }
        }
        let radians = Double.pi / 180
        let t =
            1 - 0.17 * cos((meanH - 30) * radians) + 0.24 * cos(2 * meanH * radians)
            + 0.32 * cos((3 * meanH + 6) * radians) - 0.20 * cos((4 * meanH - 63) * radians)
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rC = 2 * (meanCp7 / (meanCp7 + pow(25, 7))).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sC = 1 + 0.045 * meanCp
        let sH = 1 + 0.015 * meanCp * t
        let rT = -sin(2 * deltaTheta * radians) * rC
        let termL = deltaL / sL
        let termC = deltaC / sC
        let termH = deltaH / sH
        return (termL * termL + termC * termC + termH * termH + rT * termC * termH).squareRoot()
    }
}
