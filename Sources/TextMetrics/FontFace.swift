import CHarfBuzz

/// A font file as HarfBuzz reads it: its vertical metrics and the advance of shaped text.
public final class FontFace: @unchecked Sendable {
    /// The file it was read from.
    public let path: String
    /// Font units per em: metrics in units scale by `size / unitsPerEm` to points.
    public let unitsPerEm: Double
    /// Above the baseline, in font units (positive).
    public let ascender: Double
    /// Below the baseline, in font units (negative, as fonts store it).
    public let descender: Double
    /// The extra gap between lines, in font units.
    public let lineGap: Double

    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer

    /// Reads a TrueType or OpenType file.
    /// - Throws: ``TextError/unreadableFont(_:)`` when the file is missing or no font.
    public init(path: String) throws(TextError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw .unreadableFont(path) }
        guard let face = hb_face_create(blob, 0), hb_face_get_glyph_count(face) > 0 else {
            hb_blob_destroy(blob)
            throw .unreadableFont(path)
        }
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw .unreadableFont(path)
        }
        self.path = path
        self.blob = blob
        self.face = face
        self.font = font
        unitsPerEm = Double(max(1, hb_face_get_upem(face)))
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        ascender = Double(extents.ascender)
        descender = Double(extents.descender)
        lineGap = Double(extents.line_gap)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Whether the font has a glyph for the character.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// The advance of one glyph, unshaped, in font units (the font's `hmtx` entry).
    public func nominalAdvance(of scalar: Unicode.Scalar) -> Double? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 else { return nil }
        return Double(hb_font_get_glyph_h_advance(font, glyph))
    }

    /// The advance of the text shaped as one run (kerning, ligatures, Arabic joining, the
    /// script and direction HarfBuzz guesses from the text), in font units.
    public func shapedAdvance(of text: Substring) -> Double {
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total = 0.0
        for index in 0..<Int(count) { total += Double(positions[index].x_advance) }
        return total
    }
}

/// Why text cannot be measured, in one line.
public enum TextError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadableFont(String)
    case noFont(searched: [String])

    /// The failure in words.
    public var description: String {
        switch self {
        case .unreadableFont(let path): "cannot read a font from '\(path)'"
        case .noFont(let searched):
            "no font for text: none of \(searched.joined(separator: ", ")) exists; install Debian's fonts-inter (make deps does) or set TETHER_FONT to a .ttf or .otf file"
        }
    }
}
