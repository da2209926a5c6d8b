// Empty on purpose: the kernel is `static inline` in include/CSDRKernel.h (see there why), and SwiftPM wants a
// source file in a C target.
#include "CSDRKernel.h"
