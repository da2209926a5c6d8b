#import "HomeViewController.h"
#import "PlayerViewController.h"
#import "GalleryViewController.h"

@implementation HomeViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}

// The style set through a dotted path, then presented.
- (void)playVideo {
    PlayerViewController *player = [[PlayerViewController alloc] init];
    player.modalPresentationStyle = UIModalPresentationFullScreen;
    [self presentViewController:player animated:YES completion:nil];
}

// The style set with the setter message.
- (void)showGallery {
    GalleryViewController *gallery = [[GalleryViewController alloc] init];
    [gallery setModalPresentationStyle:UIModalPresentationOverFullScreen];
    [self presentViewController:gallery animated:YES completion:nil];
}

@end
