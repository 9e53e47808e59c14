import LayoutScript

let interpreter = Interpreter(options: .init(bundledModules: StandardLibrary.modules))
