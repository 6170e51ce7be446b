/**
 * The order summary shared by the signed-in checkout, the guest checkout and the guest order page: the lines and the
 * order calculator's totals exactly as the server answered them (lib/pricing). Each line shows its part of the
 * subtotal (before discounts and tax), so the column adds up as printed: lines to the subtotal, then the discount,
 * points, delivery and added tax to the total. Nothing here computes money; without totals (no answer yet) delivery
 * shows "—" and the total falls back to the server's subtotal.
 */
type SummaryLine = { id: string; quantity: number; name: string; displayLineSubtotal: string };
type SummaryTotals = {
  displaySubtotal: string;
  discountTotal: number;
  displayDiscountTotal: string;
  pointsValue?: number;
  displayPointsValue?: string;
  pointsRedeemed?: number;
  shipping: number;
  displayShipping: string;
  taxTotal: number;
  taxIncluded: boolean;
  displayTaxTotal: string;
  displayTotal: string;
};

export function OrderSummaryLines({
  lines,
  totals,
  displaySubtotal,
  testIdPrefix = "checkout",
}: {
  lines: SummaryLine[];
  totals: SummaryTotals | null | undefined;
  displaySubtotal: string;
  testIdPrefix?: "checkout" | "order";
}) {
  return (
    <>
      <ul className="summary-lines" data-testid={`${testIdPrefix}-lines`}>
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{line.displayLineSubtotal}</span>
          </li>
        ))}
        <li>
          <span>Subtotal</span>
          <span>{totals?.displaySubtotal ?? displaySubtotal}</span>
        </li>
        {totals && totals.discountTotal > 0 ? (
          <li>
            <span>Discount</span>
            <span data-testid={`${testIdPrefix}-discount`}>−{totals.displayDiscountTotal}</span>
          </li>
        ) : null}
        {totals?.pointsValue && totals.pointsValue > 0 ? (
          <li data-testid={`${testIdPrefix}-points`}>
            <span>Points{totals.pointsRedeemed ? ` (${totals.pointsRedeemed.toLocaleString("en-GB")})` : ""}</span>
            <span>−{totals.displayPointsValue}</span>
          </li>
        ) : null}
        <li>
          <span>Delivery</span>
          <span data-testid={`${testIdPrefix}-shipping`}>{!totals ? "—" : totals.shipping === 0 ? "Free" : totals.displayShipping}</span>
        </li>
        {totals && totals.taxTotal > 0 ? (
          <li>
            <span>{totals.taxIncluded ? "Including tax" : "Tax"}</span>
            <span data-testid={`${testIdPrefix}-tax`}>{totals.displayTaxTotal}</span>
          </li>
        ) : null}
      </ul>
      <div className="summary-total">
        <span>Total</span>
        <strong data-testid={`${testIdPrefix}-total`}>{totals?.displayTotal ?? displaySubtotal}</strong>
      </div>
    </>
  );
}
