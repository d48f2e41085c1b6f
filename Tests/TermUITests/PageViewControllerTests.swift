import TermCore
import Testing

@testable import TermUI

/// Numbered pages built on demand; remembers every page it built (weakly) to count the living.
@MainActor
final class NumberedPages: PageViewControllerDataSource {
    final class Page: ViewController {
        let number: Int
        init(_ number: Int) {
            self.number = number
            super.init()
        }
        override func viewDidLoad() {
            let label = Label("page \(number)", alignment: .center)
            label.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: 1)
            label.autoresizingMask = .flexibleWidth
            view.addSubview(label)
        }
    }

    private final class WeakPage {
        weak var page: Page?
        init(_ page: Page) { self.page = page }
    }

    let count: Int
    private var built: [WeakPage] = []

    init(count: Int) {
        self.count = count
    }

    func page(_ number: Int) -> Page {
        let page = Page(number)
        built.append(WeakPage(page))
        builtNumbers.append(number)
        return page
    }

    /// The numbers of pages still alive.
    var alive: [Int] { built.compactMap { $0.page?.number }.sorted() }
    /// Every page number built so far, in order (a page rebuilt shows twice).
    private(set) var builtNumbers: [Int] = []

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore page: ViewController)
        -> ViewController?
    {
        guard let number = (page as? Page)?.number, number > 0 else { return nil }
        return self.page(number - 1)
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter page: ViewController)
        -> ViewController?
    {
        guard let number = (page as? Page)?.number, number < count - 1 else { return nil }
        return self.page(number + 1)
    }
}

@Suite("Page view controller")
@MainActor
struct PageViewControllerTests {
    private func makePager(
        pages: Int = 5, width: Int = 20, motion: Motion = .reduced, configure: (PageViewController) -> Void = { _ in }
    ) -> (Application, PageViewController, NumberedPages) {
        let (app, _) = makeApplication(width: width, height: 3, motion: motion)
        let source = NumberedPages(count: pages)
        let pager = PageViewController()
        configure(pager)
        pager.dataSource = source
        app.window.rootViewController = pager
        pager.setViewController(source.page(0), direction: .forward, animated: false)
        app.runPending()
        return (app, pager, source)
    }

    private func current(_ pager: PageViewController) -> Int? {
        (pager.viewControllers.first as? NumberedPages.Page)?.number
    }

    @Test("Right pages forward, left back, with no wrap past either end")
    func pagesWithoutWrap() {
        let (app, pager, source) = makePager(pages: 3)
        app.handle(.key(KeyEvent(.left)))
        #expect(current(pager) == 0)
        for _ in 0..<5 { app.handle(.key(KeyEvent(.right))) }
        #expect(current(pager) == 2)
        app.handle(.key(KeyEvent(.character("h"))))
        app.handle(.key(KeyEvent(.pageUp)))
        #expect(current(pager) == 0)
        withExtendedLifetime(source) {}
    }

    @Test("Only the visible page and its neighbours stay alive")
    func lazyNeighbours() {
        let (app, pager, source) = makePager(pages: 10)
        for _ in 0..<5 { app.handle(.key(KeyEvent(.right))) }
        #expect(current(pager) == 5)
        #expect(source.alive == [4, 5, 6])
        withExtendedLifetime(source) {}
    }

    @Test("Paging onto a neighbour uses the living page: each page is built once")
    func neighboursAreReused() {
        let (app, pager, source) = makePager(pages: 10)
        for _ in 0..<5 { app.handle(.key(KeyEvent(.right))) }
        for _ in 0..<2 { app.handle(.key(KeyEvent(.left))) }
        #expect(current(pager) == 3)
        #expect(source.builtNumbers == [0, 1, 2, 3, 4, 5, 6, 3, 2])
        #expect(source.alive == [2, 3, 4])
        withExtendedLifetime(source) {}
    }

    @Test("Bottom-to-top: a reversed vertical pager pages forward with up and slides the new page in from the top")
    func bottomToTop() throws {
        let (app, pager, source) = makePager(motion: .full) { pager in
            pager.orientation = .vertical
            pager.isRightToLeft = true
        }
        app.handle(.key(KeyEvent(.up)))
        app.advance(by: .milliseconds(64))
        #expect(pager.isSliding)
        let incoming = try #require(pager.viewControllers.last)
        #expect(incoming.view.frame.minY < 0)
        app.advance(by: .seconds(1))
        #expect(current(pager) == 1)
        app.handle(.key(KeyEvent(.down)))
        app.advance(by: .seconds(1))
        #expect(current(pager) == 0)
        app.handle(.key(KeyEvent(.character("k"))))
        app.handle(.mouse(MouseEvent(.scrollUp, at: Point(x: 3, y: 1))))
        app.advance(by: .seconds(1))
        #expect(current(pager) == 2)
        withExtendedLifetime(source) {}
    }

    @Test("Right-to-left layouts swap the arrow keys but keep the logical order")
    func rightToLeft() {
        let (app, pager, source) = makePager { $0.isRightToLeft = true }
        app.handle(.key(KeyEvent(.left)))
        #expect(current(pager) == 1)
        app.handle(.key(KeyEvent(.right)))
        #expect(current(pager) == 0)
        app.handle(.key(KeyEvent(.pageDown)))
        #expect(current(pager) == 1)
        withExtendedLifetime(source) {}
    }

    @Test("A vertical pager pages with down and up, and ignores left and right")
    func vertical() {
        let (app, pager, source) = makePager { $0.orientation = .vertical }
        app.handle(.key(KeyEvent(.down)))
        app.handle(.key(KeyEvent(.right)))
        #expect(current(pager) == 1)
        app.handle(.key(KeyEvent(.up)))
        #expect(current(pager) == 0)
        withExtendedLifetime(source) {}
    }

    @Test("A slide shows parts of both pages midway and settles on the new one")
    func slideMidway() throws {
        let (app, pager, source) = makePager(width: 20, motion: .full)
        app.handle(.key(KeyEvent(.right)))
        app.advance(by: .milliseconds(64))
        #expect(pager.isSliding)
        #expect(app.slidesInMotion == 1, "pictures wait for rest while the pages move")
        let frame = try #require(app.currentFrame).line(0)
        #expect(frame.contains("page 0") == false || frame.contains("page 1"))
        #expect(frame.contains("pa"))
        app.advance(by: .milliseconds(150))
        #expect(!pager.isSliding)
        #expect(app.slidesInMotion == 0)
        #expect(current(pager) == 1)
        #expect(app.currentFrame?.line(0) == "       page 1")
        withExtendedLifetime(source) {}
    }

    @Test("Keys pressed during a slide are not lost")
    func keysDuringSlide() {
        let (app, pager, source) = makePager(motion: .full)
        app.handle(.key(KeyEvent(.right)))
        app.advance(by: .milliseconds(16))
        app.handle(.key(KeyEvent(.right)))
        app.handle(.key(KeyEvent(.right)))
        app.advance(by: .seconds(1))
        #expect(current(pager) == 3)
        #expect(app.slidesInMotion == 0, "slides finished early are no longer counted")
        withExtendedLifetime(source) {}
    }

    @Test("The scroll offset is reported during a slide and reset when it ends")
    func scrollOffsets() {
        var offsets: [Int] = []
        let (app, _, source) = makePager(width: 20, motion: .full) { pager in
            pager.onScroll = { offset, _ in offsets.append(offset) }
        }
        offsets.removeAll()
        app.handle(.key(KeyEvent(.right)))
        app.advance(by: .seconds(1))
        #expect(offsets.first == 0)
        #expect(offsets.contains { $0 > 0 && $0 < 20 })
        #expect(offsets.dropLast().last == 20)
        #expect(offsets.last == 0)
        withExtendedLifetime(source) {}
    }

    @Test("A wide screen shows two pages side by side and pages by spreads")
    func midSpine() {
        let (app, pager, source) = makePager(pages: 5, width: 40) { pager in
            pager.prefersTwoPages = true
            pager.minimumWidthForTwoPages = 40
        }
        #expect(pager.viewControllers.count == 2)
        #expect(app.currentFrame?.line(0) == "       page 0              page 1")
        app.handle(.key(KeyEvent(.right)))
        #expect(current(pager) == 2)
        app.handle(.key(KeyEvent(.right)))
        #expect(current(pager) == 4)
        #expect(pager.viewControllers.count == 1)
        app.handle(.key(KeyEvent(.left)))
        #expect(current(pager) == 2)
        #expect(source.alive.count <= 4)
        withExtendedLifetime(source) {}
    }

    @Test("Narrowing the screen below the spine width falls back to one page")
    func midSpineFallsBack() {
        let (app, pager, source) = makePager(pages: 5, width: 40) { pager in
            pager.prefersTwoPages = true
            pager.minimumWidthForTwoPages = 40
        }
        app.handle(.resize(Size(width: 30, height: 3)))
        #expect(pager.viewControllers.count == 1)
        #expect(current(pager) == 0)
        withExtendedLifetime(source) {}
    }

    @Test("The mouse wheel pages")
    func wheel() {
        let (app, pager, source) = makePager()
        app.handle(.mouse(MouseEvent(.scrollDown, at: Point(x: 3, y: 1))))
        #expect(current(pager) == 1)
        app.handle(.mouse(MouseEvent(.scrollUp, at: Point(x: 3, y: 1))))
        #expect(current(pager) == 0)
        withExtendedLifetime(source) {}
    }
}
