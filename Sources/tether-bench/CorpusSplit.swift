import ArgumentParser
import Foundation

/// A corpus split by repository into two fixed halves, so a rule found on one half's documents
/// is judged on the other's. A document's repository is read from the corpus's `SOURCES*.md`
/// tables (a row `| file | owner/repo | …`); its half is the top bit of the 64-bit FNV-1a hash of
/// `owner/repo` as the table spells it — every document of a repository falls in one half, and
/// the rule needs nothing but the repository's name. Its collection is the file name's prefix
/// before the first `-` (`a`, `n`, `b`, `c`).
struct CorpusSplit {
    /// Each document's repository, by file name.
    let repositories: [String: String]

    /// Reads the `SOURCES*.md` tables of `folder`; every file of `files` must be listed, so
    /// no document escapes both halves.
    init(folder: String, files: [String]) throws {
        var repositories: [String: String] = [:]
        let sources = try Corpus.files(in: folder).filter { $0.hasPrefix("SOURCES") && $0.hasSuffix(".md") }
        for name in sources {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("| ") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count > 3, files.contains(cells[1]), cells[2].contains("/") else { continue }
                repositories[cells[1]] = cells[2]
            }
        }
        let unlisted = files.filter { repositories[$0] == nil }
        guard unlisted.isEmpty else {
            throw ValidationError("\(folder): no repository for \(unlisted.prefix(3).joined(separator: ", "))\(unlisted.count > 3 ? " and \(unlisted.count - 3) more" : ""): list each document in a SOURCES*.md table (| file | owner/repo | …)")
        }
        self.repositories = repositories
    }

    /// The half of a repository: 0 or 1, the top bit of FNV-1a 64 of its name.
    static func half(ofRepository name: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash >> 63)
    }

    /// The half a document falls in.
    func half(of file: String) -> Int {
        Self.half(ofRepository: repositories[file] ?? "")
    }

    /// The collection a document belongs to: its name's prefix before the first `-`.
    static func collection(of file: String) -> String {
        String(file.prefix { $0 != "-" })
    }
}
