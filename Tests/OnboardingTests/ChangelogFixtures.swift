import TestSupport

/// Small changelogs, one for each shape real files take that a perfect Keep a Changelog file
/// does not (issue 37's kinds), each with only what its test needs.
enum ChangelogFixtures {
    /// A list item's line that starts with an inline ``` span, which is not a fence.
    static let inlineCodeSpan = """
        # Changelog

        ## [1.1.0] - 2026-02-01
        - Configuration:
          ``` x ``` is an inline code span, not a fence

        ## [1.0.2] - 2026-01-20
        - two

        ## [1.0.1] - 2026-01-10
        - one

        ## [1.0.0] - 2026-01-01
        - zero
        """

    /// A four-backtick fence holding a ``` line and an example heading.
    static let fourBacktickFence = """
        ## [2.0.0] - 2026-03-01
        - How a release is written:

        ````markdown
        ```
        ## [9.9.9] - an example heading
        ```
        ````

        ## [1.0.0] - 2026-01-01
        - first
        """

    /// HTML comments: a commented-out template with a heading, and the markers release tools write.
    static let htmlComments = """
        # Changelog

        <!--
        ## [X.Y.Z] - YYYY-MM-DD
        ### Added
        -->

        ## [Unreleased]

        ## [1.0.0] - 2026-01-01
        <!-- next-header -->
        - first

        <!-- next-url -->
        [1.0.0]: https://example.org/1.0.0
        """

    /// Headings at release level that are not releases, and a version written twice.
    static let oddHeadings = ChangelogTexts.oddHeadings

    /// Versions Keep a Changelog 2.0 allows that are not SemVer, out of order.
    static let otherVersions = """
        ## [0.13.0.dev2] - 2026-01-02
        - a
        ## [1.45.0/0.67.0] - 2026-01-03
        - b
        ## [4.0.0.rc-2] - 2026-01-04
        - c
        ## 0.1.1beta-2 - 2026-01-05
        - d
        ## [1.76.4 Alpha 6] - 2026-01-06
        - e
        ## [1.2.3.4] - 2026-01-07
        - f
        ## [0.13.0.dev10] - 2026-01-08
        - g
        ## [1.76.4 Alpha 12] - 2026-01-09
        - h
        """

    /// Versions newest first, as the titles show them.
    static let otherVersionsOrder = [
        "4.0.0.rc-2", "1.76.4 Alpha 12", "1.76.4 Alpha 6", "1.45.0/0.67.0", "1.2.3.4", "0.13.0.dev10",
        "0.13.0.dev2", "0.1.1beta-2",
    ]

    /// Headings of work not released yet, each before a real release.
    static let placeholderHeadings = [
        "## [5.0.0] - TBD", "## 5.0.0 - Unreleased", "## [5.0.0] - unreleased", "## [5.0.0] - WIP", "## 5.0.0-dev",
        "## [5.0.0] (TBD)",
    ]

    static func placeholder(_ heading: String) -> String {
        heading + "\n- not yet\n\n## [4.0.0] - 2026-01-01\n- out\n\n## [3.0.0] - 2025-12-01\n- older\n"
    }

    /// A stable release after its pre-releases.
    static let prereleases = """
        ## [4.0.0] - 2026-04-01
        - stable
        ## [4.0.0-rc.1] - 2026-03-20
        - rc
        ## [4.0.0-beta.2] - 2026-03-10
        - beta 2
        ## [4.0.0-beta.1] - 2026-03-01
        - beta 1
        ## [4.0.0-alpha.1] - 2026-02-01
        - alpha
        ## [3.4.17] - 2026-01-01
        - old
        """

    /// Releases at level three, in a file with no level-two release.
    static let levelThreeReleases = """
        # Changelog

        ### [1.1.0] - 2026-02-01
        - b

        ### [1.0.0] - 2026-01-01
        - a
        """

    /// Dates in parentheses, after a link, and with a closing `##`.
    static let dates = """
        ## [1.2.0](https://example.org/1.2.0) (2026-03-01)
        - c
        ## 1.1.0 (2026-02-01)
        - b
        ## 1.0.0 - 2026-01-01 ##
        - a
        """

    /// `count` releases, each linking to its own reference definition at the end of the file.
    static func manyReferences(_ count: Int) -> String {
        var text = "# Changelog\n\n"
        for index in (1...count).reversed() {
            text += "## [1.\(index).0] - 2026-01-01\n- Change \(index), see [the diff][1.\(index).0].\n\n"
        }
        for index in 1...count {
            text += "[1.\(index).0]: https://example.org/compare/1.\(index - 1).0...1.\(index).0\n"
        }
        return text
    }
}
