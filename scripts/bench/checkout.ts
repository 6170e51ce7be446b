// npm run bench, "Checkout": what a whole purchase costs through the API, signed in and as a guest.
// Each checkout is a fresh cart with one unit of one product, then the order: signed in with the customer's saved
// address and card (POST /account/checkout), as a guest with an e-mail, an address and a card tokenised for that
// cart's payment setup (POST /checkout). The timed request is the checkout alone; the cart is made before it.
// Guests are also run four at a time (four shoppers, four carts): a signed-in customer's checkouts are one at a time
// by design (the customer's lock), so that row has no concurrent form.

export type Timed = (
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
) => Promise<{ status: number; ms: number; json: unknown }>;

export type CheckoutRow = { label: string; samples: number[]; seconds: number; orders: number; failures: string[] };

const guestAddress = {
  firstName: "Grace",
  lastName: "Hopper",
  line1: "1 Queen Square",
  city: "Bath",
  postalCode: "BA1 2HP",
  countryCode: "GB",
};

/** Card tokens are single-use store-wide (a replayed nonce is refused), and the bench database outlives a run. */
const runId = `${process.pid}-${Date.now()}`;
const cardToken = (setup: string, n: number) =>
  `sbx_tok_${Buffer.from(
    JSON.stringify({
      v: 1,
      setup,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      nonce: `bench-${runId}-${n}`,
    }),
  ).toString("base64url")}`;

type Data<T> = { data?: T; identifier?: string; message?: string };

async function cartWith(timed: Timed, headers: Record<string, string>, productId: string): Promise<string> {
  const cart = await timed("POST", "/api/v1/carts", headers);
  const id = (cart.json as Data<{ id: string }>).data?.id;
  if (!id) throw new Error(`POST /carts answered ${cart.status}`);
  const line = await timed("POST", `/api/v1/carts/${id}/lines`, headers, JSON.stringify({ productId, quantity: 1 }));
  if (line.status !== 200 && line.status !== 201) throw new Error(`POST /carts/{id}/lines answered ${line.status}`);
  return id;
}

type Saved = { shippingAddressId: string; paymentMethodId: string };

async function savedDetails(timed: Timed, account: Record<string, string>): Promise<Saved> {
  const [addresses, cards] = await Promise.all([
    timed("GET", "/api/v1/account/addresses", account),
    timed("GET", "/api/v1/account/payments/methods", account),
  ]);
  const shippingAddressId = (addresses.json as Data<{ id: string }[]>).data?.[0]?.id;
  const card = Array.isArray(cards.json)
    ? (cards.json as { id: string; cardType: string }[]).find((c) => c.cardType === "visa")
    : undefined;
  if (!shippingAddressId || !card) throw new Error("the bench customer has no address or no card");
  return { shippingAddressId, paymentMethodId: card.id };
}

async function signedIn(timed: Timed, account: Record<string, string>, saved: Saved, productId: string, n: number) {
  const cartId = await cartWith(timed, account, productId);
  return timed(
    "POST",
    "/api/v1/account/checkout",
    { ...account, "idempotency-key": `bench-signed-in-${n}-${Date.now()}` },
    JSON.stringify({ cartId, ...saved }),
  );
}

async function guest(timed: Timed, api: Record<string, string>, productId: string, n: number) {
  const cartId = await cartWith(timed, api, productId);
  const setup = await timed("POST", `/api/v1/carts/${cartId}/payment-setup`, api);
  const identifier = (setup.json as Data<never>).identifier;
  if (!identifier) throw new Error(`POST /carts/{id}/payment-setup answered ${setup.status}`);
  return timed(
    "POST",
    "/api/v1/checkout",
    { ...api, "idempotency-key": `bench-guest-${n}-${Date.now()}` },
    JSON.stringify({
      cartId,
      email: `bench-guest-${n}@example.com`,
      shippingAddress: guestAddress,
      payment: { identifier, token: cardToken(identifier, n) },
    }),
  );
}

async function series(
  label: string,
  count: number,
  concurrency: number,
  one: (n: number) => Promise<{ status: number; ms: number; json: unknown }>,
): Promise<CheckoutRow> {
  const row: CheckoutRow = { label, samples: [], seconds: 0, orders: 0, failures: [] };
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < count) {
      const n = next++;
      try {
        const res = await one(n);
        if (res.status === 201) {
          row.orders += 1;
          row.samples.push(res.ms);
        } else row.failures.push(`${res.status} ${(res.json as Data<never> | undefined)?.message ?? ""}`.trim());
      } catch (error) {
        row.failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  row.seconds = (Date.now() - started) / 1000;
  return row;
}

/** Warms both paths, then times `count` checkouts of each kind (and the guests four at a time). */
export async function benchCheckouts({
  timed,
  api,
  account,
  productId,
  count,
}: {
  timed: Timed;
  api: Record<string, string>;
  account: Record<string, string>;
  productId: string;
  count: number;
}): Promise<CheckoutRow[]> {
  const saved = await savedDetails(timed, account);
  await series("warm-up", 3, 1, (n) => signedIn(timed, account, saved, productId, 1_000_000 + n));
  await series("warm-up", 3, 1, (n) => guest(timed, api, productId, 1_000_000 + n));
  return [
    await series("POST /account/checkout, signed in, one at a time", count, 1, (n) => signedIn(timed, account, saved, productId, n)),
    await series("POST /checkout, guest, one at a time", count, 1, (n) => guest(timed, api, productId, n)),
    await series("POST /checkout, guest, four at a time", count, 4, (n) => guest(timed, api, productId, count + n)),
  ];
}
