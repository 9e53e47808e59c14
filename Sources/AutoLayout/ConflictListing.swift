// MARK: - Listing a conflict's constraints

/// How a conflict lists its constraints, so that its text grows with the number of
/// problems, not with the size of the layout: at most ``limit`` constraints (the broken one
/// always among them), each VFL format string quoted once (shortened past
/// ``quotedFormatLength`` characters) with later constraints of the same string saying so,
/// and the rest counted by where they came from.
package struct ConflictListing {
    /// The most constraints a conflict lists (its JSON and its values keep them all). UIKit
    /// lists every one; in the 100 real console logs beside the project
    /// (`../shared/conformance/logs`) a conflict lists at most 11, 4 at the median and 8 at
    /// the 95th percentile, so twice the largest shows every conflict a person writes whole,
    /// while a minimal conflict in a generated chain of 1,000 views (2,000 constraints: every
    /// gap and every width's restriction) is counted by origin past it.
    package static let limit = 24
    /// The longest format string quoted whole.
    package static let quotedFormatLength = 60

    /// The constraints listed, in the order they were added, each with where it came from.
    package var entries: [(reference: ConstraintReference, origin: String)] = []
    /// "… and 1,991 more: 1,000 size restrictions, 991 from the same VFL" when some were
    /// left out.
    package var omitted: String?

    /// Lists `references`, naming each one's source as `describingSources` says (the
    /// engine's ``LayoutEngine/sourceDescription``).
    package init(_ references: [ConstraintReference], broken: LayoutConstraintID?,
                 describingSources: (SourceTag) -> String?) {
        var shown = references
        if references.count > Self.limit {
            let kept = Set(references.prefix(Self.limit - 1).map(\.id) + (broken.map { [$0] } ?? []))
            let filled = references.filter { kept.contains($0.id) }
            let more = references.filter { !kept.contains($0.id) }.prefix(max(0, Self.limit - filled.count))
            let chosen = Set(filled.map(\.id) + more.map(\.id))
            shown = references.filter { chosen.contains($0.id) }
            omitted = Self.summary(of: references.filter { !chosen.contains($0.id) }, quoted: shown.compactMap(\.format))
        }
        var quoted: Set<String> = []
        for reference in shown {
            var origin = reference.originDescription
            if let format = reference.format {
                let (isNew, _) = quoted.insert(format)
                var at = reference.source.flatMap(describingSources).map { " at \($0)" } ?? ""
                if let context = reference.context { at += ", \(context)" }
                let identifier = reference.constraint.identifier.map { " '\($0)'" } ?? ""
                origin = isNew
                    ? "from VFL '\(Self.shortened(format))'\(identifier)\(at)"
                    : "from the same VFL\(identifier)\(at)"
            }
            entries.append((reference, origin))
        }
    }

    /// A format string as quoted: whole up to ``quotedFormatLength`` characters, else its
    /// start and "…".
    /// It reads at most ``quotedFormatLength`` characters, not the whole string: each
    /// constraint of a long row shortens it again.
    static func shortened(_ format: String) -> String {
        guard let end = format.index(format.startIndex, offsetBy: quotedFormatLength, limitedBy: format.endIndex),
              end < format.endIndex
        else { return format }
        return String(format.prefix(quotedFormatLength - 1)) + "…"
    }

    /// The left-out constraints counted by origin, largest group first.
    /// `quoted` is a list, not a set: comparing a format with the few quoted ones finds the
    /// same string at once, where hashing would read every left-out constraint's whole format.
    private static func summary(of left: [ConstraintReference], quoted: [String]) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for reference in left {
            let group: String
            switch reference.origin {
            case .explicit: group = "explicit"
            case .visualFormat(let format): group = quoted.contains(format) ? "from the same VFL" : "from VFL"
            case .autoresizingMask: group = "from autoresizing masks"
            case .contentHugging, .compressionResistance: group = "from intrinsic sizes"
            case .rootSize: group = "root size"
            case .systemGuide: group = "safe area, margins, readable and keyboard guide edges"
            case .sizeRestriction: group = "size restrictions (a size is never negative)"
            }
            if counts[group] == nil { order.append(group) }
            counts[group, default: 0] += 1
        }
        let groups = order.sorted { counts[$0, default: 0] > counts[$1, default: 0] }
            .map { "\(counts[$0, default: 0]) \($0)" }
        return "… and \(left.count) more: " + groups.joined(separator: ", ")
    }
}

extension ConstraintReference {
    /// The format string of a VFL-made constraint.
    var format: String? {
        if case .visualFormat(let format) = origin { return format }
        return nil
    }
}
