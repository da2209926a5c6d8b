import AVKit
import UIKit

enum OrientationLock {
    static let playerDefault: UIInterfaceOrientationMask = .allButUpsideDown
}

/// A player whose rotation-lock button changes a static mask.
final class PlayerViewController: AVPlayerViewController {
    static var lockedMask: UIInterfaceOrientationMask = OrientationLock.playerDefault

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { Self.lockedMask }

    /// Changes the mask but never tells UIKit: nothing turns until the next device rotation.
    @objc func lockTapped() {
        Self.lockedMask = .landscape
    }

    /// Changes the mask and asks UIKit to read it again.
    @objc func unlockTapped() {
        Self.lockedMask = .allButUpsideDown
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    func enterFullScreen() {
        if #available(iOS 16.0, *) {
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
        } else {
            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
        }
    }

    func legacyRotate() {
        UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
        UIViewController.attemptRotationToDeviceOrientation()
    }
}

final class LibraryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    func play() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }

    func goLandscape() {
        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft))
    }
}
