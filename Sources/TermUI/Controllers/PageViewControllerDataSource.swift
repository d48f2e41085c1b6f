/// Supplies the pages of a ``PageViewController`` one neighbour at a time.
///
/// Pages are built lazily: the controller asks only for the pages next to the visible one, and
/// returning nil marks an end (there is no wrap).
@MainActor
package protocol PageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore page: ViewController)
        -> ViewController?
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter page: ViewController)
        -> ViewController?

    /// The page's position among all pages, when the data source knows it; spreads (two pages
    /// side by side) then start on even positions. The default knows none.
    func pageViewController(_ pageViewController: PageViewController, indexOf page: ViewController) -> Int?
}

extension PageViewControllerDataSource {
    package func pageViewController(_ pageViewController: PageViewController, indexOf page: ViewController) -> Int? {
        nil
    }
}
