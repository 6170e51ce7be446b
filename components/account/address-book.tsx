"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField, TextField } from "@/components/ui/field";
import { QueryState } from "@/components/ui/query-state";
import { useAddresses, useCreateAddress, useDeleteAddress, type AddressFields } from "@/hooks/use-addresses";
import type { Address } from "@/lib/account/schemas";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { formText } from "@/components/ui/form-text";

const countries = ["GB", "IE", "FR", "DE", "NL", "BE", "ES", "IT", "PT", "AT", "DK", "SE", "NO", "FI", "CH", "US", "CA", "AU", "NZ"];
const regionNames = new Intl.DisplayNames(["en-GB"], { type: "region" });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

export function AddressLines({ address }: { address: Address }) {
  return (
    <address>
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.line1}
      <br />
      {address.line2 ? (
        <>
          {address.line2}
          <br />
        </>
      ) : null}
      {address.city}
      {address.region ? `, ${address.region}` : ""} {address.postalCode}
      <br />
      {countryName(address.countryCode)}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}

export function AddressForm({ onDone }: { onDone: (a: Address) => void }) {
  const create = useCreateAddress();
  const errors = create.error instanceof ApiRequestError ? create.error.fieldErrors : {};
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (name: string) => formText(f, name);
    const input: AddressFields = {
      firstName: text("firstName"),
      lastName: text("lastName"),
      company: text("company"),
      line1: text("line1"),
      line2: text("line2"),
      city: text("city"),
      region: text("region"),
      postalCode: text("postalCode"),
      countryCode: text("countryCode"),
      phone: text("phone"),
      isDefault: f.get("isDefault") === "on",
    };
    create.mutate(input, { onSuccess: (a) => onDone(a) });
  }
  return (
    <form className="form card card-body" onSubmit={onSubmit} noValidate aria-labelledby="new-address-title">
      <h2 id="new-address-title" style={{ fontSize: "1.3rem", margin: 0 }}>
        New address
      </h2>
      {create.error && !Object.keys(errors).length ? <Alert tone="error">{create.error.message}</Alert> : null}
      <div className="form-row">
        <TextField id="firstName" label="First name" autoComplete="given-name" required error={errors.firstName} />
        <TextField id="lastName" label="Last name" autoComplete="family-name" required error={errors.lastName} />
      </div>
      <TextField id="company" label="Company (optional)" autoComplete="organization" error={errors.company} />
      <TextField id="line1" label="Address line 1" autoComplete="address-line1" required error={errors.line1} />
      <TextField id="line2" label="Address line 2 (optional)" autoComplete="address-line2" error={errors.line2} />
      <div className="form-row">
        <TextField id="city" label="Town or city" autoComplete="address-level2" required error={errors.city} />
        <TextField id="region" label="County or region (optional)" autoComplete="address-level1" error={errors.region} />
      </div>
      <div className="form-row">
        <TextField id="postalCode" label="Postcode" autoComplete="postal-code" required error={errors.postalCode} />
        <SelectField id="countryCode" label="Country" autoComplete="country" required defaultValue="GB" error={errors.countryCode}>
          {countries.map((c) => (
            <option key={c} value={c}>
              {countryName(c)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField id="phone" type="tel" label="Phone (optional)" autoComplete="tel" error={errors.phone} />
      <label className="checkbox">
        <input type="checkbox" name="isDefault" /> Make this my default address
      </label>
      <div className="button-row">
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Save address
        </button>
      </div>
    </form>
  );
}

export function AddressBook() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <div className="grid" style={{ gap: "1.5rem" }}>
      <div className="section-head" style={{ marginBottom: 0 }}>
        <div>
          <h1 style={{ marginBottom: "0.25rem" }}>Addresses</h1>
          <p className="muted" style={{ margin: 0 }}>
            Where we deliver your orders and subscription boxes.
          </p>
        </div>
        {!adding ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setAdding(true);
              setNotice(null);
            }}
          >
            Add an address
          </button>
        ) : (
          <button type="button" className="button button-ghost" onClick={() => setAdding(false)}>
            Cancel
          </button>
        )}
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {adding ? (
        <AddressForm
          onDone={(a) => {
            setAdding(false);
            setNotice(`Address at ${a.line1}, ${a.city} saved.`);
          }}
        />
      ) : null}
      <QueryState isPending={addresses.isPending} error={addresses.error} retry={() => void addresses.refetch()} label="your addresses">
        {addresses.data?.length ? (
          <ul className="card" style={{ listStyle: "none", margin: 0, padding: 0 }} aria-label="Saved addresses">
            {addresses.data.map((a) => (
              <li className="list-row" key={a.id} data-testid="address">
                <div>
                  <h2 style={{ fontSize: "1.1rem", marginBottom: "0.35rem" }}>
                    {a.firstName} {a.lastName} {a.isDefault ? <span className="badge badge-green">Default</span> : null}
                  </h2>
                  <AddressLines address={a} />
                </div>
                <button
                  type="button"
                  className="button button-small button-ghost"
                  onClick={() => setToDelete(a)}
                  aria-label={`Delete the address at ${a.line1}, ${a.city}`}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No saved addresses">Add one to speed through checkout.</EmptyState>
        )}
      </QueryState>
      <ConfirmDialog
        open={!!toDelete}
        title="Delete this address?"
        confirmLabel="Delete address"
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          const deleted = toDelete;
          remove.mutate(deleted.id, {
            onSuccess: () => {
              setFailure(null);
              setNotice(`The address at ${deleted.line1}, ${deleted.city} was deleted.`);
              setToDelete(null);
            },
            onError: (error) => {
              setNotice(null);
              setToDelete(null);
              setFailure(error.message);
            },
          });
        }}
      >
        {toDelete ? (
          <p>
            {toDelete.line1}, {toDelete.city} {toDelete.postalCode} will be removed from your address book.
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
