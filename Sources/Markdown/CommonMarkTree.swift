#if Markdown
    import CMark

    /// libcmark's document tree for `markdown`, or nil when libcmark gives none; the caller frees
    /// it with `cmark_node_free`.
    func commonMarkTree(_ markdown: String) -> OpaquePointer? {
        var bytes = Array(markdown.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cm_parse($0, buffer.count - 1)
            }
        }
    }
#endif
