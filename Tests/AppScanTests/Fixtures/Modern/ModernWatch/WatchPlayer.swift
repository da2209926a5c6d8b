import SwiftUI

// The watch app's code is never read for the iOS target: this would be a finding there.
struct WatchPlayer {
    func rotate() {
        UIDevice.current.setValue(1, forKey: "orientation")
    }
}
