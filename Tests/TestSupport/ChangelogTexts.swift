/// Changelog texts that more than one suite reads.
package enum ChangelogTexts {
    /// Headings at release level that are not releases (`## Fixed`, `## New Contributors`,
    /// `## Earlier releases`), and a version written twice: pages for 1.3.0, 1.2.0 and 1.1.0,
    /// and one warning for each of the other four.
    package static let oddHeadings = """
        # Changelog

        ## [1.3.0] - 2026-03-01
        - three
        ## Fixed
        - a section typed at release level
        ## [1.2.0] - 2026-02-01
        - two
        ## New Contributors
        - @someone
        ## [1.2.0] - 2026-01-15
        - repeated by mistake
        ## [1.1.0] - 2026-01-01
        - one
        ## Earlier releases
        See the archive.
        """
}
