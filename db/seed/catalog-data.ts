/** The demo store's catalogue and content: a small-batch coffee and tea roaster. Prices in pence. */

/**
 * The demo products with several variants (the others have one, made from their own row): options and variants
 * with real price steps. The first variant is the lead (the product's own SKU, price and stock, so its card and its
 * fixed prices stay as they were).
 */
export const demoVariants: Record<
  string,
  {
    options: { name: string; values: string[] }[];
    variants: { sku: string; options: Record<string, string>; price: number; stock: number; weightGrams: number }[];
  }
> = {
  "house-espresso": {
    options: [
      { name: "Grind", values: ["Whole bean", "Filter", "Espresso"] },
      { name: "Size", values: ["1 kg", "250 g"] },
    ],
    variants: [
      { sku: "COF-ESP-1000", options: { Grind: "Whole bean", Size: "1 kg" }, price: 3200, stock: 60, weightGrams: 1000 },
      { sku: "COF-ESP-1000-F", options: { Grind: "Filter", Size: "1 kg" }, price: 3200, stock: 20, weightGrams: 1000 },
      { sku: "COF-ESP-1000-E", options: { Grind: "Espresso", Size: "1 kg" }, price: 3200, stock: 20, weightGrams: 1000 },
      { sku: "COF-ESP-250", options: { Grind: "Whole bean", Size: "250 g" }, price: 950, stock: 40, weightGrams: 250 },
      { sku: "COF-ESP-250-F", options: { Grind: "Filter", Size: "250 g" }, price: 950, stock: 0, weightGrams: 250 },
      { sku: "COF-ESP-250-E", options: { Grind: "Espresso", Size: "250 g" }, price: 950, stock: 15, weightGrams: 250 },
    ],
  },
  // The teas by weight: the lead is the size the product row always had (its SKU, price, sale and stock).
  "darjeeling-first-flush": {
    options: [{ name: "Size", values: ["50 g", "100 g", "250 g"] }],
    variants: [
      { sku: "TEA-DAR-100", options: { Size: "100 g" }, price: 1600, stock: 50, weightGrams: 100 },
      { sku: "TEA-DAR-50", options: { Size: "50 g" }, price: 900, stock: 30, weightGrams: 50 },
      { sku: "TEA-DAR-250", options: { Size: "250 g" }, price: 3600, stock: 15, weightGrams: 250 },
    ],
  },
  sencha: {
    options: [{ name: "Size", values: ["50 g", "100 g", "250 g"] }],
    variants: [
      { sku: "TEA-SEN-100", options: { Size: "100 g" }, price: 1300, stock: 70, weightGrams: 100 },
      { sku: "TEA-SEN-50", options: { Size: "50 g" }, price: 750, stock: 40, weightGrams: 50 },
      { sku: "TEA-SEN-250", options: { Size: "250 g" }, price: 2900, stock: 20, weightGrams: 250 },
    ],
  },
  "earl-grey": {
    options: [{ name: "Size", values: ["50 g", "100 g", "250 g"] }],
    variants: [
      { sku: "TEA-EGR-100", options: { Size: "100 g" }, price: 900, stock: 90, weightGrams: 100 },
      { sku: "TEA-EGR-50", options: { Size: "50 g" }, price: 500, stock: 50, weightGrams: 50 },
      { sku: "TEA-EGR-250", options: { Size: "250 g" }, price: 2000, stock: 25, weightGrams: 250 },
    ],
  },
  chamomile: {
    options: [{ name: "Size", values: ["50 g", "100 g", "250 g"] }],
    variants: [
      { sku: "TEA-CHA-50", options: { Size: "50 g" }, price: 850, stock: 30, weightGrams: 50 },
      { sku: "TEA-CHA-100", options: { Size: "100 g" }, price: 1500, stock: 20, weightGrams: 100 },
      { sku: "TEA-CHA-250", options: { Size: "250 g" }, price: 3400, stock: 10, weightGrams: 250 },
    ],
  },
};

export const demoProducts = [
  {
    key: "ethiopia-yirgacheffe",
    name: "Ethiopia Yirgacheffe Coffee",
    sku: "COF-ETH-250",
    price: 1250,
    salePrice: null,
    stock: 120,
    status: "active",
    collection: "coffee",
    description: "Washed heirloom coffee with jasmine, bergamot and lemon notes. 250 g whole bean.",
  },
  {
    key: "colombia-huila",
    name: "Colombia Huila Coffee",
    sku: "COF-COL-250",
    price: 1100,
    salePrice: 950,
    stock: 80,
    status: "active",
    collection: "coffee",
    description: "Red apple, caramel and milk chocolate. A crowd-pleasing daily brew. 250 g.",
  },
  {
    key: "kenya-nyeri",
    name: "Kenya Nyeri Coffee",
    sku: "COF-KEN-250",
    price: 1400,
    salePrice: null,
    stock: 40,
    status: "active",
    collection: "coffee",
    description: "Blackcurrant and grapefruit with a syrupy body. 250 g whole bean.",
  },
  {
    key: "house-espresso",
    name: "House Espresso Blend",
    sku: "COF-ESP-1000",
    price: 3200,
    salePrice: null,
    stock: 60,
    status: "active",
    collection: "coffee",
    description: "Chocolate, hazelnut and a long sweet finish. Built for milk drinks. 1 kg.",
  },
  {
    key: "decaf-peru",
    name: "Peru Swiss Water Decaf",
    sku: "COF-DEC-250",
    price: 1150,
    salePrice: null,
    stock: 0,
    status: "active",
    collection: "coffee",
    description: "Chemical-free decaf with cocoa and toffee. 250 g.",
  },
  {
    key: "darjeeling-first-flush",
    name: "Darjeeling First Flush Tea",
    sku: "TEA-DAR-100",
    price: 1600,
    salePrice: null,
    stock: 50,
    status: "active",
    collection: "tea",
    description: "Bright, floral spring harvest from the Himalayan foothills. 100 g loose leaf.",
  },
  {
    key: "sencha",
    name: "Japanese Sencha Green Tea",
    sku: "TEA-SEN-100",
    price: 1300,
    salePrice: null,
    stock: 70,
    status: "active",
    collection: "tea",
    description: "Grassy, sweet and umami-rich steamed green tea. 100 g.",
  },
  {
    key: "earl-grey",
    name: "Earl Grey Loose Leaf Tea",
    sku: "TEA-EGR-100",
    price: 900,
    salePrice: 750,
    stock: 90,
    status: "active",
    collection: "tea",
    description: "Ceylon black tea with cold-pressed bergamot oil. 100 g.",
  },
  {
    key: "chamomile",
    name: "Egyptian Chamomile Tea",
    sku: "TEA-CHA-50",
    price: 850,
    salePrice: null,
    stock: 30,
    status: "active",
    collection: "tea",
    description: "Whole chamomile flowers, honeyed and calming. 50 g.",
  },
  {
    key: "pour-over-kettle",
    name: "Gooseneck Pour Over Kettle",
    sku: "GEAR-KET-1",
    price: 4500,
    salePrice: null,
    stock: 15,
    status: "active",
    collection: "brewing-gear",
    description: "Stainless steel gooseneck kettle for precise pour over brewing. 1 litre.",
  },
  {
    key: "ceramic-dripper",
    name: "Ceramic Pour Over Dripper",
    sku: "GEAR-DRP-1",
    price: 2200,
    salePrice: null,
    stock: 25,
    status: "active",
    collection: "brewing-gear",
    description: "Hand-glazed ceramic cone dripper, size 02.",
  },
  {
    key: "burr-grinder",
    name: "Hand Burr Grinder",
    sku: "GEAR-GRN-1",
    price: 8900,
    salePrice: null,
    stock: 8,
    status: "active",
    collection: "brewing-gear",
    description: "Conical steel burrs and a stepped adjustment for espresso to cold brew.",
  },
  {
    key: "gift-box",
    name: "Coffee and Tea Gift Box",
    sku: "GIFT-BOX-1",
    price: 3500,
    salePrice: null,
    stock: 20,
    status: "active",
    collection: "gifts",
    description: "Two coffees, one tea and a tasting card in a recyclable gift box.",
  },
  {
    key: "gift-card",
    name: "Gift Card",
    sku: "GIFT-CARD-25",
    price: 2500,
    salePrice: null,
    stock: 1000,
    status: "active",
    collection: "gifts",
    description: "A digital gift card, delivered by e-mail.",
  },
  {
    key: "holiday-blend",
    name: "Holiday Blend 2025",
    sku: "COF-HOL-2025",
    price: 1300,
    salePrice: null,
    stock: 0,
    status: "archived",
    collection: "coffee",
    description: "Last winter's spiced seasonal blend. No longer available.",
  },
] as const;

export const demoCollections = [
  { key: "coffee", name: "Coffee", description: "Single origins and blends, roasted weekly." },
  { key: "tea", name: "Tea", description: "Loose leaf teas from small estates." },
  { key: "brewing-gear", name: "Brewing Gear", description: "Kettles, drippers and grinders for better brewing at home." },
  { key: "gifts", name: "Gifts", description: "Gift boxes and cards for the coffee and tea lovers in your life." },
] as const;

export const demoPackages = [
  {
    key: "coffee-lovers-box",
    name: "Coffee Lover's Subscription Box",
    sku: "SUB-COF-BOX",
    /** What past orders in the demo history paid for a box; the catalogue prices a box by the pricing rule. */
    price: 3600,
    description: "Choose your coffees, pick a rhythm, and we roast and ship them fresh.",
    frequencies: [1, 2, 4],
    defaultFrequency: 2,
    minItems: 2,
    items: ["ethiopia-yirgacheffe", "colombia-huila", "kenya-nyeri", "house-espresso", "decaf-peru"],
  },
  {
    key: "tea-discovery-box",
    name: "Tea Discovery Subscription Box",
    sku: "SUB-TEA-BOX",
    /** What past orders in the demo history paid for a box; the catalogue prices a box by the pricing rule. */
    price: 2800,
    description: "A pick-and-mix selection of loose leaf teas delivered on your schedule.",
    frequencies: [2, 4, 8],
    defaultFrequency: 4,
    minItems: 3,
    items: ["darjeeling-first-flush", "sencha", "earl-grey", "chamomile"],
  },
] as const;

export const demoPages = [
  {
    slug: "about-us",
    name: "About Us",
    status: "published",
    metaTitle: "About Northwind Roasters",
    metaDescription: "A small-batch coffee roaster and tea merchant in Bristol since 2014.",
    content:
      "<h2>Roasted in small batches</h2><p>Northwind Roasters began in 2014 with a five-kilo roaster in a Bristol railway arch. We buy green coffee directly from growers and roast it every week.</p><p>Our teas come from family estates in India, Japan and Egypt.</p>",
    fields: { heroImage: "/images/pages/about-hero.svg", teamPhoto: "/images/pages/team.svg" },
  },
  {
    slug: "shipping-and-returns",
    name: "Shipping and Returns",
    status: "published",
    metaTitle: "Shipping and returns",
    metaDescription: "Delivery times, costs and our 30-day returns promise.",
    content:
      "<h2>Delivery</h2><p>Orders placed before noon ship the same day. UK delivery is free over £30.</p><h2>Returns</h2><p>Unopened items can be returned within 30 days.</p><h2>Codes to try</h2><p>Type a code in your cart or at checkout: <strong>WELCOME10</strong> takes 10% off your first order (sign in or create an account); <strong>FREESHIP</strong> makes delivery free over £20, €25 or $30; <strong>TENOFF</strong> takes 10 off an order of 40 or more in your currency. Signed in, you can also spend your points at checkout: 100 points are worth £1.00, up to half of the products.</p>",
    fields: { bannerImage: "/images/pages/shipping-banner.svg" },
  },
  {
    slug: "brewing-guide",
    name: "Brewing Guide",
    status: "published",
    metaTitle: "How to brew great coffee at home",
    metaDescription: "Ratios, grind sizes and water temperatures for pour over, espresso and cafetiere.",
    content:
      "<h2>Pour over</h2><p>Use 15 g of coffee to 250 g of water just off the boil.</p><h2>Cafetiere</h2><p>Coarse grind, four minutes, then plunge slowly.</p>",
    fields: { diagramImage: "/images/pages/brewing-diagram.svg" },
  },
  {
    slug: "wholesale",
    name: "Wholesale",
    status: "published",
    metaTitle: "Wholesale coffee for cafes and offices",
    metaDescription: "Fresh coffee, training and equipment for cafes, restaurants and offices.",
    content:
      "<h2>Partner with us</h2><p>We supply over forty cafes across the South West with fresh roasted coffee and barista training.</p>",
    fields: { form: "wholesale-enquiry" },
  },
  {
    slug: "winter-sale-preview",
    name: "Winter Sale Preview",
    status: "draft",
    metaTitle: "Winter sale (draft)",
    metaDescription: "Not yet published.",
    content: "<p>Secret prices coming soon.</p>",
    fields: {},
  },
] as const;

/** The store's forms (lib/forms): the wholesale page shows this one (its `form` field names it). */
export const demoForms = [
  {
    slug: "wholesale-enquiry",
    title: "Wholesale enquiry",
    successMessage: "Thank you for your enquiry. Our wholesale team will reply within two working days.",
    fields: [
      { name: "business", label: "Business name", type: "text", required: true, max: 200 },
      { name: "name", label: "Your name", type: "text", required: true, max: 200 },
      { name: "email", label: "E-mail address", type: "email", required: true },
      { name: "phone", label: "Phone", type: "phone", required: false },
      {
        name: "kind",
        label: "Kind of business",
        type: "select",
        required: true,
        options: ["Café", "Restaurant", "Office", "Shop", "Other"],
      },
      { name: "kilos", label: "Coffee a week (kg)", type: "number", required: false, min: 1, max: 1000 },
      { name: "message", label: "Tell us about your business", type: "textarea", required: false, max: 5000 },
      {
        name: "consent",
        label: "I agree that Northwind Roasters may contact me about this enquiry.",
        type: "consent",
        required: true,
      },
      { name: "source", label: "Page", type: "hidden", required: false },
    ],
  },
] as const;

export const demoAuthors = [
  { key: "maya", name: "Maya Thornton" },
  { key: "oliver", name: "Oliver Reyes" },
] as const;

export const demoPosts = [
  {
    slug: "how-we-source-our-coffee",
    title: "How We Source Our Coffee",
    excerpt: "Direct relationships, fair prices and why we visit every farm we buy from.",
    author: "maya",
    status: "published",
    featuredImage: "/images/blog/sourcing.svg",
    collections: ["coffee"],
    content:
      "<p>Every coffee we sell comes from a farm we have visited. We pay well above the commodity price.</p><p>This year we travelled to Huila and Nyeri.</p>",
  },
  {
    slug: "a-beginners-guide-to-loose-leaf-tea",
    title: "A Beginner's Guide to Loose Leaf Tea",
    excerpt: "Water temperature, steeping times and the teapot you already own.",
    author: "oliver",
    status: "published",
    featuredImage: "/images/blog/tea-guide.svg",
    collections: ["tea"],
    content: "<p>Green teas like cooler water, around 75 degrees. Black teas want it just off the boil.</p>",
  },
  {
    slug: "five-ways-to-use-your-grinder",
    title: "Five Ways to Get More from Your Grinder",
    excerpt: "Grind size is the single biggest lever on flavour. Here is how to use it.",
    author: "maya",
    status: "published",
    featuredImage: "/images/blog/grinder.svg",
    collections: ["brewing-gear", "coffee"],
    content: "<p>Start fine for espresso and go coarser for immersion brewing. Taste, adjust and taste again.</p>",
  },
  {
    slug: "meet-the-roasters",
    title: "Meet the Roasters",
    excerpt: "The people behind every batch, and what they drink at home.",
    author: "oliver",
    status: "published",
    featuredImage: "/images/blog/roasters.svg",
    collections: [],
    content: "<p>Our roasting team of four tastes every batch before it ships.</p>",
  },
  {
    slug: "holiday-gift-ideas",
    title: "Holiday Gift Ideas for Coffee Lovers",
    excerpt: "From grinders to gift cards: presents that get used every day.",
    author: "maya",
    status: "published",
    featuredImage: "/images/blog/gifts.svg",
    collections: ["gifts"],
    content: "<p>A hand grinder and a bag of fresh beans is the best gift we know.</p>",
  },
  {
    slug: "unreleased-spring-menu",
    title: "Our Spring Menu (Draft)",
    excerpt: "Not ready yet.",
    author: "oliver",
    status: "draft",
    featuredImage: null,
    collections: [],
    content: "<p>Draft.</p>",
  },
] as const;

export const demoEvents = [
  {
    slug: "coffee-cupping-evening",
    name: "Coffee Cupping Evening",
    venue: "Northwind Roastery, Bristol",
    status: "published",
    description: "Taste six new single origins side by side with our head roaster.",
    tickets: [
      { name: "Standard", price: 1500 },
      { name: "Member", price: 1000 },
    ],
    occurrences: ["2027-01-14T18:30:00Z", "2027-02-11T18:30:00Z"],
  },
  {
    slug: "tea-tasting-masterclass",
    name: "Tea Tasting Masterclass",
    venue: "Northwind Tea Room, Bath",
    status: "published",
    description: "Explore green, oolong and black teas and learn to brew each one well.",
    tickets: [{ name: "Standard", price: 2500 }],
    occurrences: ["2027-01-21T14:00:00Z"],
  },
  {
    slug: "roastery-tour",
    name: "Roastery Tour",
    venue: "Northwind Roastery, Bristol",
    status: "published",
    description: "A guided walk through the roaster and the packing room.",
    tickets: [
      { name: "Standard", price: 1200 },
      { name: "Family", price: 3000, capacity: 4 },
    ],
    occurrences: ["2027-06-10T10:00:00Z"],
  },
  {
    slug: "latte-art-workshop",
    name: "Latte Art Workshop",
    venue: "Northwind Roastery, Bristol",
    status: "draft",
    description: "Hearts, tulips and rosettas. Draft event.",
    tickets: [{ name: "Standard", price: 4000 }],
    occurrences: ["2027-03-04T10:00:00Z"],
  },
] as const;
