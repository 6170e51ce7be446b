import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ContactForm } from "@/components/contact/contact-form";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = {
  title: "Contact us",
  description: "Questions about an order, a subscription or wholesale? Send us a message.",
};

export default function ContactPage() {
  return (
    <div className="container">
      <PageHeader
        title="Contact us"
        crumbs={[{ label: "Contact" }]}
        lede="Questions about an order, your subscription or wholesale? We usually reply within one working day."
      />
      <div className="contact-layout">
        <div>
          <ul className="info-list">
            <li>
              <strong>Orders and subscriptions</strong>
              <span className="muted">
                Manage deliveries and cards in <Link href="/account">your account</Link>, or drop us a line.
              </span>
            </li>
            <li>
              <strong>Delivery and returns</strong>
              <span className="muted">
                See <Link href="/pages/shipping-and-returns">shipping and returns</Link>.
              </span>
            </li>
            <li>
              <strong>The roastery</strong>
              <span className="muted">Unit 4, Railway Arches, Bristol BS1 6QH · Monday to Friday, 8am to 4pm</span>
            </li>
          </ul>
        </div>
        <ContactForm />
      </div>
    </div>
  );
}
