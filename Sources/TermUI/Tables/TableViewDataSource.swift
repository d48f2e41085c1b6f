/// Supplies a ``TableView``'s rows: how many there are and the cell for one of them.
///
/// The table asks only for the rows on screen, so a data source of a million rows is never
/// walked; cells come from ``TableView/dequeueReusableCell(withIdentifier:)`` so the few that
/// exist are reused as rows scroll by.
@MainActor
package protocol TableViewDataSource: AnyObject {
    func numberOfRows(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}
