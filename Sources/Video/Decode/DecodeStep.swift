/// What one attempt to take a frame out of the decoder produced.
///
/// FFmpeg reports "give me more input" and "no more output" as the error codes `AVERROR(EAGAIN)` and
/// `AVERROR_EOF`; they are ordinary control flow, so they are modelled here as cases, never thrown.
enum DecodeStep: Sendable, Equatable {
    /// A frame was written into the frame storage.
    case frame
    /// The decoder needs another packet (or the end-of-stream signal) before it can produce a frame.
    case needsInput
    /// The decoder has been drained after the end of stream; no more frames will come.
    case endOfStream
}

/// What sending one packet to the decoder did.
enum SendResult: Sendable, Equatable {
    /// The decoder took its own reference to the packet.
    case accepted
    /// The decoder's output is full; receive frames first, then send the same packet again (`AVERROR(EAGAIN)`).
    case outputFull
    /// The decoder rejected the packet (corrupt data, for example); skip it and carry on.
    case rejected(MediaError)
}
