"use client";

import { SelectField, TextField } from "@/components/ui/field";
import { addressFormat } from "./address-format";

/**
 * The address's region as `countryCode` writes it: a list of states (US, Canada, Australia), a free text county
 * (UK, Ireland), or nothing where a parcel names no region (Germany, France…). Keyed by the country, so a value
 * typed for one country is not sent for another.
 */
export function RegionField({
  id,
  countryCode,
  defaultValue,
  error,
  onCommit,
}: {
  id: string;
  countryCode: string;
  defaultValue?: string | null;
  error?: string[];
  /** Called with the region once chosen (a state picked, a county left). */
  onCommit?: (region: string) => void;
}) {
  const region = addressFormat(countryCode).region;
  if (!region) return null;
  if (region.options)
    return (
      <SelectField
        key={countryCode}
        id={id}
        name="region"
        label={region.label}
        autoComplete="address-level1"
        required={region.required}
        defaultValue={defaultValue ?? ""}
        error={error}
        onChange={(e) => onCommit?.(e.currentTarget.value)}
      >
        <option value="" disabled>
          Choose…
        </option>
        {region.options.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
    );
  return (
    <TextField
      key={countryCode}
      id={id}
      name="region"
      label={region.label}
      autoComplete="address-level1"
      required={region.required}
      defaultValue={defaultValue ?? ""}
      error={error}
      onBlur={(e) => onCommit?.(e.currentTarget.value)}
    />
  );
}
