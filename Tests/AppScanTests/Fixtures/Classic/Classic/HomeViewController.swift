import UIKit

class BaseViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class HomeViewController: BaseViewController {
    override var shouldAutorotate: Bool { false }

    @IBAction func showAbout() {
        let about = AboutViewController()
        about.modalPresentationStyle = .formSheet
        present(about, animated: true)
    }
}

final class AboutViewController: UIViewController {}

final class UpsideDownViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitUpsideDown }
}
