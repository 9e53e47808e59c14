import ArgumentParser
import Foundation

/// Recorded floors of the conformance runners: `figure value` lines (`#` starts a comment),
/// each figure failing the run when it falls below its floor. Floors only rise.
enum Floors {
    /// Prints each figure under its floor and exits 1 if any is; a floor naming a figure the
    /// runner does not have, or a malformed line, is an error too.
    static func check(_ figures: [String: Double], against path: String) throws {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ValidationError("cannot read the floors file '\(path)'")
        }
        var below: [String] = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: " ")
            guard !words.isEmpty else { continue }
            guard words.count == 2, let floor = Double(words[1]) else {
                throw ValidationError("\(path): a floor line reads 'figure value': '\(line)'")
            }
            guard let figure = figures[String(words[0])] else {
                throw ValidationError("\(path): no figure '\(words[0])'; the runner has \(figures.keys.sorted().joined(separator: ", "))")
            }
            if figure < floor { below.append("\(words[0]) \(fixed(figure, decimals: 1)) < floor \(fixed(floor, decimals: 1))") }
        }
        guard below.isEmpty else {
            print("below the floor (\(path)): " + below.joined(separator: "; "))
            throw ExitCode.failure
        }
        print("floors in \(path): held")
    }
}

/// The corpora beside the project (`../shared/conformance`).
enum Corpus {
    /// The file names in a corpus folder, sorted; a missing folder is a readable error.
    static func files(in folder: String) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw ValidationError("no corpus folder at '\(folder)': the corpora are kept beside the project, in ../shared/conformance")
        }
        return names.sorted()
    }
}
