#import "LegacyPlayerViewController.h"
#define FORCE_KEY @"orientation"

@implementation LegacyPlayerViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskLandscape;
}

- (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
    return UIInterfaceOrientationLandscapeRight;
}

- (void)rotateToLandscape {
    // [[UIDevice currentDevice] setValue:@(4) forKey:@"orientation"]; in a comment does not count
    NSString *text = @"setValue:forKey:@\"orientation\" in a string does not count";
    if (@available(iOS 16.0, *)) {
        [self setNeedsUpdateOfSupportedInterfaceOrientations];
    } else {
        [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
    }
    [UIViewController attemptRotationToDeviceOrientation];
}

@end
