import ArgumentParser
import Foundation
import Interop
import LayoutScript
import TetherOutput

/// `tether-bench interop`: an Interface Builder document of N views imported, run and
/// exported.
struct InteropCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interop",
        abstract: "Time tether import and export on a generated Interface Builder document.",
        discussion: """
            The document is a xib of rows of 10 labels, each row a horizontal stack view pinned \
            to the safe area, every label with a text and a font size; 4 constraints a row. \
            Import = the XML to script text; run = the script to frames at the document's \
            size; export = the run's Swift (anchors).
            """)

    @Option(help: "Views in the generated document (repeatable).")
    var views: [Int] = [200, 2_000]

    @Option(help: "Runs per size.")
    var runs = 5

    func run() throws {
        print("tether-bench interop — Interop, release build; median [min–max] over \(runs) runs\n")
        print("| views | bytes | import | run | export | check |")
        print("| --- | --- | --- | --- | --- | --- |")
        for count in views {
            let document = Data(Self.document(views: count).utf8)
            var imports: [Double] = []
            var runs: [Double] = []
            var exports: [Double] = []
            var check = "ok"
            for _ in 0..<max(1, self.runs) {
                let importing = Stopwatch()
                let result = try InterfaceBuilderImport.read(document, sourceName: "bench.xib")
                imports.append(importing.seconds * 1000)
                guard let script = result.scripts.first else { throw ExitCode.failure }
                let running = Stopwatch()
                let interpreter = Interpreter(options: .frontEnd())
                let diagnostics = interpreter.run(source: script.text, name: "bench.layout")
                let layout = interpreter.layout()
                runs.append(running.seconds * 1000)
                if !diagnostics.isEmpty || layout.views.count != max(1, count / 11) * 11 + 1 { check = "FAILED: \(diagnostics.count) diagnostics" }
                let exporting = Stopwatch()
                let swift = SwiftExport.source(of: interpreter, scriptName: "bench.layout", style: .anchors)
                exports.append(exporting.seconds * 1000)
                if !swift.contains("final class BenchView") { check = "FAILED: export" }
            }
            guard let importing = Summary(milliseconds: imports), let running = Summary(milliseconds: runs),
                  let exporting = Summary(milliseconds: exports) else { continue }
            print("| \(grouped(max(1, count / 11) * 11)) | \(grouped(document.count)) | \(importing.readable) | \(running.readable) | \(exporting.readable) | \(check) |")
            if check != "ok" { throw ExitCode.failure }
        }
    }

    /// Rows of ten labels in horizontal stack views, down an iPhone 8: `views / 11` rows of
    /// 11 views (the stack views count too).
    static func document(views: Int) -> String {
        var subviews = ""
        var constraints = ""
        let rows = max(1, views / 11)
        for row in 0..<rows {
            var labels = ""
            for column in 0..<10 {
                labels += """
                    <label text="Item \(row).\(column)" translatesAutoresizingMaskIntoConstraints="NO" id="l\(row)-\(column)">\
                    <rect key="frame" x="\(column * 33)" y="0.0" width="30" height="21"/>\
                    <fontDescription key="fontDescription" type="system" pointSize="\(11 + column % 3)"/></label>
                    """
            }
            subviews += """
                <stackView distribution="fillEqually" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="s\(row)">\
                <rect key="frame" x="0.0" y="\(20 + row * 25)" width="375" height="21"/><subviews>\(labels)</subviews></stackView>
                """
            constraints += """
                <constraint firstItem="s\(row)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="a\(row)"/>\
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="s\(row)" secondAttribute="trailing" id="b\(row)"/>\
                <constraint firstItem="s\(row)" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="\(row * 25)" id="c\(row)"/>\
                <constraint firstItem="s\(row)" firstAttribute="height" constant="21" id="d\(row)"/>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root" userLabel="Bench">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(max(667, 40 + rows * 25))"/>
                        <subviews>\(subviews)</subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>\(constraints)</constraints>
                    </view>
                </objects>
            </document>
            """
    }
}
