import Onboarding
import TermCore
import TermUI

/// A titled list that fills its screen; each tab's root screen is one.
///
/// Rows start as a "Loading…" row. The first time the screen appears (only then is the
/// application, and so its background queue, known) a subclass asks in ``startLoading()`` for
/// its part of the menu's content (``MenuPreload``), which replaces ``rows`` at once if it has
/// already arrived, else when it does. Keys typed before then wait for it (an ``InputHold``),
/// so they act on the loaded list. Enter or a click runs a row's action; space flips a toggle
/// row.
class ListScreen: ViewController, TableViewDataSource, TableViewDelegate {
    let strings: MenuStrings
    /// The menu's content, read ahead for every tab.
    let preload: MenuPreload
    let tableView = TableView()
    var rows: MenuRows {
        didSet {
            tableView.reloadData()
            releaseInput()
        }
    }
    private var hasAppeared = false
    /// From the first appearance until the content (or its error row) arrives.
    private var isAwaitingContent = false
    /// Held while ``isAwaitingContent`` after the first appearance.
    private var loadingHold: InputHold?

    init(title: String, preload: MenuPreload, strings: MenuStrings, rowHeight: Int) {
        self.strings = strings
        self.preload = preload
        rows = MenuRows([.status(strings[.loading])])
        super.init()
        self.title = title
        tableView.rowHeight = rowHeight
    }

    override func viewDidLoad() {
        // The table fills the view and shows the view's background: painting the same colour
        // again for the table cost every frame a pass over the list's cells.
        view.backgroundColor = MenuTheme.background
        tableView.frame = view.bounds
        tableView.autoresizingMask = .fill
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.reloadData()
    }

    override func viewDidAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        isAwaitingContent = true
        startLoading()
        // Content read ahead has usually arrived by now: then no key waits, and no timer starts.
        if isAwaitingContent { loadingHold = application?.holdInput() }
    }

    /// Asks for the screen's part of the content and sets ``rows`` when it arrives; the
    /// default list has nothing to load.
    func startLoading() {
        releaseInput()
    }

    private func releaseInput() {
        isAwaitingContent = false
        loadingHold?.release()
        loadingHold = nil
    }

    /// Asks for a part of the content (starting its read if no one has): `handler` gets it at
    /// once if it has arrived, else when it does.
    func request<Value>(_ part: PreloadedValue<Value>, then handler: @escaping (Result<Value, AssetError>) -> Void) {
        if let application { preload.start(part, on: application) }
        part.then(handler)
    }

    /// Shows the rows made from a part of the content, or an error row.
    func show<Value>(_ part: PreloadedValue<Value>, rows makeRows: @escaping (Value) -> MenuRows) {
        request(part) { [weak self] result in self?.show(result, rows: makeRows) }
    }

    /// Shows the rows made from loaded content, or one row saying why it could not be loaded.
    func show<Value>(_ result: Result<Value, AssetError>, rows makeRows: (Value) -> MenuRows) {
        switch result {
        case .success(let value): rows = makeRows(value)
        case .failure(let error): rows = MenuRows([.failure(error, strings: strings)])
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
