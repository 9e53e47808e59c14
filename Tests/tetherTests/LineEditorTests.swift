import Testing

@testable import tether

@Suite struct CompletionTests {
    @Test("the word under the cursor ends at a break: '.', space, operators; not ':'") func words() {
        #expect(Completion.word(before: "pin box.wi") == "wi")
        #expect(Completion.word(before: "pin box.width == ro") == "ro")
        #expect(Completion.word(before: "vi") == "vi")
        #expect(Completion.word(before: ":he") == ":he")
        #expect(Completion.word(before: "center(ba") == "ba")
        #expect(Completion.word(before: "pin a.top ") == "")
        #expect(Completion.word(before: "let café") == "café")
    }

    @Test("one candidate: its rest; several: their common prefix, else the list") func actions() {
        #expect(Completion.action(word: "wi", candidates: ["width", "height", "leading"]) == .insert("dth"))
        #expect(Completion.action(word: "cen", candidates: ["centerX", "centerY", "top"]) == .insert("ter"))
        #expect(Completion.action(word: "center", candidates: ["centerY", "centerX"]) == .list(["centerX", "centerY"]))
        #expect(Completion.action(word: "zz", candidates: ["width"]) == .none)
        #expect(Completion.action(word: "width", candidates: ["width"]) == .none)
        #expect(Completion.action(word: "", candidates: ["b", "a", "a"]) == .list(["a", "b"]))
        #expect(Completion.action(word: "lead", candidates: ["leading", "leading"]) == .insert("ing"))
        #expect(Completion.action(word: "caf", candidates: ["café", "cafés"]) == .insert("é"))
    }
}

@Suite struct HistoryPathTests {
    @Test("TETHER_HISTORY, else XDG_STATE_HOME/tether/history, else ~/.tether_history") func paths() {
        #expect(LineEditor.historyPath(environment: ["HOME": "/h"]) == "/h/.tether_history")
        #expect(LineEditor.historyPath(environment: ["HOME": "/h", "XDG_STATE_HOME": "/s"]) == "/s/tether/history")
        #expect(LineEditor.historyPath(environment: ["HOME": "/h", "TETHER_HISTORY": "/t/h"]) == "/t/h")
        #expect(LineEditor.historyPath(environment: ["XDG_STATE_HOME": ""]) == nil)
    }
}
