import { isValidPhoneNumber } from "libphonenumber-js";

export const phoneNotValidForCountry =
  "The phone field must be a valid phone number for the address's country (or an international number starting with +).";

/** A number as dialled in `countryCode`, or an international one (+…) of any country. */
export function isPhoneNumberFor(phone: string, countryCode: string): boolean {
  try {
    return isValidPhoneNumber(phone, countryCode as Parameters<typeof isValidPhoneNumber>[1]);
  } catch {
    return false;
  }
}
