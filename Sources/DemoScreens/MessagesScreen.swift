import Onboarding
import TermUI

/// Messages: conversations, newest line under each name; choosing one opens the thread.
final class MessagesScreen: ListScreen {
    init(preload: MenuPreload, strings: MenuStrings) {
        super.init(title: strings[.messages], preload: preload, strings: strings, rowHeight: 2)
    }

    override func startLoading() {
        // Rows are made later, from a closure the screen keeps: it must not hold the screen.
        show(preload.conversations) { [unowned self] list in
            MenuRows.list(list, strings: strings) { [unowned self] in row(for: $0) }
        }
    }

    private func line(_ message: Conversation.Message) -> String {
        "\(message.from == "me" ? strings[.you] : message.from): \(message.text)"
    }

    /// The thread's text is made when the row is chosen, not for every row shown.
    private func row(for conversation: Conversation) -> MenuRow {
        MenuRow(
            text: conversation.with, secondaryText: conversation.messages.last.map(line),
            detailText: conversation.time, accessory: .disclosureIndicator
        ) { [weak self] in
            guard let self else { return }
            showDetail(title: conversation.with, body: conversation.messages.map(line).joined(separator: "\n"))
        }
    }
}
