"use client";

import { useId, useRef, useState, type DragEvent } from "react";
import { imageSources } from "@/components/product/image-sources";

type Image = { id: string; path: string; alt: string };
type Item = Image & { savedAlt: string };

/** The answer of the back office's media routes: the media record, or the API's refusal. */
type MediaAnswer = { data?: { id: string; alt: string }; message?: string; errors?: Record<string, string[]> };

async function answerOf(res: Response): Promise<MediaAnswer> {
  return (await res.json().catch(() => ({ message: `The upload was refused (${res.status}).` }))) as MediaAnswer;
}

/**
 * A product's images in the product form: upload (drop files on the zone, or choose them with the file input),
 * order (drag an image onto another, or its Move up / Move down buttons), alt text per image (saved to the media
 * record as the field is left: PATCH /operator/media/{id}) and Remove. The form sends the media ids in order as
 * `images` (with `imagesShown`, so an empty list clears them). Uploads and alt text go through the back office's
 * media routes (app/admin/(console)/media), which run the API's operations with the staff session.
 */
export function ProductImages({ initial, csrfToken }: { initial: Image[]; csrfToken: string }) {
  const [items, setItems] = useState<Item[]>(() => initial.map((image) => ({ ...image, savedAlt: image.alt })));
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const [dropping, setDropping] = useState(false);
  const dragged = useRef<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const say = (text: string) => setStatus(text);

  async function upload(files: readonly File[]) {
    const images = files.filter((f) => f.type.startsWith("image/") || f.type === "");
    if (images.length === 0) return say("Choose JPEG, PNG, WebP or AVIF images.");
    setBusy(true);
    let added = 0;
    for (const file of images) {
      if (items.length + added >= 20) {
        say("A product has at most 20 images.");
        break;
      }
      const form = new FormData();
      form.set("csrf", csrfToken);
      form.set("file", file);
      const res = await fetch("/admin/media", { method: "POST", body: form });
      const answer = await answerOf(res);
      if (!res.ok || !answer.data) {
        say(`${file.name}: ${answer.errors?.file?.[0] ?? answer.message ?? "the upload was refused."}`);
        continue;
      }
      const made = answer.data;
      setItems((now) => [...now, { id: made.id, path: `/media/${made.id}`, alt: made.alt, savedAlt: made.alt }]);
      added++;
    }
    setBusy(false);
    if (added > 0) say(`${added === 1 ? "1 image" : `${added} images`} uploaded: give ${added === 1 ? "it" : "each"} alt text, then save.`);
    if (fileInput.current) fileInput.current.value = "";
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    setItems((now) => {
      const next = [...now];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
    say(`Image moved to position ${to + 1} of ${items.length}.`);
  }

  async function saveAlt(i: number) {
    const item = items[i];
    if (!item || item.alt.trim() === item.savedAlt) return;
    const form = new FormData();
    form.set("csrf", csrfToken);
    form.set("alt", item.alt);
    const res = await fetch(`/admin/media/${item.id}`, { method: "PATCH", body: form });
    const answer = await answerOf(res);
    if (!res.ok || !answer.data) return say(answer.errors?.alt?.[0] ?? answer.message ?? "The alt text was not saved.");
    const alt = answer.data.alt;
    setItems((now) => now.map((x) => (x.id === item.id ? { ...x, alt, savedAlt: alt } : x)));
    say(`Alt text saved for image ${i + 1}.`);
  }

  const onZoneDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    if (dragged.current === null && event.dataTransfer.files.length > 0) void upload([...event.dataTransfer.files]);
  };

  return (
    <fieldset className="admin-field admin-images" aria-describedby={`${id}-help`}>
      <legend>Images ({items.length} of at most 20; the first is the one lists show)</legend>
      <input type="hidden" name="imagesShown" value="1" />
      {items.map((item) => (
        <input key={item.id} type="hidden" name="images" value={item.id} />
      ))}
      <p id={`${id}-help`} className="admin-muted">
        Drag images to reorder them, or use Move up and Move down. Every image of an active product needs alt text: say what it shows.
      </p>
      <ol className="admin-image-list" data-testid="product-images">
        {items.map((item, i) => (
          <li
            key={item.id}
            className="admin-image"
            draggable
            data-testid="product-image"
            onDragStart={(event) => {
              dragged.current = i;
              event.dataTransfer.effectAllowed = "move";
              // A type of its own: dropped on a text field, it inserts nothing.
              event.dataTransfer.setData("application/x-product-image", item.id);
            }}
            onDragEnd={() => {
              dragged.current = null;
            }}
            onDragOver={(event) => {
              if (dragged.current !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              if (dragged.current === null) return;
              event.preventDefault();
              event.stopPropagation();
              move(dragged.current, i);
              dragged.current = null;
            }}
          >
            <img {...imageSources(item.path, 160)} alt="" width={96} height={96} draggable={false} />
            <div className="admin-image-fields">
              <label htmlFor={`${id}-alt-${item.id}`}>
                Alt text of image {i + 1}
                {item.alt.trim() === "" ? <span className="admin-error"> (missing)</span> : null}
              </label>
              <input
                id={`${id}-alt-${item.id}`}
                value={item.alt}
                maxLength={500}
                onChange={(event) => {
                  const alt = event.target.value;
                  setItems((now) => now.map((x) => (x.id === item.id ? { ...x, alt } : x)));
                }}
                onBlur={() => void saveAlt(i)}
              />
              <div className="admin-image-actions">
                <button
                  type="button"
                  className="admin-button secondary"
                  onClick={() => move(i, i - 1)}
                  disabled={i === 0}
                  aria-label={`Move up: image ${i + 1}`}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="admin-button secondary"
                  onClick={() => move(i, i + 1)}
                  disabled={i === items.length - 1}
                  aria-label={`Move down: image ${i + 1}`}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className="admin-button secondary"
                  onClick={() => {
                    setItems((now) => now.filter((x) => x.id !== item.id));
                    say(`Image ${i + 1} removed (it stays in the media library); save to keep the change.`);
                  }}
                  aria-label={`Remove image ${i + 1}`}
                >
                  Remove
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div
        className={`admin-image-drop${dropping ? " over" : ""}`}
        data-testid="image-drop"
        onDragOver={(event) => {
          if (dragged.current !== null) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onZoneDrop}
      >
        <label htmlFor={`${id}-file`}>Drop images here, or choose files</label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          disabled={busy}
          onChange={(event) => void upload([...(event.target.files ?? [])])}
        />
      </div>
      {/* A live region of its own, not a second "status" of the form: the form's answer keeps that role. */}
      <p className="admin-muted" aria-live="polite" data-testid="product-images-status">
        {busy ? "Uploading…" : status}
      </p>
    </fieldset>
  );
}
