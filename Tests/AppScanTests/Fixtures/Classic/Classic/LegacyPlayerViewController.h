#import <UIKit/UIKit.h>

/* A player written before Swift: @interface Fake : UIViewController in a comment is skipped. */
@interface LegacyPlayerViewController : UIViewController
@end
