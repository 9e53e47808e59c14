import LayoutScript

let interpreter = Interpreter(options: .init(bundledModules: StandardLibrary.modules))
let diagnostics = interpreter.run(source: """
    import "std/controls" as ui
    root device "iphone16pro"
    view title: ui.label("Sign in", 28)
    view done: ui.button("Done")
    pin title.leading == root.margins.leading
    pin title.top == root.safeArea.top + 24
    pin done.trailing == root.margins.trailing
    pin done.firstBaseline == title.firstBaseline
    """, name: "screen.layout")
let layout = interpreter.layout()
print(layout.frame(of: "title") as Any)     // (16, 86, …): the margins and the safe area
print(layout.frame(of: "done") as Any)
for diagnostic in diagnostics + interpreter.locatedDiagnostics(of: layout) {
    print(DiagnosticRenderer().render(diagnostic))
}
