"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField, TextField } from "@/components/ui/field";
import { QueryState } from "@/components/ui/query-state";
import { ResultAlert } from "@/components/ui/result-alert";
import { useAddresses, useCreateAddress, useDeleteAddress, useUpdateAddress, type AddressFields } from "@/hooks/use-addresses";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { formText } from "@/components/ui/form-text";
import { useFormCheck } from "@/components/ui/form-check";
import { addressFormat } from "@/components/address/address-format";
import { RegionField } from "@/components/address/region-field";
import { AddressLines, countryName } from "./address-lines";
import type { Address } from "@storefront/sdk";

export { AddressLines, countryName } from "./address-lines";

export const countries = ["GB", "IE", "FR", "DE", "NL", "BE", "ES", "IT", "PT", "AT", "DK", "SE", "NO", "FI", "CH", "US", "CA", "AU", "NZ"];

export function AddressForm({ onDone, address }: { onDone: (a: Address) => void; address?: Address }) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const mutation = address ? update : create;
  const local = useFormCheck();
  const [country, setCountry] = useState(address?.countryCode ?? "GB");
  const errors = { ...(mutation.error instanceof ApiRequestError ? mutation.error.fieldErrors : {}), ...local.errors };
  // Field ids stay unique on the page when an address is edited in place; names are what the API calls them.
  const p = address ? `edit-${address.id}-` : "";
  const titleId = address ? `edit-address-title-${address.id}` : "new-address-title";
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!local.check(form)) return mutation.reset();
    const f = new FormData(form);
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
    const onError = (error: Error) => {
      const first = error instanceof ApiRequestError ? Object.keys(error.fieldErrors)[0] : undefined;
      if (first) requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    };
    if (address) {
      // Only a new default is sent: the current default stays one until another address is chosen.
      const { isDefault, ...fields } = input;
      update.mutate({ id: address.id, input: isDefault ? { ...fields, isDefault } : fields }, { onSuccess: (a) => onDone(a), onError });
    } else create.mutate(input, { onSuccess: (a) => onDone(a), onError });
  }
  return (
    <form
      className="form card card-body"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      data-testid={address ? "edit-address-form" : undefined}
    >
      <h2 id={titleId} style={{ fontSize: "1.3rem", margin: 0 }}>
        {address ? `Edit the address at ${address.line1}` : "New address"}
      </h2>
      {mutation.error && !Object.keys(errors).length ? <Alert tone="error">{mutation.error.message}</Alert> : null}
      <div className="form-row">
        <TextField
          id={`${p}firstName`}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          defaultValue={address?.firstName}
          error={errors.firstName}
        />
        <TextField
          id={`${p}lastName`}
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
          defaultValue={address?.lastName}
          error={errors.lastName}
        />
      </div>
      <TextField
        id={`${p}company`}
        name="company"
        label="Company (optional)"
        autoComplete="organization"
        defaultValue={address?.company ?? ""}
        error={errors.company}
      />
      <TextField
        id={`${p}line1`}
        name="line1"
        label="Address line 1"
        autoComplete="address-line1"
        required
        defaultValue={address?.line1}
        error={errors.line1}
      />
      <TextField
        id={`${p}line2`}
        name="line2"
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        defaultValue={address?.line2 ?? ""}
        error={errors.line2}
      />
      <div className="form-row">
        <TextField
          id={`${p}city`}
          name="city"
          label="Town or city"
          autoComplete="address-level2"
          required
          defaultValue={address?.city}
          error={errors.city}
        />
        <RegionField id={`${p}region`} countryCode={country} defaultValue={address?.region} error={errors.region} />
      </div>
      <div className="form-row">
        <TextField
          id={`${p}postalCode`}
          name="postalCode"
          label={addressFormat(country).postalLabel}
          autoComplete="postal-code"
          required
          defaultValue={address?.postalCode}
          error={errors.postalCode}
        />
        <SelectField
          id={`${p}countryCode`}
          name="countryCode"
          label="Country"
          autoComplete="country"
          required
          value={country}
          onChange={(e) => setCountry(e.currentTarget.value)}
          error={errors.countryCode}
        >
          {(address && !countries.includes(address.countryCode) ? [address.countryCode, ...countries] : countries).map((c) => (
            <option key={c} value={c}>
              {countryName(c)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        id={`${p}phone`}
        name="phone"
        type="tel"
        label="Phone (optional)"
        autoComplete="tel"
        defaultValue={address?.phone ?? ""}
        error={errors.phone}
      />
      {address?.isDefault ? (
        <p className="muted small" style={{ margin: 0 }}>
          This is your default address. To change that, make another address the default.
        </p>
      ) : (
        <label className="checkbox">
          <input type="checkbox" name="isDefault" /> Make this my default address
        </label>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={mutation.isPending}>
          {mutation.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {address ? "Save changes" : "Save address"}
        </button>
      </div>
    </form>
  );
}

export function AddressBook() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
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
              setEditing(null);
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
      {notice ? <ResultAlert tone="success" message={notice} testId="address-result" /> : null}
      {failure ? <ResultAlert tone="error" message={failure} /> : null}
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
                {editing === a.id ? (
                  <div style={{ flex: 1 }}>
                    <AddressForm
                      address={a}
                      onDone={(saved) => {
                        setEditing(null);
                        setFailure(null);
                        setNotice(`The address at ${saved.line1}, ${saved.city} was updated.`);
                      }}
                    />
                    <div className="button-row" style={{ marginTop: "0.5rem" }}>
                      <button type="button" className="button button-small button-ghost" onClick={() => setEditing(null)}>
                        Cancel editing
                      </button>
                    </div>
                  </div>
                ) : (
                  <>
                    <div>
                      <h2 style={{ fontSize: "1.1rem", marginBottom: "0.35rem" }}>
                        {a.firstName} {a.lastName} {a.isDefault ? <span className="badge badge-green">Default</span> : null}
                      </h2>
                      <AddressLines address={a} />
                    </div>
                    <div className="button-row">
                      <button
                        type="button"
                        className="button button-small button-ghost"
                        onClick={() => {
                          setEditing(a.id);
                          setAdding(false);
                          setNotice(null);
                          setFailure(null);
                          requestAnimationFrame(() => document.getElementById(`edit-${a.id}-firstName`)?.focus());
                        }}
                        aria-label={`Edit the address at ${a.line1}, ${a.city}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button-small button-ghost"
                        onClick={() => setToDelete(a)}
                        aria-label={`Delete the address at ${a.line1}, ${a.city}`}
                      >
                        Delete
                      </button>
                    </div>
                  </>
                )}
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
