import ArgumentParser
import Video

/// `--aperture clean|production|encoded`.
extension Aperture.Mode: ExpressibleByArgument {}
