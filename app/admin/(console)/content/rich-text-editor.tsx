"use client";

import { useId, useState } from "react";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";

export type MediaChoice = { id: string; url: string; alt: string };

/**
 * A rich-text field (TipTap): headings, lists, quotes, links and images from the store's media library, written as
 * HTML into a hidden `content` input. The API sanitises that HTML on save as it does any other.
 */
export function RichTextEditor({
  name,
  label,
  defaultValue,
  media,
  onChange,
}: {
  name: string;
  label: string;
  defaultValue: string;
  media: MediaChoice[];
  onChange?: (html: string) => void;
}) {
  const id = useId();
  const [html, setHtml] = useState(defaultValue);
  const [href, setHref] = useState("");
  const [image, setImage] = useState("");
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] }),
      Image.configure({ inline: false }),
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        id: `${id}-editor`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        class: "prose admin-rich-text",
      },
    },
    onUpdate: ({ editor: e }) => {
      const next = e.isEmpty ? "" : e.getHTML();
      setHtml(next);
      onChange?.(next);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullets: e?.isActive("bulletList") ?? false,
      numbers: e?.isActive("orderedList") ?? false,
      quote: e?.isActive("blockquote") ?? false,
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  // A pointer press on a tool keeps the focus in the text (no mousedown focus): the next key goes to the text at once,
  // not to the button while the command's own focus() waits a frame. From the keyboard, Tab and Enter still work.
  const tool = (text: string, pressed: boolean | undefined, run: () => void) => (
    <button
      type="button"
      className="admin-button secondary"
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      disabled={!editor}
    >
      {text}
    </button>
  );
  const chosen = media.find((m) => m.id === image);
  return (
    <div className="admin-field">
      <span className="admin-label" id={`${id}-label`}>
        {label}
      </span>
      <div role="toolbar" aria-label={`${label}: formatting`} aria-controls={`${id}-editor`} className="admin-toolbar">
        {tool("Heading", active?.h2, () => chain()?.toggleHeading({ level: 2 }).run())}
        {tool("Subheading", active?.h3, () => chain()?.toggleHeading({ level: 3 }).run())}
        {tool("Bold", active?.bold, () => chain()?.toggleBold().run())}
        {tool("Italic", active?.italic, () => chain()?.toggleItalic().run())}
        {tool("Bulleted list", active?.bullets, () => chain()?.toggleBulletList().run())}
        {tool("Numbered list", active?.numbers, () => chain()?.toggleOrderedList().run())}
        {tool("Quote", active?.quote, () => chain()?.toggleBlockquote().run())}
      </div>
      <div className="admin-toolbar">
        <label htmlFor={`${id}-href`}>Link address</label>
        <input id={`${id}-href`} type="url" value={href} placeholder="https://" onChange={(e) => setHref(e.target.value)} />
        {tool("Add link", undefined, () => {
          if (href.trim()) chain()?.extendMarkRange("link").setLink({ href: href.trim() }).run();
        })}
        {tool("Remove link", undefined, () => chain()?.extendMarkRange("link").unsetLink().run())}
      </div>
      <div className="admin-toolbar">
        <label htmlFor={`${id}-image`}>Image from the media library</label>
        <select id={`${id}-image`} value={image} onChange={(e) => setImage(e.target.value)}>
          <option value="">Choose…</option>
          {media.map((m) => (
            <option key={m.id} value={m.id}>
              {m.alt || m.url.split("/").pop()}
            </option>
          ))}
        </select>
        {tool("Insert image", undefined, () => {
          if (chosen) chain()?.setImage({ src: chosen.url, alt: chosen.alt }).run();
        })}
      </div>
      <EditorContent editor={editor} className="admin-rich-text-frame" />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
