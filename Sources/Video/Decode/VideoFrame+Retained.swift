internal import CFFmpeg

extension VideoFrame {
    /// This frame as a view of its own, valid after the reader moves on: a new reference to the same decoded
    /// buffers, so no pixels are copied. The player keeps the frame it shows while it decodes the next one.
    ///
    /// - Throws: A ``MediaError`` when FFmpeg cannot allocate the new reference.
    ///   The corresponding FFmpeg function is `av_frame_ref`.
    public func retained() throws(MediaError) -> VideoFrame {
        let copy = try FrameStorage()
        try check(av_frame_ref(copy.pointer, pointer), "av_frame_ref")
        return VideoFrame(
            storage: copy, generation: copy.generation, index: index, presentationTime: presentationTime,
            timestamp: timestamp, width: width, height: height, sampleAspectRatio: sampleAspectRatio,
            crop: crop, transform: transform, angledTransform: angledTransform, isKeyframe: isKeyframe)
    }
}
