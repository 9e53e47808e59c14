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
