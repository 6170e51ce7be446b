import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

// CMS page and blog post HTML reaches storefronts as-is, so what an operator saves is sanitised: structure and
// images stay, scripts, event handlers, javascript: URLs, frames and plugins go. Edits happen in the `other`
// store on records no other suite reads (page brewing-guide, post five-ways-to-use-your-grinder), and are undone.
const other = () => fixtures().other;
const hostile = [
  '<h2>Title</h2><p>Kept <strong>text</strong> and <a href="https://example.org/x">a link</a>.</p>',
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
  /data:text\/html/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
];

let token: string;
let originalPage: string;
let originalPost: string;

beforeAll(async () => {
  token = await operatorToken(other().tenantId);
  originalPage = (await api("GET", "/cms/pages/brewing-guide", { token: other().apiToken })).body.content;
  originalPost = (await api("GET", "/cms/posts/five-ways-to-use-your-grinder", { token: other().apiToken })).body.content;
  expect(typeof originalPage).toBe("string");
  expect(typeof originalPost).toBe("string");
});

afterAll(async () => {
  await api("PATCH", "/operator/pages/brewing-guide", { token, body: { content: originalPage } });
  await api("PATCH", "/operator/posts/five-ways-to-use-your-grinder", { token, body: { content: originalPost } });
});

function expectClean(content: string) {
  for (const pattern of forbidden)
    expect({ pattern: String(pattern), found: pattern.test(content) }).toEqual({ pattern: String(pattern), found: false });
  expect(content).toContain("<h2>Title</h2>");
  expect(content).toContain("<strong>text</strong>");
  expect(content).toContain('<a href="https://example.org/x">a link</a>');
  expect(content).toContain('<img src="https://example.org/cup.png" alt="cup" />');
}

describe("CMS and post HTML is sanitised", () => {
  it("a CMS page saved with hostile HTML is served without any of it", async () => {
    const saved = await api("PATCH", "/operator/pages/brewing-guide", { token, body: { content: hostile } });
    expect(saved.status).toBe(200);
    const res = await api("GET", "/cms/pages/brewing-guide", { token: other().apiToken });
    expect(res.status).toBe(200);
    expectClean(res.body.content);
  });

  it("a blog post saved with hostile HTML is served without any of it", async () => {
    const saved = await api("PATCH", "/operator/posts/five-ways-to-use-your-grinder", { token, body: { content: hostile } });
    expect(saved.status).toBe(200);
    const res = await api("GET", "/cms/posts/five-ways-to-use-your-grinder", { token: other().apiToken });
    expect(res.status).toBe(200);
    expectClean(res.body.content);
  });
});
