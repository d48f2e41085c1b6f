/// Supplies the pages of a ``PageViewController`` one neighbour at a time.
///
/// Pages are built lazily: the controller asks only for the pages next to the visible one, and
/// returning nil marks an end (there is no wrap).
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore page: ViewController)
        -> ViewController?
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter page: ViewController)
        -> ViewController?
}
