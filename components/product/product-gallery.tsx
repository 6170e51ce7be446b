"use client";

import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { imageSources, largestImage } from "./image-sources";
import { onVariantChosen } from "./variant-chosen";

type Image = { path: string; alt: string };
const noVariants: { id: string; image: { path: string } | null }[] = [];

/**
 * The product's pictures: a strip that snaps one picture at a time (swipe on phones, CSS scroll-snap), with
 * thumbnails that bring a picture into the strip when there are several, and a larger view (zoom) in a dialog.
 * One picture: just that picture and its larger view. Every size is reserved (width and height on each image), so
 * nothing moves as pictures load.
 *
 * Without JavaScript the same markup works: the thumbnails are links to the pictures (#picture-N) and each picture
 * is a link to the full-size file. With variants, the picture of the one a shopper picks (the option pickers announce
 * it, `?variant=` names it on arrival) comes into the strip.
 */
export function ProductGallery({
  images,
  title,
  variants = noVariants,
}: {
  images: Image[];
  title: string;
  /** Each variant's picture (one of `images`, by path), null for none. */
  variants?: { id: string; image: { path: string } | null }[];
}) {
  const strip = useRef<HTMLUListElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [active, setActive] = useState(0);
  const [zoom, setZoom] = useState<number | null>(null);
  const headingId = useId();
  const count = images.length;
  const label = (i: number) => (count > 1 ? `${title}, picture ${i + 1} of ${count}` : title);

  useEffect(() => {
    const d = dialog.current;
    if (d && zoom !== null && !d.open) d.showModal();
  }, [zoom]);

  // The chosen variant's picture: the one `?variant=` names on arrival, then each one picked.
  useEffect(() => {
    const showVariant = (variantId: string | null, smooth: boolean) => {
      const path = variants.find((v) => v.id === variantId)?.image?.path;
      const i = path ? images.findIndex((image) => image.path === path) : -1;
      if (i >= 0) show(i, smooth);
    };
    showVariant(new URLSearchParams(window.location.search).get("variant"), false);
    return onVariantChosen((id) => showVariant(id, true));
  }, [images, variants]);

  if (!count) return <div className="product-media product-media-empty" aria-hidden="true" />;

  /** Brings picture `i` into the strip without scrolling the page. */
  function show(i: number, smooth = true) {
    const s = strip.current;
    if (!s) return;
    const still = !smooth || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    s.scrollTo({ left: i * s.clientWidth, behavior: still ? "auto" : "smooth" });
    setActive(i);
  }

  return (
    <div className="product-gallery">
      <ul
        ref={strip}
        className="product-media gallery-strip"
        aria-label={`Pictures of ${title}`}
        onScroll={(event) => {
          const s = event.currentTarget;
          if (s.clientWidth) setActive(Math.min(count - 1, Math.max(0, Math.round(s.scrollLeft / s.clientWidth))));
        }}
      >
        {images.map((image, i) => (
          <li key={`${image.path}-${i}`} id={`picture-${i + 1}`}>
            <a
              href={largestImage(image.path)}
              target="_blank"
              rel="noopener"
              className="gallery-zoom"
              data-testid="gallery-zoom"
              onClick={(event) => {
                event.preventDefault();
                setZoom(i);
              }}
            >
              <img
                {...imageSources(image.path, 960, "(min-width: 750px) 50vw, 100vw")}
                alt={image.alt || title}
                width={800}
                height={800}
                fetchPriority={i === 0 ? "high" : undefined}
                loading={i === 0 ? undefined : "lazy"}
              />
              <span className="sr-only"> (enlarge)</span>
            </a>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <ul className="gallery-thumbs" aria-label="Choose a picture">
          {images.map((image, i) => (
            <li key={`${image.path}-${i}`}>
              <a
                href={`#picture-${i + 1}`}
                aria-label={`Picture ${i + 1} of ${count}${image.alt ? `: ${image.alt}` : ""}`}
                aria-current={i === active ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  show(i);
                }}
              >
                <img src={imageSources(image.path, 160).src} alt="" width={72} height={72} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {zoom !== null && images[zoom] ? (
        <ZoomDialog
          dialog={dialog}
          image={images[zoom]}
          title={title}
          heading={label(zoom)}
          headingId={headingId}
          onStep={count > 1 ? (step) => setZoom((zoom + step + count) % count) : undefined}
          onClose={() => setZoom(null)}
        />
      ) : null}
    </div>
  );
}

/** The larger view: the picture as large as the screen allows; Escape, Close or the backdrop close it. */
function ZoomDialog({
  dialog,
  image,
  title,
  heading,
  headingId,
  onStep,
  onClose,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  image: Image;
  title: string;
  heading: string;
  headingId: string;
  onStep: ((step: 1 | -1) => void) | undefined;
  onClose: () => void;
}) {
  return (
    <dialog
      ref={dialog}
      className="dialog dialog-zoom"
      aria-labelledby={headingId}
      data-testid="gallery-dialog"
      onClose={onClose}
      onClick={(event) => {
        // A click on the dimmed backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="dialog-zoom-bar">
        <h2 id={headingId} className="dialog-zoom-title">
          {heading}
        </h2>
        <button type="button" className="button button-ghost button-small" autoFocus onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <img src={largestImage(image.path)} alt={image.alt || title} width={1600} height={1600} className="dialog-zoom-image" />
      {onStep ? (
        <div className="dialog-actions">
          <button type="button" className="button button-secondary button-small" onClick={() => onStep(-1)}>
            Previous picture
          </button>
          <button type="button" className="button button-secondary button-small" onClick={() => onStep(1)}>
            Next picture
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
