import type { Metadata } from "next";
import { countryChoices, countryName, timeZoneChoices } from "@/lib/admin/choices";
import { requireStaff } from "@/lib/admin/session";
import { weightUnits } from "@/lib/settings/schemas";
import { AdminField, AdminForm, AdminSection } from "../../_components/admin-form";
import { removeStoreImage, saveStore, uploadStoreImage } from "./actions";
import { ReadOnlyNote, StoreSettingsNav } from "./fields";
import { StoreImageForm } from "./store-image-form";

export const metadata: Metadata = { title: "Store settings" };

/** The store's own settings (GET/PATCH /operator/store): owners change them, staff see them. */
export default async function AdminStorePage() {
  const { caller, csrfToken, staff } = await requireStaff();
  const { data: settings } = await caller.getStoreSettings();
  // The API names the images by their absolute URL; the back office shows them from the origin it is open on (a
  // store's own host name, which the page's content policy allows), so by their path.
  const store = { ...settings, logoUrl: pathOf(settings.logoUrl), socialImageUrl: pathOf(settings.socialImageUrl) };
  const a = store.address;
  return (
    <>
      <h1>Store settings</h1>
      <StoreSettingsNav current="/admin/store" />
      {staff.role !== "owner" ? (
        <>
          <ReadOnlyNote />
          <dl className="admin-dl">
            <dt>Name</dt>
            <dd>{store.name}</dd>
            <dt>Tagline</dt>
            <dd>{store.tagline ?? "—"}</dd>
            <dt>Announcement</dt>
            <dd>{store.announcement ?? "—"}</dd>
            <dt>Contact e-mail</dt>
            <dd>{store.contactEmail ?? "—"}</dd>
            <dt>Phone</dt>
            <dd>{store.phone ?? "—"}</dd>
            <dt>Address</dt>
            <dd>
              {a ? [a.line1, a.line2, `${a.postalCode} ${a.city}`, a.region, countryName(a.countryCode)].filter(Boolean).join(", ") : "—"}
            </dd>
            <dt>Time zone</dt>
            <dd>{store.timezone}</dd>
            <dt>Weight unit</dt>
            <dd>{store.weightUnit}</dd>
            <dt>Guest checkout</dt>
            <dd>{store.guestCheckout ? "on: shoppers may buy without an account" : "off: shoppers sign in to buy"}</dd>
            <dt>Primary currency</dt>
            <dd>{store.currencyCode ?? "—"}</dd>
            <dt>Logo</dt>
            <dd>{store.logoUrl ? <ImagePreview url={store.logoUrl} label="The store's logo" /> : "— (the name is shown)"}</dd>
            <dt>Social image</dt>
            <dd>{store.socialImageUrl ? <ImagePreview url={store.socialImageUrl} label="The store's social image" /> : "—"}</dd>
          </dl>
        </>
      ) : (
        <AdminForm action={saveStore} csrfToken={csrfToken} submit="Save store settings" label="Store settings">
          <AdminSection title="Name and words">
            <AdminField name="name" label="Store name" required defaultValue={store.name} />
            <AdminField
              name="tagline"
              label="Tagline: the home page's heading and the footer (optional)"
              defaultValue={store.tagline ?? ""}
            />
            <AdminField
              name="announcement"
              label="Announcement bar: delivery terms or a sale (optional)"
              defaultValue={store.announcement ?? ""}
            />
          </AdminSection>
          <AdminSection title="Contact">
            <AdminField name="contactEmail" label="Contact e-mail" type="email" defaultValue={store.contactEmail ?? ""} />
            <AdminField name="phone" label="Phone" type="tel" defaultValue={store.phone ?? ""} />
            <fieldset className="admin-fieldset">
              <legend>Address (leave every line blank for none)</legend>
              <AdminField name="address.line1" label="Address line 1" defaultValue={a?.line1 ?? ""} />
              <AdminField name="address.line2" label="Address line 2 (optional)" defaultValue={a?.line2 ?? ""} />
              <AdminField name="address.city" label="Town or city" defaultValue={a?.city ?? ""} />
              <AdminField name="address.region" label="Region (optional)" defaultValue={a?.region ?? ""} />
              <AdminField name="address.postalCode" label="Postcode" defaultValue={a?.postalCode ?? ""} />
              <AdminField
                name="address.countryCode"
                label="Country"
                options={[{ value: "", label: "—" }, ...countryChoices()]}
                defaultValue={a?.countryCode ?? ""}
              />
            </fieldset>
          </AdminSection>
          <AdminSection title="Time, weight and checkout">
            <AdminField
              name="timezone"
              label="Time zone (event times are shown in it)"
              options={timeZoneChoices()}
              defaultValue={store.timezone}
            />
            <AdminField
              name="weightUnit"
              label="Weight unit"
              options={weightUnits.map((u) => ({ value: u, label: u }))}
              defaultValue={store.weightUnit}
            />
            <AdminField
              name="guestCheckout"
              type="checkbox"
              label="Guest checkout: shoppers may buy without an account"
              defaultChecked={store.guestCheckout}
            />
          </AdminSection>
        </AdminForm>
      )}
      {staff.role === "owner" && (
        <>
          <h2>Logo and social image</h2>
          <p className="admin-muted">
            JPEG, PNG, WebP or AVIF, at most 10 MiB. The logo replaces the store&apos;s name in the storefront&apos;s header; the social
            image is the picture link previews show (about 1200 × 630 pixels suits most sites). Both go to the media library.
          </p>
          <div className="admin-grid-2">
            {(["logo", "socialImage"] as const).map((field) => (
              <div key={field}>
                <StoreImageForm
                  action={uploadStoreImage.bind(null, field)}
                  csrfToken={csrfToken}
                  field={field}
                  label={field === "logo" ? "Logo" : "Social image"}
                  hint={field === "logo" ? "Logo file" : "Social image file"}
                  currentUrl={field === "logo" ? store.logoUrl : store.socialImageUrl}
                />
                {(field === "logo" ? store.logo : store.socialImage) && (
                  <AdminForm
                    action={removeStoreImage.bind(null, field)}
                    csrfToken={csrfToken}
                    submit={field === "logo" ? "Remove the logo" : "Remove the social image"}
                    label={field === "logo" ? "Remove the logo" : "Remove the social image"}
                    tone="secondary"
                    inline
                  />
                )}
              </div>
            ))}
          </div>
        </>
      )}
      <p className="admin-muted">
        Slug {store.slug}; catalogue prices are in {store.currencyCode ?? "the primary market's currency"}.
      </p>
    </>
  );
}

function ImagePreview({ url, label }: { url: string; label: string }) {
  return (
    <span className="admin-image-preview">
      {/* A served rendition of the media library: no image optimiser in front of it. */}
      {}
      <img src={url} alt={label} />
    </span>
  );
}

function pathOf(url: string | null): string | null {
  if (!url) return null;
  const { pathname, search } = new URL(url, "http://localhost");
  return pathname + search;
}
