#import <UIKit/UIKit.h>

@interface GalleryViewController : UIViewController
@end
