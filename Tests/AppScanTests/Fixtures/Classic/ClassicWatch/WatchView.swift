import SwiftUI

struct WatchView: View {
    var body: some View { Text("Now playing") }
}
