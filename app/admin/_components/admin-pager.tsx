/** Previous and next links under a back-office list, with where the list stands. */
export function AdminPager({
  currentPage,
  lastPage,
  href,
  summary,
  label = "Pages",
  previous = "Previous",
  next = "Next",
}: {
  currentPage: number;
  lastPage: number;
  href: (page: number) => string;
  /** After "Page N of M", e.g. "12 orders". */
  summary?: string;
  label?: string;
  previous?: string;
  next?: string;
}) {
  return (
    <nav className="admin-pager" aria-label={label}>
      {currentPage > 1 && <a href={href(currentPage - 1)}>{previous}</a>}
      <span>
        Page {currentPage} of {lastPage}
        {summary ? ` · ${summary}` : ""}
      </span>
      {currentPage < lastPage && <a href={href(currentPage + 1)}>{next}</a>}
    </nav>
  );
}
