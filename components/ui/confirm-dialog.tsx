"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

/** A modal confirmation (native <dialog>: focus trapped, Escape closes, focus returns to the opener). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Keep it",
  tone = "danger",
  pending = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: "danger" | "default";
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <div className="dialog-body">
        <h2 id={titleId} style={{ fontSize: "1.35rem" }}>
          {title}
        </h2>
        {children ? <div id={bodyId}>{children}</div> : null}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={pending} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className={`button ${tone === "danger" ? "button-danger" : ""}`} onClick={onConfirm} disabled={pending}>
          {pending ? <span className="spinner" aria-hidden="true" /> : null}
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
