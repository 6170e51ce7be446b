// Generates the demo store's illustrations under public/images/ (simple SVG art: gradients, shapes, a label).
// Run: npx tsx scripts/generate-images.ts   (the output is committed; run again after changing the catalogue)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { demoCollections, demoEvents, demoPackages, demoProducts } from "../db/seed/catalog-data";

const root = path.resolve("public/images");
const font = "Georgia, 'Times New Roman', serif";
const sans = "'Helvetica Neue', Arial, sans-serif";

type Palette = { bg1: string; bg2: string; ink: string; accent: string; paper: string };

const palettes: Record<string, Palette> = {
  coffee: { bg1: "#f3e3cf", bg2: "#e2c3a0", ink: "#3b2416", accent: "#b5562b", paper: "#fbf6ef" },
  tea: { bg1: "#e4ecd9", bg2: "#c5d6b0", ink: "#2f4230", accent: "#6c8f4e", paper: "#f8faf3" },
  "brewing-gear": { bg1: "#e3e7ec", bg2: "#c3cbd6", ink: "#27313d", accent: "#4c6a8a", paper: "#f6f8fa" },
  gifts: { bg1: "#f2e0e3", bg2: "#dfb7bf", ink: "#4a2330", accent: "#a8445d", paper: "#fcf5f6" },
  subscription: { bg1: "#f6e7c8", bg2: "#e8c98a", ink: "#3d2a12", accent: "#c27a1a", paper: "#fffaf0" },
};

/** A varied accent per product so the grid is not one colour. */
const productAccents = ["#b5562b", "#8a3f1f", "#c4862d", "#6b4a2e", "#9c6b3a", "#5f7a61", "#7d9a55", "#4f6b8a", "#a8445d", "#2f6f73"];

function write(rel: string, svg: string) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg.trim() + "\n");
}

function escape(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#39;");
}

function svg(width: number, height: number, title: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(title)}">
<title>${escape(title)}</title>
${body}
</svg>`;
}

function gradient(id: string, a: string, b: string, angle: "v" | "d" = "d") {
  const coords = angle === "v" ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${coords}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

/** A grid of dots as one pattern-filled rectangle (a circle per dot made the browser paint hundreds of shapes per image). */
function dots(width: number, height: number, color: string, step = 48, r = 2.2) {
  return `<pattern id="dots" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${r}" fill="${color}"/></pattern><rect width="${width}" height="${height}" fill="url(#dots)" opacity="0.35"/>`;
}

function bean(cx: number, cy: number, s: number, color: string, rotate = 0) {
  return `<g transform="translate(${cx} ${cy}) rotate(${rotate}) scale(${s})"><ellipse rx="20" ry="28" fill="${color}"/><path d="M0,-26 C-8,-10 8,10 0,26" stroke="#fff" stroke-opacity="0.55" stroke-width="3.5" fill="none"/></g>`;
}

function leaf(cx: number, cy: number, s: number, color: string, rotate = 0) {
  return `<g transform="translate(${cx} ${cy}) rotate(${rotate}) scale(${s})"><path d="M0,-34 C22,-20 22,18 0,34 C-22,18 -22,-20 0,-34 Z" fill="${color}"/><path d="M0,-30 L0,32" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/></g>`;
}

function splitName(name: string): [string, string] {
  const words = name.replace(/ (Coffee|Tea|Loose Leaf Tea|Green Tea)$/u, "").split(" ");
  if (words.length === 1) return [words[0] ?? "", ""];
  if (words.length === 2) return [words[0] ?? "", words[1] ?? ""];
  const mid = Math.ceil(words.length / 2);
  return [words.slice(0, mid).join(" "), words.slice(mid).join(" ")];
}

function coffeeBag(p: Palette, accent: string, name: string) {
  const [a, b] = splitName(name);
  return `
  <g filter="url(#shadow)">
    <path d="M250,210 L550,210 L580,660 Q580,690 550,690 L250,690 Q220,690 220,660 Z" fill="${accent}"/>
    <path d="M250,210 L550,210 L556,250 L244,250 Z" fill="#000" opacity="0.18"/>
    <rect x="238" y="180" width="324" height="40" rx="6" fill="${accent}"/>
    <rect x="238" y="180" width="324" height="40" rx="6" fill="#fff" opacity="0.12"/>
  </g>
  <rect x="270" y="330" width="260" height="250" rx="14" fill="${p.paper}"/>
  ${bean(400, 395, 0.9, accent, 20)}
  <text x="400" y="478" text-anchor="middle" font-family="${font}" font-size="30" font-weight="700" fill="${p.ink}">${escape(a)}</text>
  <text x="400" y="514" text-anchor="middle" font-family="${font}" font-size="26" fill="${p.ink}">${escape(b)}</text>
  <text x="400" y="556" text-anchor="middle" font-family="${sans}" font-size="15" letter-spacing="4" fill="${accent}">NORTHWIND</text>`;
}

function teaTin(p: Palette, accent: string, name: string) {
  const [a, b] = splitName(name);
  return `
  <g filter="url(#shadow)">
    <rect x="250" y="240" width="300" height="440" rx="26" fill="${accent}"/>
    <rect x="238" y="200" width="324" height="70" rx="18" fill="${p.ink}"/>
    <rect x="238" y="200" width="324" height="18" rx="9" fill="#fff" opacity="0.15"/>
  </g>
  <rect x="272" y="330" width="256" height="260" rx="14" fill="${p.paper}"/>
  ${leaf(380, 395, 0.85, accent, -25)}${leaf(420, 398, 0.7, p.accent, 30)}
  <text x="400" y="484" text-anchor="middle" font-family="${font}" font-size="30" font-weight="700" fill="${p.ink}">${escape(a)}</text>
  <text x="400" y="520" text-anchor="middle" font-family="${font}" font-size="26" fill="${p.ink}">${escape(b)}</text>
  <text x="400" y="564" text-anchor="middle" font-family="${sans}" font-size="15" letter-spacing="4" fill="${accent}">LOOSE LEAF</text>`;
}

function kettle(p: Palette) {
  return `
  <g filter="url(#shadow)">
    <path d="M270,640 Q250,420 330,360 L470,360 Q550,420 530,640 Z" fill="#9aa6b4"/>
    <path d="M300,630 Q290,450 345,380 L380,380 Q330,460 335,630 Z" fill="#fff" opacity="0.35"/>
    <path d="M280,470 C180,450 170,330 110,280" stroke="#7f8b99" stroke-width="22" fill="none" stroke-linecap="round"/>
    <path d="M520,420 C640,400 640,580 525,580" stroke="${p.ink}" stroke-width="26" fill="none" stroke-linecap="round"/>
    <rect x="320" y="330" width="160" height="40" rx="14" fill="#7f8b99"/>
    <circle cx="400" cy="318" r="20" fill="${p.ink}"/>
    <rect x="255" y="630" width="290" height="26" rx="10" fill="#6e7a88"/>
  </g>`;
}

function dripper(p: Palette) {
  return `
  <g filter="url(#shadow)">
    <path d="M230,300 L570,300 L450,560 L350,560 Z" fill="${p.paper}" stroke="${p.ink}" stroke-width="6"/>
    <path d="M260,330 L540,330 L520,372 L280,372 Z" fill="${p.accent}" opacity="0.35"/>
    <rect x="300" y="556" width="200" height="26" rx="8" fill="${p.ink}"/>
    <path d="M570,340 C640,340 640,440 550,440" stroke="${p.paper}" stroke-width="24" fill="none"/>
    <path d="M570,340 C640,340 640,440 550,440" stroke="${p.ink}" stroke-width="6" fill="none"/>
    <path d="M320,590 L480,590 L470,690 Q400,710 330,690 Z" fill="#fff" opacity="0.7" stroke="${p.ink}" stroke-width="6"/>
    <path d="M336,650 Q400,670 464,650 L460,688 Q400,705 340,688 Z" fill="#5a3420"/>
  </g>`;
}

function grinder(p: Palette) {
  return `
  <g filter="url(#shadow)">
    <rect x="320" y="300" width="160" height="380" rx="30" fill="#3b4654"/>
    <rect x="320" y="300" width="40" height="380" rx="20" fill="#fff" opacity="0.15"/>
    <rect x="305" y="440" width="190" height="30" rx="10" fill="${p.accent}"/>
    <rect x="380" y="230" width="40" height="80" rx="8" fill="#2a323c"/>
    <path d="M400,240 L600,190" stroke="#2a323c" stroke-width="18" stroke-linecap="round"/>
    <circle cx="610" cy="188" r="30" fill="#8a5a3a"/>
  </g>`;
}

function giftBox(p: Palette) {
  return `
  <g filter="url(#shadow)">
    <rect x="220" y="370" width="360" height="300" rx="14" fill="${p.accent}"/>
    <rect x="200" y="320" width="400" height="80" rx="14" fill="#c45a74"/>
    <rect x="375" y="320" width="50" height="350" fill="${p.paper}"/>
    <path d="M400,320 C320,220 240,280 320,320 Z" fill="${p.paper}" stroke="${p.ink}" stroke-width="5"/>
    <path d="M400,320 C480,220 560,280 480,320 Z" fill="${p.paper}" stroke="${p.ink}" stroke-width="5"/>
  </g>`;
}

function giftCard(p: Palette) {
  return `
  <g filter="url(#shadow)" transform="rotate(-8 400 430)">
    <rect x="170" y="290" width="460" height="290" rx="26" fill="${p.ink}"/>
    <circle cx="560" cy="360" r="120" fill="${p.accent}" opacity="0.55"/>
    <text x="210" y="400" font-family="${font}" font-size="44" font-weight="700" fill="${p.paper}">Gift Card</text>
    <text x="210" y="450" font-family="${sans}" font-size="20" letter-spacing="5" fill="${p.paper}" opacity="0.8">NORTHWIND ROASTERS</text>
    <text x="210" y="540" font-family="${font}" font-size="60" fill="${p.paper}">£25</text>
  </g>`;
}

function subscriptionBox(p: Palette, tea: boolean) {
  const item = tea
    ? (x: number, c: string) =>
        `<rect x="${x}" y="300" width="90" height="150" rx="12" fill="${c}"/><rect x="${x - 5}" y="288" width="100" height="26" rx="8" fill="${p.ink}"/>`
    : (x: number, c: string) =>
        `<path d="M${x},300 L${x + 90},300 L${x + 98},450 L${x - 8},450 Z" fill="${c}"/><rect x="${x - 4}" y="286" width="98" height="20" rx="5" fill="${c}"/>`;
  const colours = tea ? ["#6c8f4e", "#a8445d", "#c27a1a"] : ["#b5562b", "#6b4a2e", "#c4862d"];
  return `
  <g filter="url(#shadow)">
    ${item(250, colours[0]!)}${item(355, colours[1]!)}${item(460, colours[2]!)}
    <path d="M190,420 L610,420 L580,680 L220,680 Z" fill="#c9a066"/>
    <path d="M190,420 L610,420 L640,470 L160,470 Z" fill="#b48a52"/>
    <rect x="300" y="520" width="200" height="90" rx="10" fill="${p.paper}"/>
    <text x="400" y="560" text-anchor="middle" font-family="${font}" font-size="26" font-weight="700" fill="${p.ink}">${tea ? "Tea" : "Coffee"}</text>
    <text x="400" y="592" text-anchor="middle" font-family="${sans}" font-size="14" letter-spacing="4" fill="${p.accent}">SUBSCRIPTION</text>
  </g>`;
}

function squareArt(p: Palette, title: string, art: string, badge?: string) {
  return svg(
    800,
    800,
    title,
    `<defs>${gradient("bg", p.bg1, p.bg2)}<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#000" flood-opacity="0.18"/></filter></defs>
<rect width="800" height="800" fill="url(#bg)"/>
${dots(800, 800, "#ffffff", 56, 2.5)}
<ellipse cx="400" cy="705" rx="250" ry="26" fill="#000" opacity="0.08"/>
${art}
${badge ? `<g><rect x="36" y="36" rx="20" width="${badge.length * 13 + 40}" height="40" fill="${p.ink}"/><text x="56" y="63" font-family="${sans}" font-size="18" font-weight="700" letter-spacing="2" fill="${p.paper}">${escape(badge)}</text></g>` : ""}`,
  );
}

// Products and packages: 800x800.
demoProducts.forEach((product, i) => {
  const p = palettes[product.collection]!;
  const accent = productAccents[i % productAccents.length]!;
  let art: string;
  if (product.collection === "coffee") art = coffeeBag(p, accent, product.name);
  else if (product.collection === "tea") art = teaTin(p, accent, product.name);
  else if (product.key === "pour-over-kettle") art = kettle(p);
  else if (product.key === "ceramic-dripper") art = dripper(p);
  else if (product.key === "burr-grinder") art = grinder(p);
  else if (product.key === "gift-card") art = giftCard(p);
  else art = giftBox(p);
  write(`products/${product.key}.svg`, squareArt(p, product.name, art, product.status === "archived" ? "LIMITED" : undefined));
});
for (const pkg of demoPackages) {
  const p = palettes.subscription!;
  write(`products/${pkg.key}.svg`, squareArt(p, pkg.name, subscriptionBox(p, pkg.key.startsWith("tea")), "SUBSCRIBE"));
}

/** A wide banner: gradient, scattered motifs, a title and a kicker. */
function banner({
  width,
  height,
  title,
  kicker,
  palette,
  motif,
  align = "left",
}: {
  width: number;
  height: number;
  title: string;
  kicker: string;
  palette: Palette;
  motif: "bean" | "leaf" | "gear" | "gift" | "mixed";
  align?: "left" | "center";
}) {
  const p = palette;
  let shapes = "";
  let seed = title.length * 7;
  const rand = () => {
    seed = (seed * 9301 + 49297) % 233280;
    return seed / 233280;
  };
  const tx = align === "center" ? width / 2 : width * 0.07;
  const anchor = align === "center" ? "middle" : "start";
  const titleSize = Math.round(Math.min(height * 0.16, ((width * 0.85) / Math.max(title.length, 8)) * 1.7));
  // The kicker and the headline's box (Georgia bold runs about 0.56 em a letter), with a margin: no shape is drawn
  // over the words (a bean sat on "From farm to cup").
  const textWidth = title.length * titleSize * 0.56;
  const textBox = {
    left: (align === "center" ? tx - textWidth / 2 : tx) - 24,
    right: (align === "center" ? tx + textWidth / 2 : tx + textWidth) + 24,
    top: height * 0.42 - titleSize * 0.45,
    bottom: height * 0.42 + titleSize * 1.4,
  };
  const overText = (x: number, y: number, s: number) =>
    x + 34 * s > textBox.left && x - 34 * s < textBox.right && y + 34 * s > textBox.top && y - 34 * s < textBox.bottom;
  for (let i = 0; i < 16; i++) {
    const x = width * (align === "center" ? rand() : 0.62 + rand() * 0.4);
    const y = height * rand();
    const s = 0.8 + rand() * 1.8;
    if (overText(x, y, s)) continue;
    const r = rand() * 360;
    const kind = motif === "mixed" ? (i % 2 ? "bean" : "leaf") : motif;
    const color = i % 3 === 0 ? p.accent : p.ink;
    if (kind === "bean") shapes += `<g opacity="${0.25 + rand() * 0.5}">${bean(x, y, s, color, r)}</g>`;
    else if (kind === "leaf") shapes += `<g opacity="${0.25 + rand() * 0.5}">${leaf(x, y, s, color, r)}</g>`;
    else if (kind === "gear")
      shapes += `<circle cx="${x}" cy="${y}" r="${20 * s}" fill="none" stroke="${color}" stroke-width="${6 * s}" opacity="${0.2 + rand() * 0.4}"/>`;
    else
      shapes += `<rect x="${x}" y="${y}" width="${40 * s}" height="${40 * s}" rx="6" transform="rotate(${r} ${x} ${y})" fill="${color}" opacity="${0.2 + rand() * 0.4}"/>`;
  }
  return svg(
    width,
    height,
    title,
    `<defs>${gradient("bg", p.bg1, p.bg2)}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${dots(width, height, "#ffffff", 64, 2.5)}
${shapes}
<text x="${tx}" y="${height * 0.42}" text-anchor="${anchor}" font-family="${sans}" font-size="${Math.round(titleSize * 0.32)}" letter-spacing="6" font-weight="700" fill="${p.accent}">${escape(kicker.toUpperCase())}</text>
<text x="${tx}" y="${height * 0.42 + titleSize * 1.1}" text-anchor="${anchor}" font-family="${font}" font-size="${titleSize}" font-weight="700" fill="${p.ink}">${escape(title)}</text>`,
  );
}

const motifFor: Record<string, "bean" | "leaf" | "gear" | "gift"> = { coffee: "bean", tea: "leaf", "brewing-gear": "gear", gifts: "gift" };
for (const c of demoCollections) {
  write(
    `collections/${c.key}.svg`,
    banner({ width: 1200, height: 600, title: c.name, kicker: "Collection", palette: palettes[c.key]!, motif: motifFor[c.key]! }),
  );
}
for (const e of demoEvents) {
  const palette = e.slug.startsWith("tea") ? palettes.tea! : e.slug.startsWith("latte") ? palettes.gifts! : palettes.coffee!;
  write(
    `events/${e.slug}.svg`,
    banner({ width: 1200, height: 630, title: e.name, kicker: e.venue, palette, motif: e.slug.startsWith("tea") ? "leaf" : "bean" }),
  );
}

// Blog featured images 1200x800.
write(
  "blog/sourcing.svg",
  banner({ width: 1200, height: 800, title: "From farm to cup", kicker: "Sourcing", palette: palettes.coffee!, motif: "bean" }),
);
write(
  "blog/tea-guide.svg",
  banner({ width: 1200, height: 800, title: "Loose leaf, simply", kicker: "Tea guide", palette: palettes.tea!, motif: "leaf" }),
);
write(
  "blog/grinder.svg",
  banner({ width: 1200, height: 800, title: "Grind for flavour", kicker: "Brewing", palette: palettes.coffee!, motif: "gear" }),
);
write(
  "blog/roasters.svg",
  banner({ width: 1200, height: 800, title: "The people behind the roast", kicker: "Our team", palette: palettes.coffee!, motif: "bean" }),
);
write(
  "blog/gifts.svg",
  banner({ width: 1200, height: 800, title: "Gifts they'll use daily", kicker: "Gift ideas", palette: palettes.gifts!, motif: "gift" }),
);

// CMS page images.
write(
  "pages/about-hero.svg",
  banner({
    width: 1600,
    height: 600,
    title: "Roasted in Bristol since 2014",
    kicker: "About us",
    palette: palettes.coffee!,
    motif: "mixed",
  }),
);
write("pages/team.svg", teamArt());
write(
  "pages/shipping-banner.svg",
  banner({
    width: 1600,
    height: 400,
    title: "Free UK delivery over £30",
    kicker: "Shipping",
    palette: palettes["brewing-gear"]!,
    motif: "gift",
  }),
);
write("pages/brewing-diagram.svg", brewingDiagram());

// Social images 1200x630.
write(
  "social/store-social.svg",
  banner({
    width: 1200,
    height: 630,
    title: "Northwind Roasters",
    kicker: "Coffee and tea",
    palette: palettes.coffee!,
    motif: "mixed",
    align: "center",
  }),
);
write(
  "social/about-og.svg",
  banner({
    width: 1200,
    height: 630,
    title: "About Northwind",
    kicker: "Small-batch roasters",
    palette: palettes.subscription!,
    motif: "bean",
    align: "center",
  }),
);

function teamArt() {
  const p = palettes.coffee!;
  const people = [
    { x: 300, c: "#b5562b", h: "#3b2416" },
    { x: 500, c: "#5f7a61", h: "#6b4a2e" },
    { x: 700, c: "#4f6b8a", h: "#2a1a10" },
    { x: 900, c: "#a8445d", h: "#8a5a3a" },
  ];
  const figures = people
    .map(
      (f) =>
        `<g filter="url(#shadow)"><path d="M${f.x - 90},760 Q${f.x - 90},520 ${f.x},520 Q${f.x + 90},520 ${f.x + 90},760 Z" fill="${f.c}"/><circle cx="${f.x}" cy="430" r="70" fill="#e8c4a0"/><path d="M${f.x - 72},420 Q${f.x - 60},340 ${f.x},345 Q${f.x + 66},345 ${f.x + 72},420 Q${f.x + 30},380 ${f.x - 72},420 Z" fill="${f.h}"/></g>`,
    )
    .join("");
  return svg(
    1200,
    800,
    "The Northwind roasting team",
    `<defs>${gradient("bg", p.bg1, p.bg2)}<filter id="shadow"><feDropShadow dx="0" dy="12" stdDeviation="12" flood-color="#000" flood-opacity="0.18"/></filter></defs>
<rect width="1200" height="800" fill="url(#bg)"/>${dots(1200, 800, "#fff", 60, 2.5)}
<text x="600" y="150" text-anchor="middle" font-family="${font}" font-size="64" font-weight="700" fill="${p.ink}">Meet the team</text>
${figures}`,
  );
}

function brewingDiagram() {
  const p = palettes["brewing-gear"]!;
  const steps = [
    { n: "1", t: "15 g coffee", s: "medium-fine grind" },
    { n: "2", t: "250 g water", s: "just off the boil" },
    { n: "3", t: "Bloom 30 s", s: "wet all the grounds" },
    { n: "4", t: "Pour slowly", s: "finish by 3:00" },
  ];
  const boxes = steps
    .map(
      (s, i) =>
        `<g transform="translate(${90 + i * 270} 300)"><rect width="230" height="300" rx="24" fill="${p.paper}" filter="url(#shadow)"/><circle cx="115" cy="80" r="44" fill="${p.accent}"/><text x="115" y="96" text-anchor="middle" font-family="${font}" font-size="44" font-weight="700" fill="#fff">${s.n}</text><text x="115" y="180" text-anchor="middle" font-family="${font}" font-size="30" font-weight="700" fill="${p.ink}">${escape(s.t)}</text><text x="115" y="220" text-anchor="middle" font-family="${sans}" font-size="19" fill="${p.ink}" opacity="0.75">${escape(s.s)}</text></g>`,
    )
    .join("");
  return svg(
    1200,
    800,
    "Pour over brewing in four steps",
    `<defs>${gradient("bg", p.bg1, p.bg2)}<filter id="shadow"><feDropShadow dx="0" dy="10" stdDeviation="10" flood-color="#000" flood-opacity="0.15"/></filter></defs>
<rect width="1200" height="800" fill="url(#bg)"/>${dots(1200, 800, "#fff", 60, 2.5)}
<text x="600" y="170" text-anchor="middle" font-family="${font}" font-size="60" font-weight="700" fill="${p.ink}">Pour over in four steps</text>
${boxes}`,
  );
}

console.log(`Images written under ${root}`);
