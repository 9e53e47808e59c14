// MARK: - Limits

extension Interpreter {
    /// Caps that make a hostile or runaway script end with a `.limit` diagnostic instead of
    /// hanging or exhausting memory. Hitting one ends the run.
    public struct Limits: Sendable, Hashable {
        /// Steps per run: statements, expression evaluations, loop iterations and the items of
        /// lists and strings built (see grammar.md, Limits). At about 10 million a second in
        /// release builds, the default stops an endless loop within a few seconds.
        public var maxSteps: Int
        /// Nested calls of `def`s and `kind`s and nested imports, counted together: each level
        /// costs several Swift stack frames, and 200 is far below a stack overflow on an 8 MB
        /// thread (grammar.md, Limits, gives the measured headroom).
        public var maxCallDepth: Int
        /// Constraints a script may add (each `pin`, `ratio`, and each made by `vfl`).
        public var maxConstraints: Int
        /// Modules loaded (each evaluated once, so this caps distinct files).
        public var maxImports: Int
        /// Views a script may declare.
        public var maxViews: Int
        /// Items of a list, counted through the lists and tuples inside it; checked where a
        /// list is made, so doubling a list in a loop ends long before memory does.
        public var maxElements: Int
        /// UTF-8 bytes of a string, and of any text a script makes: `+`, `str`, `print`,
        /// `expect` and `error` messages.
        public var maxStringLength: Int
        /// UTF-8 bytes of a script or module file (`/dev/zero` would otherwise be read forever).
        public var maxScriptBytes: Int
        /// Rounds a layout pass re-solves for frames that depend on frames (a view's safe
        /// area and margins on where the view is, a wrapping label's height on its width);
        /// past them the last frames stay, with a warning.
        public var maxLayoutRounds: Int
        /// Fixes tried by solving again: by `tether explain` on each conflict of a console
        /// log (the rebuilt layout), and by a layout pass on the ambiguities of the pass (a
        /// copy of the solver each); past them, general advice.
        public var maxFixesTried: Int
        /// Members of a conflict `tether explain` makes minimal (dropping, one solve of the
        /// conflict alone each, the members it does not need); a larger conflict is kept as
        /// the solver names it, so a huge log stays fast and may name a member it does not
        /// need.
        public var maxConflictMembersMinimized: Int
        /// Pieces a sweep of the root's width makes (`LayoutEngine.sweepRootWidth`, each a
        /// basis of the solver or a change the engine makes); past them it stops and says how
        /// far it got.
        public var maxSweepPieces: Int

        /// Makes limits; every default is generous for real layouts.
        public init(
            maxSteps: Int = 10_000_000, maxCallDepth: Int = 200, maxConstraints: Int = 1_000_000,
            maxImports: Int = 1_000, maxViews: Int = 100_000, maxElements: Int = 1_000_000,
            maxStringLength: Int = 1_000_000, maxScriptBytes: Int = 16 << 20, maxLayoutRounds: Int = 8,
            maxFixesTried: Int = 16, maxConflictMembersMinimized: Int = 64, maxSweepPieces: Int = 4_096
        ) {
            self.maxSteps = maxSteps
            self.maxCallDepth = maxCallDepth
            self.maxConstraints = maxConstraints
            self.maxImports = maxImports
            self.maxViews = maxViews
            self.maxElements = maxElements
            self.maxStringLength = maxStringLength
            self.maxScriptBytes = maxScriptBytes
            self.maxLayoutRounds = maxLayoutRounds
            self.maxFixesTried = maxFixesTried
            self.maxSweepPieces = maxSweepPieces
            self.maxConflictMembersMinimized = maxConflictMembersMinimized
        }
    }
}
