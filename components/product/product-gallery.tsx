type Image = { path: string; alt: string };

/**
 * The product's pictures without client script: a strip that snaps one picture at a time (swipe on phones), with
 * thumbnails that jump to a picture when there are several; each picture opens full size (zoom) in a new tab.
 * One picture: just that picture.
 */
export function ProductGallery({ images, title }: { images: Image[]; title: string }) {
  if (!images.length) return <div className="product-media product-media-empty" aria-hidden="true" />;
  return (
    <div className="product-gallery">
      <ul className="product-media gallery-strip" aria-label={`Pictures of ${title}`}>
        {images.map((image, i) => (
          <li key={`${image.path}-${i}`} id={`picture-${i + 1}`}>
            <a href={image.path} target="_blank" rel="noopener" className="gallery-zoom">
              <img
                src={image.path}
                alt={image.alt || title}
                width={800}
                height={800}
                fetchPriority={i === 0 ? "high" : undefined}
                loading={i === 0 ? undefined : "lazy"}
              />
              <span className="sr-only"> (open full size)</span>
            </a>
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className="gallery-thumbs" aria-label="Choose a picture">
          {images.map((image, i) => (
            <li key={`${image.path}-${i}`}>
              <a href={`#picture-${i + 1}`} aria-label={`Picture ${i + 1} of ${images.length}`}>
                <img src={image.path} alt="" width={72} height={72} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
