#import "GalleryViewController.h"

@implementation GalleryViewController

- (instancetype)init {
    if ((self = [super init])) {
        [self setModalPresentationStyle:UIModalPresentationPageSheet];
    }
    return self;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskLandscapeRight;
}

@end
