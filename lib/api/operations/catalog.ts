import { z } from "zod";
import { getProduct } from "@/lib/catalog/get-product";
import { catalogCachePolicy, catalogTag, eventsTag } from "@/lib/catalog/catalog-cache";
import { catalogCacheHeaders } from "@/lib/catalog/http-cache";
import { getCollection, listCollections } from "@/lib/catalog/list-collections";
import { getEvent, listEvents } from "@/lib/catalog/list-events";
import { listProducts } from "@/lib/catalog/list-products";
import { listOperatorCollections } from "@/lib/catalog/list-operator-collections";
import { listOperatorProducts } from "@/lib/catalog/list-operator-products";
import { archiveProduct } from "@/lib/catalog/archive-product";
import { createCollection } from "@/lib/catalog/create-collection";
import { createProduct } from "@/lib/catalog/create-product";
import { deleteCollection } from "@/lib/catalog/delete-collection";
import { readOperatorCollection } from "@/lib/catalog/read-operator-collection";
import { readOperatorProduct } from "@/lib/catalog/read-operator-product";
import { exportProductsCsv } from "@/lib/catalog/export-products-csv";
import { getProductImport } from "@/lib/catalog/get-product-import";
import { startProductImport } from "@/lib/catalog/start-product-import";
import {
  catalogDeleted,
  collectionList,
  collectionResponse,
  createCollectionInput,
  createProductInput,
  eventList,
  eventListQuery,
  eventResponse,
  operatorCollectionList,
  operatorCollectionPatch,
  operatorCollectionResponse,
  operatorEventPatch,
  operatorEventResponse,
  operatorProductList,
  operatorProductListQuery,
  operatorProductPatch,
  operatorProductResponse,
  maxProductCsvBytes,
  productImportAccepted,
  productImportInput,
  productImportParams,
  productImportResponse,
  productList,
  productListQuery,
  productResponse,
} from "@/lib/catalog/schemas";
import { updateCollection } from "@/lib/catalog/update-collection";
import { updateEvent } from "@/lib/tickets/update-event";
import { updateProduct } from "@/lib/catalog/update-product";
import { listShippingRates } from "@/lib/shipping/list-shipping-rates";
import { shippingRateList } from "@/lib/shipping/schemas";
import { resolveMarket } from "@/lib/pricing/resolve-market";
import { marketQuery } from "@/lib/pricing/schemas";
import { inMarket, marketVary } from "../market-read";
import { defineOperation, reply } from "../operation";

const cached =
  "Cached per tenant (dropped when an operator edits the catalogue); `Cache-Control: public, s-maxage=60, stale-while-revalidate=600`.";
const slugParams = z.object({ slug: z.string() });
/** Serialized answers kept as long as the data's own cache keeps them fresh, dropped by the same tags. */
const catalogAnswers = { fresh: catalogCachePolicy.fresh, tags: () => [catalogTag, "markets"] };
/** Priced answers: also keyed by the market a request without `market` is priced in. */
const pricedAnswers = { ...catalogAnswers, vary: marketVary };
const inMarketNote =
  "Prices are in `market` (a market id or an ISO country code; an unknown one is 422), else the market of the caller's country, else the primary market: its currency, with `taxIncluded` telling whether tax is inside the price.";
const eventAnswers = { fresh: catalogCachePolicy.fresh, tags: () => [eventsTag, "markets"], vary: marketVary };

/** The catalogue: products, collections, events, delivery terms, and their operator edits. Extensions. */
export const catalogOperations = {
  listProducts: defineOperation({
    method: "GET",
    path: "/products",
    token: "api",
    tag: "Catalogue",
    summary: "List active products and subscription packages",
    description: `Filter by collection slug (404 when it names no active collection), words (q), type, stock and price (\`minPrice\`, \`maxPrice\`: inclusive bounds in major units of the market's currency on the current price; a minimum above the maximum is 422); sort featured (in stock first) | newest | price-asc | price-desc | name; page and perPage (1–100, default 24), or \`cursor\` (\`meta.nextCursor\`: keyset over the sort, so products added meanwhile never repeat or skip a row; null on the last page; a malformed one is 422). ${inMarketNote} ${cached}`,
    extension: true,
    query: productListQuery,
    output: productList,
    cache: catalogCacheHeaders,
    responseCache: pricedAnswers,
    errors: { 404: "Collection not found." },
    run: ({ tenantId, query, req }) =>
      inMarket({ tenantId, market: query.market, req }, (market) => listProducts({ tenantId, query, market })),
  }),

  getProduct: defineOperation({
    method: "GET",
    path: "/products/{slug}",
    token: "api",
    tag: "Catalogue",
    summary: "One active product or package",
    description: `The list item's fields plus SKU, sanitised description, images, per-order maximum, collections, subscriber price, the packages it can be chosen in, seo. Draft, archived and unknown products are 404. ${inMarketNote} ${cached}`,
    extension: true,
    params: slugParams,
    query: marketQuery,
    output: productResponse,
    cache: catalogCacheHeaders,
    responseCache: pricedAnswers,
    errors: { 404: "Product not found." },
    run: ({ tenantId, params, query, req }) =>
      inMarket({ tenantId, market: query.market, req }, async (market) => ({
        data: await getProduct({ tenantId, slug: params.slug, market }),
      })),
  }),

  listCollections: defineOperation({
    method: "GET",
    path: "/collections",
    token: "api",
    tag: "Catalogue",
    summary: "Active collections with their product counts, largest first",
    description: cached,
    extension: true,
    output: collectionList,
    cache: catalogCacheHeaders,
    responseCache: catalogAnswers,
    run: async ({ tenantId }) => ({ data: await listCollections({ tenantId }) }),
  }),

  getCollection: defineOperation({
    method: "GET",
    path: "/collections/{slug}",
    token: "api",
    tag: "Catalogue",
    summary: "One active collection (its products: GET /products?collection={slug})",
    description:
      "The collection's title, description, image, product count and seo. Its products: GET /products?collection={slug}. Draft and unknown collections are 404.",
    extension: true,
    params: slugParams,
    output: collectionResponse,
    cache: catalogCacheHeaders,
    responseCache: catalogAnswers,
    errors: { 404: "Collection not found." },
    run: async ({ tenantId, params }) => ({ data: await getCollection({ tenantId, slug: params.slug }) }),
  }),

  listEvents: defineOperation({
    method: "GET",
    path: "/events",
    token: "api",
    tag: "Catalogue",
    summary: "Published upcoming events",
    description: `Events with an occurrence ending on or after \`from\` (YYYY-MM-DD, default now), by next occurrence; times in UTC plus a display string in the store's time zone; the lowest ticket price. ${inMarketNote} ${cached}`,
    extension: true,
    query: eventListQuery,
    output: eventList,
    cache: catalogCacheHeaders,
    responseCache: eventAnswers,
    run: ({ tenantId, query, req }) =>
      inMarket({ tenantId, market: query.market, req }, (market) => listEvents({ tenantId, query, market })),
  }),

  getEvent: defineOperation({
    method: "GET",
    path: "/events/{slug}",
    token: "api",
    tag: "Catalogue",
    summary: "One published event with its upcoming occurrences and ticket prices",
    description: `Occurrences from now on (UTC, plus a display string in the store's time zone), each with its \`capacity\`, the seats \`remaining\` (capacity less live holds, tickets, waitlist offers and the seats the waitlist's line wants), \`soldOut\`, \`cancelled\`, \`waitlist\` (people in line) and its \`ticketTypes\` with their prices and seats left. ${inMarketNote} Draft and unknown events are 404.`,
    extension: true,
    params: slugParams,
    query: marketQuery,
    output: eventResponse,
    cache: catalogCacheHeaders,
    // No serialized-answer cache: the seats left change as holds expire (lib/catalog/list-events.ts counts afresh
    // once the earliest cached hold has expired); the event itself is still served from the tenant cache.
    errors: { 404: "Event not found." },
    run: ({ tenantId, params, query, req }) =>
      inMarket({ tenantId, market: query.market, req }, async (market) => ({
        data: await getEvent({ tenantId, slug: params.slug, market }),
      })),
  }),

  listShippingRates: defineOperation({
    method: "GET",
    path: "/shipping-rates",
    token: "api",
    tag: "Catalogue",
    summary: "Delivery terms per market: countries, flat rate and free-over threshold",
    description:
      "Each market's countries, flat delivery rate and free-over threshold (on the goods after discounts), in that market's currency, so a client can show delivery before checkout; checkout charges the same. With `market` (a market id or a country code; unknown → 422), that market's terms only.",
    extension: true,
    query: marketQuery,
    output: shippingRateList,
    cache: catalogCacheHeaders,
    responseCache: { fresh: 60, tags: () => ["markets"] },
    run: async ({ tenantId, query }) => ({
      data: await listShippingRates({
        tenantId,
        market: query.market ? (await resolveMarket({ tenantId, market: query.market })).market : undefined,
      }),
    }),
  }),

  listOperatorProducts: defineOperation({
    method: "GET",
    path: "/operator/products",
    token: "operator",
    tag: "Operator",
    summary: "Every product of the store, drafts and archived too, with its price in each market",
    description:
      "In the order of their titles; `q` matches words anywhere in the title, SKU or slug (case-insensitive), `status` one status; `page`, `perPage` (1–100, default 20). Amounts in minor units, as `PATCH /operator/products/{slug}` takes them: the primary price and sale price, and per market the fixed price (`fixed: true`) or the primary one converted by the market's rate and rounding.",
    extension: true,
    query: operatorProductListQuery,
    output: operatorProductList,
    run: ({ tenantId, query }) => listOperatorProducts({ tenantId, ...query }),
  }),

  exportProductsCsv: defineOperation({
    method: "GET",
    path: "/operator/products/export.csv",
    token: "operator",
    tag: "Operator",
    summary: "Every product as Shopify's product CSV (text/csv)",
    description:
      "Every product of the store (drafts and archived too; not subscription packages), one row each by handle, with Shopify's columns: Handle, Title, Body (HTML), Vendor, Type, Tags, Published, Option1–3 Name and Value, Variant SKU, Variant Price, Variant Compare At Price, Variant Inventory Qty, Variant Grams, Image Src, Image Position, Image Alt Text, SEO Title, SEO Description, Status. A product has one variant, written as Shopify writes one: Option1 Name `Title`, Option1 Value `Default Title`. Variant Price is what a buyer pays in the primary market (the sale price while on sale) and Variant Compare At Price the regular price it reduces, in major units; Image Src is absolute. RFC 4180, UTF-8 with a byte-order mark, `Content-Disposition: attachment`; a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, so a spreadsheet never runs it as a formula (an import takes it off again). Streamed a page of products at a time. Owners and staff.",
    extension: true,
    output: z.string(),
    contentType: "text/csv",
    run: async ({ tenantId }) =>
      new Response(await exportProductsCsv({ tenantId }), {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        },
      }),
  }),

  importProducts: defineOperation({
    method: "POST",
    path: "/operator/products/import",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Import Shopify's product CSV: answered at once, the rows worked in the background",
    description: `multipart/form-data with \`file\`, a product CSV with Shopify's columns (as GET /operator/products/export.csv writes them; Handle and Title are required, unknown columns are ignored) → 202 \`{data: {id}}\`; GET /operator/imports/{id} follows its progress. A file that is not UTF-8 CSV → 422 \`invalid_csv\`; one whose header lacks Handle or Title → 422 \`csv_columns_missing\`; over ${maxProductCsvBytes / 1024 / 1024} MiB → 413 \`file_too_large\`. A product is its handle's consecutive rows (Shopify's layout: the first row with the product's cells and Option1–3 Name, a row per further variant with its option values and Variant cells), imported by handle in its own transaction: a handle no product has is created as POST /operator/products creates one (Title and Variant Price required; Status, else Published, else active), an existing product's is changed as PATCH /operator/products/{slug} changes it (an empty cell leaves its field as it is; with a Variant Price, an empty Variant Compare At Price ends a sale). Prices are the primary market's, in major units: Variant Price what a buyer pays, Variant Compare At Price the regular price above it. On a product with options the variants become the file's (matched to stored ones by option values, then SKU; a row's empty cells keep the stored variant's values). A refused product (an unknown status, a negative or malformed number, a compare-at price not above the price, a new handle without a title or price, a variant row without a value of each named option, a new variant without a price, a handle whose rows are not together) is listed with each refused cell's line and column and skipped, never half-written; the others go on. Vendor, Type, Tags and the Image columns are not imported (images come from the media library). Owners only; audited.`,
    extension: true,
    status: 202,
    body: productImportInput,
    multipart: { maxFileBytes: maxProductCsvBytes },
    output: productImportAccepted,
    errors: {
      413: "The file is over 10 MiB (`file_too_large`).",
      422: "Not a UTF-8 CSV file (`invalid_csv`), or its header lacks Handle or Title (`csv_columns_missing`).",
    },
    run: async ({ tenantId, body }) => reply({ data: await startProductImport({ tenantId, file: body.file }) }, { status: 202 }),
  }),

  getProductImport: defineOperation({
    method: "GET",
    path: "/operator/imports/{id}",
    token: "operator",
    tag: "Operator",
    summary: "A product import's progress and result",
    description:
      "`{id, status: queued | running | done | failed, rowsDone, rowsTotal, created, updated, errors [{line, column, message}], createdAt, finishedAt}`: `line` is the file's line the row starts on (the header is line 1; 0 for the import as a whole), `column` the header of the refused cell; the first 1000 are listed. `failed`: the import stopped on an unexpected error, the rows before it imported (upload again to finish: the import is idempotent by handle). Another store's or an unknown id → 404; never cached.",
    extension: true,
    params: productImportParams,
    output: productImportResponse,
    errors: { 404: "Import not found." },
    run: async ({ tenantId, params }) => ({ data: await getProductImport({ tenantId, id: params.id }) }),
  }),

  getOperatorProduct: defineOperation({
    method: "GET",
    path: "/operator/products/{slug}",
    token: "operator",
    tag: "Operator",
    summary: "One product or package of the store, whatever its status, as the operator writes answer it",
    description:
      "Its stored fields (amounts in minor units), its price in every market, SKU, tax class, sanitised description, weight, SEO fields, image (media id and address) and collections. Unknown or another store's → 404; never cached.",
    extension: true,
    params: slugParams,
    output: operatorProductResponse,
    errors: { 404: "Product not found." },
    run: async ({ tenantId, params }) => ({ data: await readOperatorProduct({ tenantId, slug: params.slug }) }),
  }),

  createProduct: defineOperation({
    method: "POST",
    path: "/operator/products",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Add a product with its options and variants; the tenant's cached catalogue is dropped",
    description:
      "`{title, slug?, description, status, taxClass?, options, variants [{sku, options, prices [{marketId, amount, compareAt?}], stock, weightGrams?, image?}], maxQuantity?, images [mediaId], collections [slug], seo {title, description}}` → 201 with the product as `PATCH` answers it. Amounts in major units of each market's currency; the primary market's price is required (422 `primary_price_required`), `compareAt` is the regular price `amount` reduces and must be above it (422 `compare_at_not_above_price`); other markets' prices become fixed prices (else the primary price converted). `options` (at most 3 `{name, values}`) tell the variants apart: each variant has one value of every option, among its values, no two variants the same values, no SKU another variant of the store has (422 `invalid_variants` / `sku_taken` naming the field); without options, one variant. The first variant is the lead: the product's own SKU and \"from\" price. `slug` is derived from the title when absent (the first free of `title`, `title-2`…); a given slug another product has → 409 `slug_taken`. `images` are media ids of the store's library, in order, at most 20 (the first is the lead image cards show; another store's or unknown → 422 `unknown_image`); an active product's images need alt text, the media record's (422 `image_alt_required` naming `images.N`); a variant's `image` must be one of the product's images (422 `unknown_image` on `variants.N.image`), `collections` the store's collection slugs (422 `unknown_collection`), a market not the store's → 422 `unknown_market`. Nothing is written when any part is refused. The description is sanitised; an active product is at once in GET /products, search and its page. Owners only.",
    extension: true,
    status: 201,
    body: createProductInput,
    output: operatorProductResponse,
    errors: { 409: "The slug is another product's (`slug_taken`), or the store has no market yet (`store_not_ready`)." },
    run: async ({ tenantId, body }) => reply({ data: await createProduct({ tenantId, input: body }) }, { status: 201 }),
  }),

  updateProduct: defineOperation({
    method: "PATCH",
    path: "/operator/products/{slug}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Edit a product or package (amounts in minor units); the tenant's cached catalogue is dropped",
    description:
      "Title, slug (a new one must be free: 409 `slug_taken`; the old one answers 404), SKU (with price, sale price, stock, weight and `marketPrices`: the lead variant's), description (sanitised), status, price, sale price (null ends a sale), stock, per-order maximum, tax class, `weightGrams` (null clears), `seo {title, description}` (null clears either), `images` (media ids of the store's library in order, at most 20: the product's images become exactly these, the first the lead image; `[]` removes them all, absent keeps them; unknown → 422 `unknown_image`; making a product active or changing an active product's images needs every image's alt text: 422 `image_alt_required`; a variant no longer among them loses its image), `collections` (the store's collection slugs, replacing the product's; unknown → 422 `unknown_collection`) `options` with `variants` (as `POST` takes them: the product's variants become exactly these, one with the same option values as a stored one updating it; not together with the one-variant fields), and `marketPrices` (`[{marketId, price, salePrice?}]`: a fixed price in another market, `price: null` removes it so the converted primary price applies again); amounts in minor units, as stored. A sale price above its price: 422 `sale_above_price`; a market not the store's: 422 `unknown_market`; the primary market in `marketPrices`: 422 `primary_market_price`. Nothing changes when any part is refused. The answer has the price in every market. The tenant's catalogue cache is dropped at once. Owners only.",
    extension: true,
    params: slugParams,
    body: operatorProductPatch,
    output: operatorProductResponse,
    errors: { 404: "Product not found.", 409: "The new slug is another product's (`slug_taken`)." },
    run: async ({ tenantId, params, body }) => ({ data: await updateProduct({ tenantId, slug: params.slug, input: body }) }),
  }),

  deleteProduct: defineOperation({
    method: "DELETE",
    path: "/operator/products/{slug}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Archive a product (orders keep it); the tenant's cached catalogue is dropped",
    description:
      'The product is archived, not removed: orders, subscriptions and the back office keep it, and it leaves the storefront\'s lists, its page and search at once. Answers the archived product as `PATCH` does; `PATCH … {status: "active"}` brings it back. Owners only.',
    extension: true,
    params: slugParams,
    output: operatorProductResponse,
    errors: { 404: "Product not found." },
    run: async ({ tenantId, params }) => ({ data: await archiveProduct({ tenantId, slug: params.slug }) }),
  }),

  listOperatorCollections: defineOperation({
    method: "GET",
    path: "/operator/collections",
    token: "operator",
    tag: "Operator",
    summary: "Every collection of the store, drafts too",
    description: "By title, with `status` and `productCount`; never cached.",
    extension: true,
    output: operatorCollectionList,
    run: ({ tenantId }) => listOperatorCollections({ tenantId }),
  }),

  getOperatorCollection: defineOperation({
    method: "GET",
    path: "/operator/collections/{slug}",
    token: "operator",
    tag: "Operator",
    summary: "One collection of the store, drafts too, with its image and products",
    description:
      "Its fields, image (media id and address) and the slugs of its products (any status). Unknown or another store's → 404; never cached.",
    extension: true,
    params: slugParams,
    output: operatorCollectionResponse,
    errors: { 404: "Collection not found." },
    run: async ({ tenantId, params }) => ({ data: await readOperatorCollection({ tenantId, slug: params.slug }) }),
  }),

  createCollection: defineOperation({
    method: "POST",
    path: "/operator/collections",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Add a collection; the tenant's cached catalogue is dropped",
    description:
      "`{title, slug?, description?, status?, image?, products?}` → 201. `slug` is derived from the title when absent (the first free one); a given slug another collection has → 409 `slug_taken`. `status` `active` (default) or `draft`; `image` a media id of the store's library (else 422 `unknown_image`); `products` the store's product slugs (else 422 `unknown_product`). Nothing is written when any part is refused. The description is sanitised. Owners only.",
    extension: true,
    status: 201,
    body: createCollectionInput,
    output: operatorCollectionResponse,
    errors: { 409: "The slug is another collection's (`slug_taken`)." },
    run: async ({ tenantId, body }) => reply({ data: await createCollection({ tenantId, input: body }) }, { status: 201 }),
  }),

  updateCollection: defineOperation({
    method: "PATCH",
    path: "/operator/collections/{slug}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Edit a collection; the tenant's cached catalogue is dropped",
    description:
      "Title, slug (a new one must be free: 409 `slug_taken`; discounts that name the collection follow it), description (sanitised), status, `image` (a media id of the store's library, null removes it; else 422 `unknown_image`) and `products` (the store's product slugs, replacing the collection's; else 422 `unknown_product`). Nothing changes when any part is refused; the tenant's cached catalogue is dropped. Owners only.",
    extension: true,
    params: slugParams,
    body: operatorCollectionPatch,
    output: operatorCollectionResponse,
    errors: { 404: "Collection not found.", 409: "The new slug is another collection's (`slug_taken`)." },
    run: async ({ tenantId, params, body }) => ({ data: await updateCollection({ tenantId, slug: params.slug, input: body }) }),
  }),

  deleteCollection: defineOperation({
    method: "DELETE",
    path: "/operator/collections/{slug}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Remove a collection (its products stay); the tenant's cached catalogue is dropped",
    description:
      "The collection goes; its products stay, in their other collections. A discount that named it matches no products through it any more. Owners only.",
    extension: true,
    params: slugParams,
    output: catalogDeleted,
    errors: { 404: "Collection not found." },
    run: ({ tenantId, params }) => deleteCollection({ tenantId, slug: params.slug }),
  }),

  updateEvent: defineOperation({
    method: "PATCH",
    path: "/operator/events/{slug}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Edit, publish or archive an event; the tenant's cached events are dropped",
    description:
      "Title, slug (a new one must be free: 409 `slug_taken`), description (sanitised), venue, image (a media id of the store's library, null removes it; 422 `unknown_image`) status (publishing makes it appear in GET /events; `archived` hides it and keeps its tickets and orders: what an event with sales gets instead of DELETE) and `ticketTypes`, the whole list: a type given with its `id` is renamed, repriced or resized (tickets already sold keep their price), one without an `id` is added, and one left out is removed, unless it has tickets sold or seats held (409 `ticket_type_sold`, nothing written; an `id` not the event's → 422 naming it); the answer is the event as `GET /operator/events/{slug}` gives it. The tenant's cached events are dropped. Owners only.",
    extension: true,
    params: slugParams,
    body: operatorEventPatch,
    output: operatorEventResponse,
    errors: {
      404: "Event not found.",
      409: "The new slug is another event's (`slug_taken`), or a ticket type left out has tickets sold (`ticket_type_sold`).",
    },
    run: async ({ tenantId, params, body }) => ({ data: await updateEvent({ tenantId, slug: params.slug, input: body }) }),
  }),
};
