/** Shown while a page's code is still loading. */
export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading…
    </p>
  );
}
