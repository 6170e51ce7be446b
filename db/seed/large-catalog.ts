import { createHash } from "node:crypto";

/**
 * Names and word lists of the large benchmark store (db/seed/large-store.ts), shared with scripts/bench.ts.
 * Names are built from these by mixed-radix indexing, so every product name is a distinct combination, and a made-up brand word (from syllables) gives
 * each name a rare, typo-able token the way real catalogues have maker names.
 */

export const adjectives = [
  "Smoky",
  "Velvet",
  "Bright",
  "Honeyed",
  "Roasted",
  "Golden",
  "Wild",
  "Silver",
  "Amber",
  "Crimson",
  "Dark",
  "Gentle",
  "Bold",
  "Mellow",
  "Spiced",
  "Floral",
  "Toasted",
  "Frosted",
  "Rustic",
  "Classic",
  "Heritage",
  "Harvest",
  "Morning",
  "Midnight",
  "Summer",
  "Winter",
  "Autumn",
  "Spring",
  "Alpine",
  "Coastal",
  "Highland",
  "Lowland",
  "Orchard",
  "Forest",
  "Meadow",
  "Volcanic",
  "Misty",
  "Sunlit",
  "Royal",
  "Noble",
  "Copper",
  "Ivory",
  "Jade",
  "Saffron",
  "Citrus",
  "Cocoa",
  "Maple",
  "Cedar",
  "Juniper",
  "Hazel",
] as const;

export const origins = [
  "Ethiopia",
  "Kenya",
  "Colombia",
  "Brazil",
  "Guatemala",
  "Sumatra",
  "Yunnan",
  "Assam",
  "Darjeeling",
  "Nilgiri",
  "Kyoto",
  "Fujian",
  "Hunan",
  "Ceylon",
  "Rwanda",
  "Burundi",
  "Honduras",
  "Nicaragua",
  "Panama",
  "Peru",
  "Bolivia",
  "Mexico",
  "Jamaica",
  "Hawaii",
  "Yemen",
  "Uganda",
  "Tanzania",
  "Malawi",
  "Zambia",
  "Sidamo",
  "Harrar",
  "Nyeri",
  "Huila",
  "Cauca",
  "Nepal",
  "Taiwan",
  "Vietnam",
  "Laos",
  "Myanmar",
  "Java",
  "Sulawesi",
  "Flores",
  "Bali",
  "Timor",
  "Papua",
  "Ecuador",
  "Salvador",
  "Cuba",
  "Congo",
  "Kivu",
] as const;

export const nouns = [
  "Espresso",
  "Blend",
  "Roast",
  "Oolong",
  "Sencha",
  "Matcha",
  "Chai",
  "Rooibos",
  "Darjeeling",
  "Cocoa",
  "Kettle",
  "Grinder",
  "Dripper",
  "Carafe",
  "Tumbler",
  "Mug",
  "Teapot",
  "Infuser",
  "Scale",
  "Filter",
  "Cafetiere",
  "Percolator",
  "Syrup",
  "Biscotti",
  "Truffle",
  "Granola",
  "Honey",
  "Tisane",
  "Genmaicha",
  "Hojicha",
  "Pekoe",
  "Lapsang",
  "Gunpowder",
  "Jasmine",
  "Chamomile",
  "Peppermint",
  "Hibiscus",
  "Yerba",
  "Decaf",
  "Ristretto",
] as const;

export const flavours = [
  "jasmine",
  "bergamot",
  "lemon",
  "caramel",
  "chocolate",
  "hazelnut",
  "blackcurrant",
  "grapefruit",
  "toffee",
  "honey",
  "plum",
  "cherry",
  "almond",
  "vanilla",
  "cinnamon",
  "malt",
  "peach",
  "apricot",
  "raspberry",
  "molasses",
  "tobacco",
  "cedar",
  "orange",
  "fig",
  "walnut",
  "butterscotch",
  "rose",
  "lychee",
  "mango",
  "pineapple",
] as const;

export const pageTopics = [
  "Brewing Guide",
  "Tasting Notes",
  "Buying Guide",
  "Care Instructions",
  "Origin Story",
  "Recipe Ideas",
  "Farm Profile",
  "Harvest Report",
  "Roasting Diary",
  "Storage Tips",
  "Pairing Guide",
  "Gift Ideas",
  "Starter Kit",
  "Water Guide",
  "Grind Chart",
  "Travel Journal",
  "Cupping Notes",
  "Workshop Notes",
  "Sustainability Report",
  "Producer Interview",
  "Seasonal Menu",
  "Equipment Review",
  "Frequently Asked Questions",
  "Quick Start",
  "Wholesale Notes",
] as const;

export const postTopics = [
  "How to Brew",
  "Why We Love",
  "Inside the Roastery",
  "Meet the Growers of",
  "A Week with",
  "Tasting",
  "Five Ways to Enjoy",
  "The Story of",
  "Pairing Food with",
  "Cold Brew with",
] as const;

export const eventKinds = [
  "Tasting",
  "Workshop",
  "Masterclass",
  "Cupping Session",
  "Brewing Class",
  "Supper Club",
  "Latte Art Class",
  "Tea Ceremony",
  "Farm Talk",
  "Roastery Tour",
  "Pairing Evening",
  "Barista Jam",
  "Book Launch",
  "Market Day",
  "Open House",
  "Film Night",
  "Charity Brunch",
  "Holiday Fair",
  "Coffee Quiz",
  "Meet the Maker",
] as const;

export const venues = [
  "The Railway Arch, Bristol",
  "Harbourside Hall, Bristol",
  "Corn Exchange, Bath",
  "Old Granary, Frome",
  "Mill Yard, Stroud",
  "Guildhall, Exeter",
  "Quay Studio, Plymouth",
  "Assembly Rooms, Cheltenham",
] as const;

export const authorFirst = ["Maya", "Oliver", "Priya", "Tom", "Aisha", "Lucas", "Hannah", "Kwame", "Sofia", "Ben"] as const;
export const authorLast = ["Thornton", "Reyes", "Patel", "Hughes", "Okafor", "Silva", "Bennett", "Mensah", "Rossi", "Clarke"] as const;

const onsets = ["b", "c", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "dr", "gr", "tr", "st"];
const vowels = ["a", "e", "i", "o", "u", "ai", "ou"];
const codas = ["", "n", "r", "l", "s", "x"];

/** 1,000 distinct made-up maker names ("Korvala", "Tresin"), the same on every run. */
export function brandWords(count = 1000): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const total = onsets.length * vowels.length * onsets.length * vowels.length * codas.length;
  // A stride coprime with the total walks the whole space in a scattered, deterministic order.
  for (let k = 0; out.length < count && k < total; k++) {
    let n = (k * 7919 + 104729) % total;
    const o1 = onsets[n % onsets.length]!;
    n = Math.floor(n / onsets.length);
    const v1 = vowels[n % vowels.length]!;
    n = Math.floor(n / vowels.length);
    const o2 = onsets[n % onsets.length]!;
    n = Math.floor(n / onsets.length);
    const v2 = vowels[n % vowels.length]!;
    n = Math.floor(n / vowels.length);
    const c = codas[n % codas.length]!;
    const word = o1 + v1 + o2 + v2 + c;
    if (word.length < 5 || seen.has(word)) continue;
    seen.add(word);
    out.push(word[0]!.toUpperCase() + word.slice(1));
  }
  return out;
}

/** How big the large store is: the sizes the performance issue asks for. */
export const largeStoreSize = {
  products: 100_000,
  pages: 10_000,
  posts: 2_000,
  collections: 1_000,
  events: 1_000,
  packages: 500,
  points: 100_000,
  orders: 100,
} as const;

export const largeStoreSlug = "large";
export const largeStoreCustomer = { email: "bench@large.example.com", password: "Storefront-demo-1" } as const;

/**
 * The id of a generated row, the same in SQL (pg_temp.large_id) and here, so callers can name rows
 * (`largeId("product:42")`) without asking the database.
 */
export function largeId(key: string): string {
  const h = createHash("md5").update(`${largeStoreSlug}:${key}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${"89ab"[parseInt(h[16]!, 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const brands = brandWords(1000);

/**
 * The product name of index i (the SQL in large-store.ts builds the same string): a made-up maker, then a
 * mixed-radix adjective/origin/noun combination, so no two products share a name.
 */
export function largeProductName(i: number): string {
  return `${brands[(i * 7919) % brands.length]} ${adjectives[i % 50]} ${origins[Math.floor(i / 50) % 50]} ${nouns[Math.floor(i / 2500) % 40]}`;
}
export function largeProductStatus(i: number): "active" | "draft" | "archived" {
  return i % 97 === 0 ? "draft" : i % 89 === 0 ? "archived" : "active";
}
