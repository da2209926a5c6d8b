import Orientation
import Testing

/// The seed text's first attempt: invalidate the item size at the start of `viewWillTransition(to:with:)`, reading
/// the safe-area insets there, where they are still the old orientation's.
private final class SeedFirstAttemptCarousel: ViewController {
    let layout = CenterPagingLayout(itemCount: 5, itemHeight: 150)
    var itemSize: Size = .zero

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        itemSize = layout.itemSize(in: size, safeAreaInsets: safeAreaInsets)
    }
}

struct CarouselTests {
    private static let layout = CenterPagingLayout(itemCount: 5, itemHeight: 150)
    private static let everything = AppConfiguration(supportedOrientations: .all)

    /// The width the issue describes: the full width in portrait and on iPad, minus both side insets of a notched
    /// iPhone in landscape (home-button iPhones have none).
    private static func expectedWidth(_ device: DeviceModel, _ orientation: InterfaceOrientation) -> Double {
        guard device.idiom == .phone, orientation.isLandscape else { return device.windowSize(in: orientation).width }
        let side = device.hasHomeButton ? 0.0 : device.portraitSafeAreaInsets.top
        return device.portraitSize.height - 2 * side
    }

    private static var everyDeviceAndOrientation: [(DeviceModel, InterfaceOrientation)] {
        DeviceCatalog.all.flatMap { device in device.supportedOrientations.orientations.map { (device, $0) } }
    }

    @Test(arguments: everyDeviceAndOrientation)
    func itemWidthIsTheSafeAreaWidthAtLaunch(device: DeviceModel, orientation: InterfaceOrientation) {
        let carousel = CarouselViewController(id: "picker", layout: Self.layout, supportedInterfaceOrientations: .all)
        let session = OrientationSession(
            device: device, app: Self.everything, deviceOrientation: orientation.deviceOrientation, root: carousel)
        session.launch()
        #expect(session.interfaceOrientation == orientation)
        #expect(carousel.itemSize == Size(width: Self.expectedWidth(device, orientation), height: 150))
    }

    @Test(arguments: everyDeviceAndOrientation)
    func itemWidthFollowsARotationIntoEachOrientation(device: DeviceModel, orientation: InterfaceOrientation) {
        let carousel = CarouselViewController(id: "picker", layout: Self.layout, supportedInterfaceOrientations: .all)
        let session = OrientationSession(device: device, app: Self.everything, root: carousel)
        session.launch()
        carousel.swipe(velocity: 1)
        session.rotate(to: orientation.deviceOrientation)
        let width = Self.expectedWidth(device, orientation)
        #expect(carousel.itemSize.width == width)
        #expect(carousel.contentOffset == Point(x: width, y: 0), "page 1 stays page 1")
    }

    @Test(arguments: [
        (0, 1.0, 1), (0, -1.0, 0), (0, 0.0, 0), (2, 0.5, 3), (2, -0.5, 1), (4, 3.0, 4), (4, -3.0, 3), (4, 0.0, 4),
    ])
    func swipeMovesOnePageBySignClampedToTheEnds(page: Int, velocity: Double, expected: Int) {
        #expect(Self.layout.targetPage(from: page, velocity: velocity) == expected)
    }

    @Test func spacingAddsToEveryPagesOffset() {
        let layout = CenterPagingLayout(itemCount: 5, itemHeight: 100, spacing: 10)
        #expect(layout.contentOffset(forPage: 3, itemWidth: 393) == Point(x: 3 * 403, y: 0))
    }

    @Test func rotationInTheMiddleKeepsThePageAndMovesTheOffsetWithTheNewWidth() {
        let carousel = CarouselViewController(
            id: "picker", layout: CenterPagingLayout(itemCount: 5, itemHeight: 150, spacing: 8))
        let session = EventLog.launched(root: carousel)
        carousel.swipe(velocity: 1)
        carousel.swipe(velocity: 1)
        #expect(carousel.contentOffset == Point(x: 2 * (393 + 8), y: 0))
        session.rotate(to: .landscapeLeft)
        #expect(carousel.page == 2)
        #expect(carousel.itemSize == Size(width: 734, height: 150))
        #expect(carousel.contentOffset == Point(x: 2 * (734 + 8), y: 0))
    }

    @Test func readingTheInsetsBeforeTheAnimationGivesTheWrongWidthOnANotchedIPhone() {
        let seed = SeedFirstAttemptCarousel(id: "seed")
        let fixed = CarouselViewController(id: "picker", layout: Self.layout)
        let container = ContainerViewController(id: "container", embeddedChildren: [seed, fixed])
        let session = EventLog.launched(root: container)
        session.rotate(to: .landscapeLeft)
        // In viewWillTransition the insets are still portrait's (no side insets): the item spans the notch.
        #expect(seed.itemSize.width == 852)
        #expect(fixed.itemSize.width == 852 - 59 - 59)
    }

    @Test func carouselPresentedWithARotationLaysOutInTheNewOrientation() {
        let session = EventLog.launched(root: ViewController(id: "home", supportedInterfaceOrientations: .portrait))
        let carousel = CarouselViewController(
            id: "picker", layout: Self.layout, supportedInterfaceOrientations: .landscape,
            preferredInterfaceOrientationForPresentation: .landscapeLeft)
        session.present(carousel)
        #expect(carousel.itemSize.width == 734)
    }

    @Test func swipeIsRecordedWithItsVelocityAndPage() {
        let carousel = CarouselViewController(id: "picker", layout: Self.layout)
        let session = EventLog.launched(root: carousel)
        carousel.swipe(velocity: -1)
        let event = session.events.last
        #expect(event?.name == "targetContentOffset")
        #expect(event?.argument("page") == .number(0))
    }
}
