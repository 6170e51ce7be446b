/** Above a draft shown through a preview link: says plainly that shoppers do not see this yet. */
export function PreviewBanner({ kind }: { kind: "page" | "post" }) {
  return (
    <aside className="alert alert-info container container-narrow" aria-label="Preview" style={{ margin: "1rem auto" }}>
      <p className="alert-title">Preview</p>
      <p>
        This is how the {kind} will look. Shoppers do not see it until it is published; this link stops working an hour after it was made.
      </p>
    </aside>
  );
}
