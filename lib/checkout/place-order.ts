import "server-only";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { invalidateTags } from "../cache/tenant-cache";
import { catalogTag } from "../catalog/catalog-cache";
import { getStoreSettings } from "../catalog/store-settings";
import { lockCart } from "../cart/cart-owner";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors/domain";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { formatMoney, toMajorUnits } from "../money";
import { getGateway } from "../payments/gateways";
import { gatewayIdempotencyKey } from "../payments/gateway-idempotency-key";
import { quoteShipping } from "../shipping/get-shipping-rate";
import { orderConfirmationEmail } from "./order-confirmation-email";
import { pointsForOrder } from "./points-rule";
import type { CheckoutInput, PlacedOrder } from "./schemas";

/**
 * POST /account/checkout (extension): turns the customer's cart into a paid order in one transaction.
 *
 * 1. The cart is locked (FOR UPDATE) and must be the customer's active cart; the address and the saved method must be
 *    the customer's (else 404). An empty cart, an unavailable product or a line above the per-order cap → 422.
 * 2. Prices are re-read from the products. Stock is taken with `UPDATE … SET stock = stock - q WHERE stock >= q`,
 *    product by product in id order (no deadlocks between two carts): of concurrent buyers of the last unit exactly
 *    one row update succeeds; the others find no row and get 409 naming the line. Nothing is left half done, since
 *    every step is in the transaction.
 * 3. The next public order number comes from `order_sequences` (a row lock per tenant), continuing SF-1001….
 * 4. The gateway charges the saved method; a decline throws PaymentDeclinedError (402) and rolls everything back.
 *    The gateway's idempotency key is the client's, namespaced by store and payer (gatewayIdempotencyKey).
 * 5. The order, its lines, the points earned (pointsForOrder), the converted cart and the confirmation mail in the
 *    outbox are written in the same transaction.
 */
export async function placeOrder({
  tenantId,
  customerId,
  input,
  idempotencyKey,
}: {
  tenantId: string;
  customerId: string;
  input: CheckoutInput;
  idempotencyKey?: string;
}): Promise<PlacedOrder> {
  const db = await getDb();
  const settings = await getStoreSettings({ tenantId });
  const soldOut: string[] = [];
  const order = await db.transaction(async (tx) => {
    const cart = await lockCart({ tx, owner: { tenantId, customerId }, cartId: input.cartId });

    const a = schema.addresses;
    const [address] = await tx
      .select({
        firstName: a.firstName,
        lastName: a.lastName,
        company: a.company,
        line1: a.line1,
        line2: a.line2,
        city: a.city,
        region: a.region,
        postalCode: a.postalCode,
        countryCode: a.countryCode,
      })
      .from(a)
      .where(and(eq(a.tenantId, tenantId), eq(a.customerId, customerId), eq(a.id, input.shippingAddressId)))
      .limit(1);
    if (!address) throw new NotFoundError("Address not found.");

    const pm = schema.paymentMethods;
    const [method] = await tx
      .select({
        id: pm.id,
        provider: pm.provider,
        providerId: pm.providerId,
        paymentMethod: pm.paymentMethod,
        cardType: pm.cardType,
        cardLast4: pm.cardLast4,
        cardExpMonth: pm.cardExpMonth,
        cardExpYear: pm.cardExpYear,
      })
      .from(pm)
      .where(and(eq(pm.tenantId, tenantId), eq(pm.customerId, customerId), eq(pm.id, input.paymentMethodId)))
      .limit(1);
    if (!method) throw new NotFoundError("Payment method not found.");

    const l = schema.cartLines;
    const p = schema.products;
    const lines = await tx
      .select({
        productId: l.productId,
        quantity: l.quantity,
        name: p.name,
        status: p.status,
        kind: p.kind,
        maxQuantity: p.maxQuantity,
        price: sql<number>`coalesce(${p.salePrice}, ${p.price})`.mapWith(Number),
      })
      .from(l)
      .innerJoin(p, and(eq(p.id, l.productId), eq(p.tenantId, tenantId)))
      .where(and(eq(l.tenantId, tenantId), eq(l.cartId, cart.id)))
      .orderBy(asc(l.productId));
    if (lines.length === 0) throw new InvalidInputError({ cartId: ["The cart is empty."] });
    for (const line of lines) {
      if (line.status !== "active" || line.kind !== "product")
        throw new InvalidInputError({ lines: [`${line.name} is no longer available: remove it from the cart.`] });
      if (line.quantity > line.maxQuantity)
        throw new InvalidInputError({ lines: [`${line.name}: at most ${line.maxQuantity} per order.`] });
    }

    const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const shipping = await quoteShipping({ tenantId, countryCode: address.countryCode, subtotal, executor: tx });
    if (shipping.marketId === null)
      throw new InvalidInputError({ shippingAddressId: [`The store does not deliver to ${address.countryCode}.`] });
    const total = subtotal + shipping.amount;

    for (const line of lines) {
      const [taken] = await tx
        .update(p)
        .set({ stock: sql`${p.stock} - ${line.quantity}`, updatedAt: sql`now()` })
        .where(and(eq(p.tenantId, tenantId), eq(p.id, line.productId), gte(p.stock, line.quantity)))
        .returning({ stock: p.stock });
      if (!taken) {
        const [now] = await tx
          .select({ stock: p.stock })
          .from(p)
          .where(and(eq(p.tenantId, tenantId), eq(p.id, line.productId)));
        const left = Math.max(0, now?.stock ?? 0);
        throw new ConflictError(
          left === 0
            ? `${line.name} has just sold out.`
            : `Only ${left} of ${line.name} ${left === 1 ? "is" : "are"} left; you asked for ${line.quantity}.`,
        );
      }
      if (taken.stock === 0) soldOut.push(line.productId);
    }

    const seq = schema.orderSequences;
    const o = schema.orders;
    const [next] = await tx
      .insert(seq)
      .values({
        tenantId,
        lastNumber: sql`(select coalesce(max(substring(${o.orderNumber} from '^SF-([0-9]{1,9})$')::int), 1000) + 1 from ${o} where ${o.tenantId} = ${tenantId})`,
      })
      .onConflictDoUpdate({ target: seq.tenantId, set: { lastNumber: sql`${seq.lastNumber} + 1` } })
      .returning({ n: seq.lastNumber });
    const orderNumber = `SF-${next!.n}`;

    const gateway = getGateway(method.provider);
    if (!gateway.charge) throw new InvalidInputError({ paymentMethodId: ["This payment method cannot be charged."] });
    await gateway.charge({
      method,
      amount: total,
      currencyCode: cart.currencyCode,
      idempotencyKey: gatewayIdempotencyKey({ tenantId, payer: `customer:${customerId}`, key: idempotencyKey ?? `cart:${cart.id}` }),
      now: new Date(),
    });

    const pointsEarned = pointsForOrder({
      subtotal,
      rewardsEnabled: settings.rewardsEnabled,
      minorPerUnit: Math.round(1 / toMajorUnits(1, cart.currencyCode)),
    });
    const [created] = await tx
      .insert(o)
      .values({
        tenantId,
        customerId,
        orderNumber,
        status: "paid",
        currencyCode: cart.currencyCode,
        subtotal,
        shippingTotal: shipping.amount,
        total,
        pointsEarned,
        shippingAddress: address,
        paymentMethodId: method.id,
        cartId: cart.id,
      })
      .returning({ id: o.id, createdAt: isoSeconds(o.createdAt) });
    if (!created) throw new Error("The order could not be created.");
    const ol = schema.orderLines;
    const orderLines = await tx
      .insert(ol)
      .values(
        lines.map((line) => ({
          tenantId,
          orderId: created.id,
          kind: "product",
          productId: line.productId,
          name: line.name,
          quantity: line.quantity,
          unitPrice: line.price,
        })),
      )
      .returning({ id: ol.id, productId: ol.productId, name: ol.name, quantity: ol.quantity, unitPrice: ol.unitPrice });

    if (pointsEarned > 0) {
      const pt = schema.pointsTransactions;
      const [last] = await tx
        .select({ balance: pt.balanceAfter })
        .from(pt)
        .where(and(eq(pt.tenantId, tenantId), eq(pt.customerId, customerId)))
        .orderBy(desc(pt.createdAt), desc(pt.id))
        .limit(1);
      await tx.insert(pt).values({
        tenantId,
        customerId,
        orderId: created.id,
        points: pointsEarned,
        balanceAfter: (last?.balance ?? 0) + pointsEarned,
        type: "order",
        description: `Order ${orderNumber}`,
        metadata: { orderNumber },
      });
    }

    const c = schema.carts;
    await tx
      .update(c)
      .set({ status: "converted", updatedAt: sql`now()` })
      .where(and(eq(c.tenantId, tenantId), eq(c.id, cart.id)));

    const money = (minor: number) => toMajorUnits(minor, cart.currencyCode);
    const display = (minor: number) => formatMoney(minor, cart.currencyCode);
    const placed: PlacedOrder = {
      id: created.id,
      orderId: orderNumber,
      status: "paid",
      currencyCode: cart.currencyCode,
      lines: orderLines
        .map((x) => ({
          id: x.id,
          kind: "product" as const,
          productId: x.productId,
          name: x.name,
          quantity: x.quantity,
          unitPrice: money(x.unitPrice),
          lineTotal: money(x.unitPrice * x.quantity),
          displayUnitPrice: display(x.unitPrice),
          displayLineTotal: display(x.unitPrice * x.quantity),
        }))
        .sort((x, y) => x.name.localeCompare(y.name)),
      subtotal: money(subtotal),
      displaySubtotal: display(subtotal),
      shipping: money(shipping.amount),
      displayShipping: display(shipping.amount),
      total: money(total),
      displayTotal: display(total),
      pointsEarned,
      shippingAddress: address,
      paymentMethod: { id: method.id, paymentMethod: method.paymentMethod, cardType: method.cardType, cardLast4: method.cardLast4 },
      createdAt: created.createdAt,
    };

    const cu = schema.customers;
    const [who] = await tx
      .select({ email: cu.email, firstName: cu.firstName })
      .from(cu)
      .where(and(eq(cu.tenantId, tenantId), eq(cu.id, customerId)))
      .limit(1);
    const [store] = await tx.select({ name: schema.tenants.name }).from(schema.tenants).where(eq(schema.tenants.id, tenantId)).limit(1);
    if (who)
      await queueMail({
        executor: tx,
        tenantId,
        mails: [
          orderConfirmationEmail({
            storeName: store?.name ?? "our store",
            to: who.email,
            firstName: who.firstName ?? "there",
            order: placed,
          }),
        ],
      });
    return placed;
  });
  if (soldOut.length > 0) invalidateTags(tenantId, [catalogTag]);
  nudgeOutboxWorker();
  return order;
}
