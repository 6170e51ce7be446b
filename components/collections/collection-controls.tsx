"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { CloseIcon } from "@/components/layout/icons";

/** Set before the drawer applies its choices: the remounted controls hand focus back to "Filter and sort". */
let focusTriggerOnMount = false;

/**
 * The collection's order and filters (availability, kind, price band). On a wide screen they sit above the grid and
 * apply as soon as one changes: the form's values become the page's query (page 1 again). Below 750 px they live in
 * a "Filter and sort" drawer (Dawn's facets drawer), so the first product starts near the top: a modal dialog that
 * takes focus, keeps it, closes on Escape and applies the choices with "Show results". Without JavaScript the form's
 * own Apply button (in <noscript>) sends the same GET.
 */
export function CollectionControls({
  basePath,
  activeFilters,
  summary,
  children,
}: {
  basePath: string;
  activeFilters: number;
  /** "5 products": beside the drawer's button on a phone (the page header says it on a wide screen). */
  summary: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusTriggerOnMount) return;
    focusTriggerOnMount = false;
    trigger.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("h2")?.focus();
    document.documentElement.classList.add("drawer-open");
    // Back to a wide screen with the drawer open: it is the inline controls again.
    const wide = window.matchMedia("(min-width: 750px)");
    const onWide = () => wide.matches && setOpen(false);
    wide.addEventListener("change", onWide);
    return () => {
      document.documentElement.classList.remove("drawer-open");
      wide.removeEventListener("change", onWide);
    };
  }, [open]);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  function apply(form: HTMLFormElement) {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value !== "string" || !value || (key === "sort" && value === "featured")) continue;
      query.set(key, value);
    }
    const search = query.toString();
    router.push(search ? `${basePath}?${search}` : basePath, { scroll: false });
  }
  // Tab and Shift+Tab go round the drawer's controls while it is open.
  function keepFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>("button, select, input, a[href]")).filter(
      (el) => el.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !panel.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }
  return (
    <div className={open ? "facets facets-open" : "facets"}>
      <div className="facets-bar">
        <button
          ref={trigger}
          type="button"
          className="button button-secondary facets-trigger"
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="facets-trigger"
          onClick={() => setOpen(true)}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" focusable="false">
            <path
              d="M3 5h9M16 5h1M3 15h1M8 15h9M3 10h5M12 10h5"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              fill="none"
            />
            <circle cx="14" cy="5" r="2" stroke="currentColor" strokeWidth="1.6" fill="none" />
            <circle cx="6" cy="15" r="2" stroke="currentColor" strokeWidth="1.6" fill="none" />
            <circle cx="10" cy="10" r="2" stroke="currentColor" strokeWidth="1.6" fill="none" />
          </svg>
          Filter and sort
          {activeFilters ? <span className="facets-count">({activeFilters})</span> : null}
        </button>
        <p className="facets-summary muted small">{summary}</p>
      </div>
      {open ? <div className="facets-backdrop" aria-hidden="true" onClick={close} /> : null}
      <div
        ref={panel}
        className="facets-panel"
        data-testid="facets-panel"
        {...(open ? { role: "dialog", "aria-modal": true, "aria-labelledby": "facets-heading" } : {})}
        onKeyDown={open ? keepFocus : undefined}
      >
        {open ? (
          <div className="facets-header">
            <h2 id="facets-heading" tabIndex={-1}>
              Filter and sort
            </h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={close}>
              <CloseIcon />
            </button>
          </div>
        ) : null}
        <form
          method="get"
          action={basePath}
          className="collection-controls"
          aria-label="Sort and filter products"
          onChange={(event) => {
            // In the drawer the choices wait for "Show results"; inline they apply at once.
            if (!open) apply(event.currentTarget);
          }}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            if (open) focusTriggerOnMount = true;
            apply(event.currentTarget);
            setOpen(false);
          }}
        >
          {children}
          {open ? (
            <div className="facets-footer">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  if (!activeFilters) return close();
                  focusTriggerOnMount = true;
                  setOpen(false);
                  router.push(basePath, { scroll: false });
                }}
              >
                Clear all
              </button>
              <button type="submit" className="button" data-testid="facets-apply">
                Show results
              </button>
            </div>
          ) : null}
          <noscript>
            <button type="submit" className="button button-secondary button-small">
              Apply
            </button>
          </noscript>
        </form>
      </div>
    </div>
  );
}
