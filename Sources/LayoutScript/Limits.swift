// MARK: - Limits

extension Interpreter {
    /// Caps that make a hostile or runaway script end with a `.limit` diagnostic instead of
    /// hanging or exhausting memory. Hitting one ends the run.
    public struct Limits: Sendable, Hashable {
        /// Steps per run: statements, expression evaluations, loop iterations and the items of
        /// lists and strings built (see grammar.md, Limits). At about 10 million a second in
        /// release builds, the default stops an endless loop within a few seconds.
        public var maxSteps: Int
        /// Nested calls of `def`s and `kind`s. Each level costs several Swift stack frames;
        /// 200 is far below a stack overflow on an 8 MB (or 512 KB secondary) thread.
        public var maxCallDepth: Int
        /// Constraints a script may add (each `pin`, `ratio`, and each made by `vfl`).
        public var maxConstraints: Int
        /// Modules loaded (each evaluated once, so this caps distinct files).
        public var maxImports: Int
        /// Views a script may declare.
        public var maxViews: Int

        /// Makes limits; every default is generous for real layouts.
        public init(
            maxSteps: Int = 10_000_000, maxCallDepth: Int = 200, maxConstraints: Int = 1_000_000,
            maxImports: Int = 1_000, maxViews: Int = 100_000
        ) {
            self.maxSteps = maxSteps
            self.maxCallDepth = maxCallDepth
            self.maxConstraints = maxConstraints
            self.maxImports = maxImports
            self.maxViews = maxViews
        }
    }
}
