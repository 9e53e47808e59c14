// MARK: - Scope

/// One level of lexical scope: names bound by `let`, `def`, `kind`, parameters and loop
/// variables, with a link to the enclosing scope. A function closes over the scope it was
/// defined in.
final class Scope {
    let parent: Scope?
    private(set) var values: [String: Value] = [:]

    init(parent: Scope?) {
        self.parent = parent
    }

    /// Binds a name in this scope (a `let` may rebind a name of the same scope).
    func define(_ name: String, _ value: Value) {
        values[name] = value
    }

    /// Unbinds every name (to break the cycle between a scope and the functions closing
    /// over it when the session ends).
    func removeAll() {
        values.removeAll()
    }

    /// The value of a name here or in an enclosing scope.
    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// Changes the value of an existing name where it is bound; false when it is unbound.
    func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }

    /// Every name visible from here, for "did you mean".
    var visibleNames: Set<String> {
        var names = Set<String>()
        var scope: Scope? = self
        while let current = scope {
            names.formUnion(current.values.keys)
            scope = current.parent
        }
        return names
    }
}
