/** Shown while a screen's code or words load: a quiet skeleton, no layout jump. */
export function PageFallback() {
  return (
    <div className="container page-fallback" aria-busy="true">
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line short" />
    </div>
  );
}
