import Onboarding
import TermUI

/// One row of a menu list: what it shows and what choosing it does.
///
/// Status rows ("Loading…", an error) are drawn dim and do nothing when chosen, so a list that
/// has not arrived, or could not be read, still has a row to show for it.
struct MenuRow {
    var text: String
    var secondaryText: String?
    var detailText: String?
    var accessory = TableViewCell.Accessory.none
    var isStatus = false
    var action: (@MainActor () -> Void)?

    /// A row that only says something, such as "Loading…".
    static func status(_ text: String) -> MenuRow {
        MenuRow(text: text, isStatus: true)
    }

    /// The row shown instead of content that could not be loaded: which file, and why.
    static func failure(_ error: AssetError, strings: MenuStrings) -> MenuRow {
        let file = error.file.split(separator: "/").last.map(String.init) ?? error.file
        let reason = [file, error.field, error.message].compactMap { $0 }.joined(separator: ": ")
        return status("\(strings[.loadFailed]): \(reason)")
    }
}
