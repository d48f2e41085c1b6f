/// Hears what a person does with a ``TableView``'s rows.
///
/// Moving the selection with keys, the wheel or pages is the table's own business; a row is
/// "selected" in the UIKit sense when it is chosen with Enter or a click, and that is what the
/// delegate hears.
@MainActor
package protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}
