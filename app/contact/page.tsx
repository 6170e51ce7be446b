import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { countryName } from "@/components/account/address-lines";
import { ContactForm } from "@/components/contact/contact-form";
import { getStorefrontTenant } from "@/lib/api/storefront-tenant";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = {
  title: "Contact us",
  description: "Questions about an order, a subscription or wholesale? Send us a message.",
};

export default async function ContactPage() {
  const store = await getStorefrontTenant();
  const a = store.address;
  const address = a
    ? [a.line1, a.line2, [a.postalCode, a.city].filter(Boolean).join(" "), a.region, a.countryCode ? countryName(a.countryCode) : null]
        .filter(Boolean)
        .join(", ")
    : "";
  return (
    <div className="container">
      <PageHeader
        title="Contact us"
        crumbs={[{ label: "Contact" }]}
        lede="Questions about an order or your subscription? Send us a message and we will reply by e-mail."
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
            {store.contactEmail || store.phone ? (
              <li>
                <strong>E-mail and phone</strong>
                <span className="muted">
                  {store.contactEmail ? <a href={`mailto:${store.contactEmail}`}>{store.contactEmail}</a> : null}
                  {store.contactEmail && store.phone ? " · " : null}
                  {store.phone ? <a href={`tel:${store.phone.replace(/[^+0-9]/g, "")}`}>{store.phone}</a> : null}
                </span>
              </li>
            ) : null}
            {address ? (
              <li>
                <strong>{store.name}</strong>
                <span className="muted">{address}</span>
              </li>
            ) : null}
          </ul>
        </div>
        <ContactForm />
      </div>
    </div>
  );
}
