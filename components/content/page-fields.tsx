/** A CMS page's custom fields: image URLs shown as figures, labelled from their key (heroImage → "Hero image"). */
function labelOf(key: string) {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isImage(value: string) {
  return /^(\/|https?:\/\/)[^\s"'<>]+\.(svg|png|jpe?g|webp|gif|avif)(\?[^\s"'<>]*)?$/i.test(value);
}

export function splitFields(fields: Record<string, string>) {
  const entries = Object.entries(fields).filter(([, v]) => typeof v === "string" && v.trim() !== "");
  const hero = entries.find(([k, v]) => /hero|banner/i.test(k) && isImage(v));
  const images = entries.filter(([k, v]) => isImage(v) && k !== hero?.[0]);
  return {
    hero: hero ? { key: hero[0], src: hero[1], label: labelOf(hero[0]) } : null,
    images: images.map(([k, v]) => ({ key: k, src: v, label: labelOf(k) })),
  };
}

export function FieldFigures({ images, pageName }: { images: { key: string; src: string; label: string }[]; pageName: string }) {
  if (!images.length) return null;
  return (
    <div className="figure-grid">
      {images.map((img) => (
        <figure key={img.key}>
          <img src={img.src} alt={`${pageName}: ${img.label.toLowerCase()}`} loading="lazy" width={1200} height={800} />
          <figcaption>{img.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
