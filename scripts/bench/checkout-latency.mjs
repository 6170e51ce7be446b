// node scripts/bench/checkout-latency.mjs <base-url> <api-token> [count]: times `count` (60) signed-in checkouts of the
// demo store's Alice, one at a time, against a server already running (any build of this app, old or new), and prints
// p50/p95 of the checkout request alone (each cart is made before it). Used to compare checkout as steps (the gateway
// outside any transaction) with the placeOrder it replaced, on the same machine back to back (docs/commerce.md).
const [base, apiToken, countArg] = process.argv.slice(2);
if (!base || !apiToken) {
  console.error("usage: node scripts/bench/checkout-latency.mjs <base-url> <api-token> [count]");
  process.exit(2);
}
const count = Number(countArg || 60);
const v1 = `${base.replace(/\/$/, "")}/api/v1`;

async function call(method, path, token, body, headers = {}) {
  const started = performance.now();
  const res = await fetch(`${v1}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => undefined);
  return { status: res.status, json, ms: performance.now() - started };
}

const login = await call("POST", "/account/login", apiToken, { email: "alice@example.com", password: "Storefront-demo-1" });
if (login.status !== 200) throw new Error(`login answered ${login.status}`);
const token = login.json.token;
const addresses = await call("GET", "/account/addresses", token);
const cards = await call("GET", "/account/payments/methods", token);
const shippingAddressId = addresses.json.data[0].id;
const paymentMethodId = cards.json.find((c) => c.cardType === "visa")?.id ?? cards.json[0].id;
const products = await call("GET", "/products?perPage=50", apiToken);
const product = products.json.data.find((p) => p.slug === "ethiopia-yirgacheffe") ?? products.json.data[0];

const samples = [];
const failures = [];
for (let i = 0; i < count + 5; i++) {
  const cart = await call("POST", "/carts", token);
  const cartId = cart.json.data.id;
  await call("POST", `/carts/${cartId}/lines`, token, { productId: product.id, quantity: 1 });
  const placed = await call(
    "POST",
    "/account/checkout",
    token,
    { cartId, shippingAddressId, paymentMethodId },
    { "idempotency-key": crypto.randomUUID() },
  );
  if (placed.status !== 201) failures.push(`${placed.status} ${placed.json?.message ?? ""}`);
  else if (i >= 5) samples.push(placed.ms); // the first five warm the server
}
samples.sort((a, b) => a - b);
const at = (q) => samples[Math.min(samples.length - 1, Math.ceil((q / 100) * samples.length) - 1)];
console.log(
  JSON.stringify({ base, checkouts: samples.length, failed: failures.length, firstFailure: failures[0], p50: at(50), p95: at(95) }),
);
