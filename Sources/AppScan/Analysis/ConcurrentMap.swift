import Dispatch

extension Array where Element: Sendable {
    /// The elements transformed on every core, in their order: the array is cut into chunks of at least
    /// `chunkSize` elements, each mapped on a thread of its own, and the results joined. Shorter arrays are mapped
    /// on the calling thread.
    /// - Parameters:
    ///   - chunkSize: The fewest elements worth a thread.
    ///   - transform: A function of the element alone (it runs on several threads at once).
    func concurrentMap<Result: Sendable>(
        chunkSize: Int = 64, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let chunks = count >= chunkSize * 2 ? Swift.min(count / chunkSize, 16) : 1
        guard chunks > 1 else { return map(transform) }
        // Safe: each chunk writes only its own slot, and every slot is read after `concurrentPerform` returns.
        nonisolated(unsafe) let slots = UnsafeMutableBufferPointer<[Result]>.allocate(capacity: chunks)
        defer { slots.deallocate() }
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
            (slots.baseAddress! + chunk).initialize(to: self[range].map(transform))
        }
        var results: [Result] = []
        results.reserveCapacity(count)
        for chunk in 0..<chunks { results += (slots.baseAddress! + chunk).move() }
        return results
    }
}
