import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";

// Every page a browser flow visits is watched: a console error, an uncaught exception, a request that fails
// (network error or a 5xx answer) or a cumulative layout shift above 0.05 (web-vitals' onCLS, the metric
// Chrome reports) fails the test. CLS is the page load's, up to the first click or key press: on this shared
// test machine the server often answers an action later than Chrome's 500 ms input grace, so shifts after an
// action (a soft navigation, a saved form) would be counted that a shopper on a normal server never gets. 4xx answers are the API's expected replies (a wrong password, a validation
// error) and the flows assert on what the shopper sees instead.
export const clsLimit = 0.05;

const require = createRequire(import.meta.url);
// The browser build (global `webVitals`), beside the package's CommonJS entry (its exports map hides dist/).
const webVitals = readFileSync(path.join(path.dirname(require.resolve("web-vitals")), "web-vitals.iife.js"), "utf8");

type Problem = { kind: "console" | "pageerror" | "request" | "cls"; url: string; text: string };
type Guard = {
  problems: Problem[];
  allowed: RegExp[];
  cls: Map<string, number>;
  /** Per page, what moved in its largest shifts: the report names the elements, not only the score. */
  shifted: Map<string, string>;
  consoleErrors: string[];
};
const guards = new WeakMap<Page, Guard>();

/** Requests that may fail in a given flow (e.g. a payment declined on purpose): matched against "METHOD url status". */
export function allowFailures(page: Page, ...patterns: RegExp[]) {
  guards.get(page)?.allowed.push(...patterns);
}

const ignoredConsole = [
  /Failed to load resource: the server responded with a status of 4\d\d/, // an expected API answer (see above)
];

/** Starts watching a page (the `page` fixture is watched automatically; pages of extra contexts call this). */
export async function watchPage(page: Page): Promise<void> {
  if (guards.has(page)) return;
  const guard: Guard = { problems: [], allowed: [], cls: new Map(), shifted: new Map(), consoleErrors: [] };
  guards.set(page, guard);
  const here = () => page.url();
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    guard.consoleErrors.push(text);
    if (ignoredConsole.some((re) => re.test(text))) return;
    guard.problems.push({ kind: "console", url: here(), text });
  });
  page.on("pageerror", (error) => guard.problems.push({ kind: "pageerror", url: here(), text: error.message }));
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    // Navigating away cancels what the old page was still loading (prefetches, images): not a fault.
    if (failure.includes("ERR_ABORTED") || failure.includes("NS_BINDING_ABORTED")) return;
    guard.problems.push({ kind: "request", url: here(), text: `${request.method()} ${request.url()} ${failure}` });
  });
  page.on("response", (response) => {
    if (response.status() < 500) return;
    guard.problems.push({ kind: "request", url: here(), text: `${response.request().method()} ${response.url()} ${response.status()}` });
  });
  // The document names itself: a report still in flight when the test navigates on must not be filed under the
  // next page's address (the frame's URL by then).
  await page.exposeBinding("__reportCls", ({ frame }, value: number, key: string, shifted: string) => {
    if (frame !== page.mainFrame()) return;
    if (value < (guard.cls.get(key) ?? 0)) return;
    guard.cls.set(key, value);
    guard.shifted.set(key, shifted);
  });
  await page.addInitScript(`${webVitals}
    if (window === window.top) {
      const key = location.pathname + location.search;
      const describe = (node) => {
        if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : "(removed)";
        const testId = node.getAttribute("data-testid");
        const classes = [...node.classList].slice(0, 2).map((c) => "." + c).join("");
        return node.localName + (node.id ? "#" + node.id : "") + classes + (testId ? '[data-testid="' + testId + '"]' : "");
      };
      const moved = (entries) => entries
        .map((e) => e.value.toFixed(3) + " at " + Math.round(e.startTime) + " ms: " + e.sources.map((s) => describe(s.node)).join(", "))
        .join("; ");
      webVitals.onCLS((m) => { if (!window.__clsPaused) window.__reportCls(m.value, key, moved(m.entries)); }, { reportAllChanges: true });
      // A visit's CLS is its load's: counting stops at the shopper's first click or key press (see above), and
      // when the test resizes the viewport (a phone turned into a desktop reflows everything; no shopper sees that).
      const stop = () => { window.__clsPaused = true; };
      addEventListener("pointerdown", stop, { capture: true, once: true });
      addEventListener("keydown", stop, { capture: true, once: true });
      addEventListener("resize", stop, { once: true });
    }`);
}

/**
 * Every console error since the page was watched, the expected API refusals ("Failed to load resource … 4xx")
 * included: a shopper's ordinary slip (an empty or malformed field) is caught in the browser, so a flow that
 * makes one can assert this stays empty.
 */
export function consoleErrors(page: Page): string[] {
  return [...(guards.get(page)?.consoleErrors ?? [])];
}

/** Stops counting layout shifts on the current document (a test about to change it on purpose). */
export async function pauseCls(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __clsPaused: boolean }).__clsPaused = true;
  });
}

/** The problems seen on the page so far (CLS above the limit included), minus those the test allowed. */
export function pageProblems(page: Page): string[] {
  const guard = guards.get(page);
  if (!guard) return [];
  const allowed = (p: Problem) => guard.allowed.some((re) => re.test(p.text));
  const out = guard.problems.filter((p) => !allowed(p)).map((p) => `${p.kind} on ${p.url}: ${p.text}`);
  for (const [path, value] of guard.cls) {
    if (value > clsLimit) out.push(`cls on ${path}: ${value.toFixed(3)} (limit ${clsLimit}); moved: ${guard.shifted.get(path) ?? "?"}`);
  }
  return out;
}

/** Layout shifts per page visited, for the report. */
export function clsValues(page: Page): Record<string, number> {
  return Object.fromEntries(guards.get(page)?.cls ?? []);
}

export async function attachCls(page: Page, testInfo: TestInfo) {
  const values = clsValues(page);
  if (Object.keys(values).length)
    await testInfo.attach("cls.json", { body: JSON.stringify(values, null, 2), contentType: "application/json" });
}
