/** Placeholders shown by loading.tsx while a segment renders. */
export function PageSkeleton({ label = "Loading", cards = 0 }: { label?: string; cards?: number }) {
  return (
    <div className="container section-tight" role="status" aria-live="polite">
      <span className="sr-only">{label}…</span>
      <div className="skeleton skeleton-line" style={{ width: "14rem", marginTop: "1.5rem" }} />
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" style={{ width: "70%" }} />
      <div className="skeleton skeleton-line" style={{ width: "55%" }} />
      {cards > 0 ? (
        <div className="grid grid-4" style={{ marginTop: "2rem" }}>
          {Array.from({ length: cards }, (_, i) => (
            <div key={i} className="skeleton skeleton-block" />
          ))}
        </div>
      ) : (
        <div className="skeleton skeleton-block" style={{ marginTop: "2rem" }} />
      )}
    </div>
  );
}

export function InlineSkeleton({ rows = 3, label = "Loading" }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="card card-body">
      <span className="sr-only">{label}…</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton skeleton-line" style={{ width: `${90 - i * 12}%` }} />
      ))}
    </div>
  );
}
