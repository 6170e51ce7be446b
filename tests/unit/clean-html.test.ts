import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanHtml, htmlPolicy, renderableHtml } from "@/lib/media/clean-html";

const hostile = [
  '<img src="https://example.org/cup.png" alt="cup" onerror="alert(1)">',
  "<script>alert(document.cookie)</script>",
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click2</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<svg onload="alert(1)"><circle r="5"/></svg>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="//evil.example/x.png">',
  '<form action="https://evil.example"><input name="password"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
].join("\n");
const forbidden = [
  /<script/i,
  /\bon[a-z]+\s*=/i,
  /javascript:/i,
  /<iframe/i,
  /srcdoc/i,
  /<svg/i,
  /<object/i,
  /<embed/i,
  /style=/i,
  /data:/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /src="\/\//i,
];

describe("one HTML policy, applied when saved and when rendered", () => {
  it.each([
    ["saved", cleanHtml],
    ["rendered", renderableHtml],
  ])("nothing hostile survives when %s", (_, clean) => {
    const out = clean(hostile);
    for (const pattern of forbidden)
      expect({ pattern: String(pattern), found: pattern.test(out) }).toEqual({ pattern: String(pattern), found: false });
  });

  it("keeps structure, links, images and tables as saved", () => {
    const html =
      '<h1>Title</h1><p>Kept <strong>text</strong> and <a href="https://example.org/x">a link</a>, <a href="mailto:hi@example.org">mail</a>, <a href="tel:+441234">call</a>.</p>' +
      '<img src="https://example.org/cup.png" alt="cup" width="10"><table><tr><th scope="col">A</th></tr></table>';
    expect(cleanHtml(html)).toBe(
      '<h1>Title</h1><p>Kept <strong>text</strong> and <a href="https://example.org/x">a link</a>, <a href="mailto:hi@example.org">mail</a>, <a href="tel:+441234">call</a>.</p>' +
        '<img src="https://example.org/cup.png" alt="cup" width="10" /><table><tr><th scope="col">A</th></tr></table>',
    );
  });

  it("renders with the page's presentation: h1 → h2, external links in a new tab without referrer, lazy images with alt", () => {
    expect(renderableHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
    expect(renderableHtml('<a href="https://example.org/x">x</a>')).toBe(
      '<a href="https://example.org/x" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(renderableHtml('<a href="/pages/about">about</a>')).toBe('<a href="/pages/about">about</a>');
    expect(renderableHtml('<img src="https://example.org/a.png">')).toBe('<img src="https://example.org/a.png" alt="" loading="lazy" />');
  });

  it("never lets a tag or attribute outside the allow-list through, whatever the input", () => {
    const tag = fc.constantFrom("p", "div", "script", "style", "img", "a", "iframe", "svg", "h1", "section", "table", "td", "object");
    const attr = fc.constantFrom("href", "src", "onclick", "style", "alt", "class", "id", "target", "rel", "scope", "srcset");
    const value = fc.constantFrom("https://example.org", "javascript:alert(1)", "x", "//evil.example", "data:text/html,x");
    const element = fc
      .tuple(tag, fc.array(fc.tuple(attr, value), { maxLength: 3 }), fc.string({ maxLength: 10 }))
      .map(([t, attrs, text]) => `<${t} ${attrs.map(([a, v]) => `${a}="${v}"`).join(" ")}>${text}</${t}>`);
    const allowedTags = new Set(htmlPolicy.allowedTags as string[]);
    const allowedAttributes = htmlPolicy.allowedAttributes as Record<string, string[]>;
    fc.assert(
      fc.property(fc.array(element, { maxLength: 6 }), (parts) => {
        for (const out of [cleanHtml(parts.join("")), renderableHtml(parts.join(""))]) {
          for (const [, name, attrs] of out.matchAll(/<([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g)) {
            expect(allowedTags.has(name!)).toBe(true);
            for (const [, a] of (attrs ?? "").matchAll(/([a-z-]+)="/g)) expect(allowedAttributes[name!] ?? []).toContain(a);
          }
          // URLs (href, src) only with http(s), mailto, tel or a path; other attributes are inert text.
          expect(out).not.toMatch(/(href|src)="(javascript:|data:|\/\/)/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
