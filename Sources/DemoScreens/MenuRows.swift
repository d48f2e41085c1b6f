import JSON
import Onboarding

/// The rows of a menu list: a few made up front, or one per element of a long list, made only
/// when the table shows it.
///
/// A tab of 100 000 posts makes the twenty-odd rows on screen, not 100 000 (docs/decisions/0059,
/// "Lists decode the rows they show"); a row is made again each time it is asked for.
struct MenuRows {
    let count: Int
    private let make: @MainActor (Int) -> MenuRow

    init(_ rows: [MenuRow]) {
        count = rows.count
        make = { rows[$0] }
    }

    init(count: Int, make: @escaping @MainActor (Int) -> MenuRow) {
        self.count = count
        self.make = make
    }

    @MainActor
    subscript(index: Int) -> MenuRow { make(index) }

    /// One row per element of `list`, or one status row when it is empty; an element that does
    /// not decode is a row saying why.
    static func list<Item>(_ list: JSONList<Item>, strings: MenuStrings, row: @escaping @MainActor (Item) -> MenuRow)
        -> MenuRows
    {
        guard !list.isEmpty else { return MenuRows([.status(strings[.empty])]) }
        return MenuRows(count: list.count) { index in
            switch list.element(at: index) {
            case .success(let item): row(item)
            case .failure(let error): .failure(AssetError(error), strings: strings)
            }
        }
    }
}
