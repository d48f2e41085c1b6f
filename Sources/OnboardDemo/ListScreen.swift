import Onboarding
import TermCore
import TermUI

/// A titled list that fills its screen; each tab's root screen is one.
///
/// Rows start as a "Loading…" row. A subclass starts its background work in
/// ``startLoading()``, which runs the first time the screen appears (only then is the
/// application, and so its background queue, known), and replaces ``rows`` when the content
/// arrives. Keys typed before then wait for it (an ``InputHold``), so they act on the loaded
/// list. Enter or a click runs a row's action; space flips a toggle row.
class ListScreen: ViewController, TableViewDataSource, TableViewDelegate {
    let strings: MenuStrings
    /// Where the screen reads its content.
    let content: any MenuContentSource
    let tableView = TableView()
    var rows: [MenuRow] {
        didSet {
            tableView.reloadData()
            releaseInput()
        }
    }
    private var hasAppeared = false
    /// Held from the first appearance until the content (or its error row) arrives.
    private var loadingHold: InputHold?

    init(title: String, content: any MenuContentSource, strings: MenuStrings, rowHeight: Int) {
        self.strings = strings
        self.content = content
        rows = [.status(strings[.loading])]
        super.init()
        self.title = title
        tableView.rowHeight = rowHeight
    }

    override func viewDidLoad() {
        view.backgroundColor = MenuTheme.background
        tableView.frame = view.bounds
        tableView.autoresizingMask = .fill
        tableView.backgroundColor = MenuTheme.background
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.reloadData()
    }

    override func viewDidAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadingHold = application?.holdInput()
        startLoading()
    }

    /// Starts loading the content and sets ``rows`` when it arrives; the default list has
    /// nothing to load.
    func startLoading() {
        releaseInput()
    }

    private func releaseInput() {
        loadingHold?.release()
        loadingHold = nil
    }

    /// Reads content on a background queue, then shows the rows made from it (or an error row).
    func load<Value: Sendable>(
        _ read: @escaping @Sendable () throws(AssetError) -> Value,
        rows makeRows: @escaping @MainActor @Sendable (Value) -> [MenuRow]
    ) {
        application?.background(
            { Result(catching: read) },
            then: { [weak self] result in self?.show(result, rows: makeRows) })
    }

    /// Shows the rows made from loaded content, or one row saying why it could not be loaded.
    func show<Value>(_ result: Result<Value, AssetError>, rows makeRows: (Value) -> [MenuRow]) {
        switch result {
        case .success(let value): rows = makeRows(value)
        case .failure(let error): rows = [.failure(error, strings: strings)]
        }
    }

    /// Pushes a screen of text about a row on top of this one.
    func showDetail(title: String, heading: String? = nil, body: String) {
        navigationController?.pushViewController(DetailScreen(title: title, heading: heading, body: body))
    }

    func numberOfRows(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let content = rows[row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
        cell.text = content.text
        cell.secondaryText = content.secondaryText
        cell.detailText = content.detailText
        cell.accessory = content.accessory
        cell.textColor = content.isStatus ? MenuTheme.statusText : MenuTheme.text
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        rows[row].action?()
    }

    override func handleKey(_ key: KeyEvent) -> Bool {
        guard key == KeyEvent(.space), let row = tableView.selectedRow, case .toggle = rows[row].accessory else {
            return false
        }
        rows[row].action?()
        return true
    }
}
