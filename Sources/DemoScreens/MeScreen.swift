import Onboarding
import TermCore
import TermUI

/// Me: the profile, the "Share with everyone" switch, "Show what's new again" and "About".
///
/// The switch shows the stored choice and stores the new one through the app flow; Space flips
/// it from any row. "Show what's new again" asks the flow to show the pages (the stored version
/// stays), which swaps the window's root back to the onboarding (releasing this menu).
final class MeScreen: ListScreen {
    private weak var flow: AppFlow?
    private var profile: Result<Profile, AssetError>?

    init(preload: MenuPreload, strings: MenuStrings, flow: AppFlow) {
        self.flow = flow
        super.init(title: strings[.me], preload: preload, strings: strings, rowHeight: 1)
    }

    /// The rows are made when the tab is first shown, not with the menu: "Enter app" shows Home
    /// and need not pay for them (their text and the About line's formatting).
    override func viewDidLoad() {
        super.viewDidLoad()
        rows = MenuRows(makeRows())
    }

    override func startLoading() {
        request(preload.profile) { [weak self] profile in self?.show(profile: profile) }
    }

    private func show(profile: Result<Profile, AssetError>) {
        self.profile = profile
        rows = MenuRows(makeRows())
    }

    private func makeRows() -> [MenuRow] {
        [profileRow, shareRow, whatsNewRow, aboutRow]
    }

    private var profileRow: MenuRow {
        switch profile {
        case nil: return .status(strings[.loading])
        case .failure(let error): return .failure(error, strings: strings)
        case .success(let profile):
            let byline = "\(profile.name) @\(profile.handle)"
            return MenuRow(text: profile.name, detailText: "@" + profile.handle, accessory: .disclosureIndicator) {
                [weak self] in self?.showDetail(title: profile.name, heading: byline, body: profile.bio)
            }
        }
    }

    private var shareRow: MenuRow {
        let isOn = flow?.isShareEnabled ?? true
        return MenuRow(text: strings[.share], accessory: .toggle(isOn: isOn)) { [weak self] in
            guard let self, let flow else { return }
            flow.updateState { $0.share = !isOn }
            rows = MenuRows(makeRows())
        }
    }

    /// Space flips "Share with everyone" whichever row is selected (as the README says).
    override func handleKey(_ key: KeyEvent) -> Bool {
        guard key == KeyEvent(.space) else { return super.handleKey(key) }
        shareRow.action?()
        return true
    }

    private var whatsNewRow: MenuRow {
        MenuRow(text: strings[.whatsNew], accessory: .disclosureIndicator) { [weak self] in
            self?.showWhatsNewAgain()
        }
    }

    /// Shows every page up to the running version again.
    ///
    /// The stored version stays: the person has seen this version, and leaving the replay with
    /// `q` used to make the pages show again at the next launch (it forgot the version first).
    /// Finishing or skipping the replay records the same version again.
    private func showWhatsNewAgain() {
        guard let flow else { return }
        flow.showOnboarding(
            pages: VersionGate.pages(stored: nil, current: flow.currentVersion, pages: flow.manifest.pages))
    }

    private var aboutRow: MenuRow {
        let version = flow?.currentVersion.description ?? ""
        let about = strings.format(.aboutText, ["version": version])
        let title = strings[.about]
        return MenuRow(text: title, detailText: version, accessory: .disclosureIndicator) { [weak self] in
            self?.showDetail(title: title, body: about)
        }
    }
}
