import { OrderNotFound } from "@/components/checkout/order-not-found";

/** The guest order page's 404: no token, or a token that opens no order. */
export default function GuestOrderNotFound() {
  return (
    <div className="container section-tight">
      <OrderNotFound />
    </div>
  );
}
