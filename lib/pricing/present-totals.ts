import { formatMoney, toMajorUnits } from "../money";
import type { LineMoney, OrderTotalsAnswer } from "./schemas";
import type { OrderTotals, PricedLine } from "./types";

/** Minor units of a market's currency to the API's number (major units) and display string (its locale). */
export function marketMoney(market: { currencyCode: string; locale?: string }) {
  const { currencyCode, locale } = market;
  return {
    amount: (minor: number) => toMajorUnits(minor, currencyCode),
    display: (minor: number) => formatMoney(minor, currencyCode, { locale }),
  };
}

/** The calculator's totals in the API's money style. */
export function presentTotals(totals: OrderTotals, locale?: string): OrderTotalsAnswer {
  const { amount, display } = marketMoney({ currencyCode: totals.currencyCode, locale });
  return {
    currencyCode: totals.currencyCode,
    marketId: totals.marketId,
    taxIncluded: totals.taxIncluded,
    subtotal: amount(totals.subtotal),
    displaySubtotal: display(totals.subtotal),
    discountTotal: amount(totals.discountTotal),
    displayDiscountTotal: display(totals.discountTotal),
    pointsValue: amount(totals.pointsValue),
    displayPointsValue: display(totals.pointsValue),
    pointsRedeemed: totals.pointsRedeemed,
    shipping: amount(totals.shipping),
    displayShipping: display(totals.shipping),
    taxTotal: amount(totals.taxTotal),
    displayTaxTotal: display(totals.taxTotal),
    taxLines: totals.taxLines.map((t) => ({ name: t.name, rate: t.rate, amount: amount(t.amount), displayAmount: display(t.amount) })),
    total: amount(totals.total),
    displayTotal: display(totals.total),
    pointsEarned: totals.pointsEarned,
    estimated: totals.estimated,
  };
}

/** A priced line's money in the API's style (a cart's product and ticket lines alike). */
export function presentLineMoney(line: PricedLine, money: ReturnType<typeof marketMoney>): LineMoney {
  const { amount, display } = money;
  return {
    unitPrice: amount(line.unitPrice),
    lineTotal: amount(line.lineTotal),
    lineSubtotal: amount(line.lineSubtotal),
    displayUnitPrice: display(line.unitPrice),
    displayLineTotal: display(line.lineTotal),
    displayLineSubtotal: display(line.lineSubtotal),
    discount: amount(line.discount),
    tax: amount(line.tax),
  };
}
