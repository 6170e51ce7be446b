import { schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";

const a = schema.addresses;

/** The columns of an address as the API shows it (shared by list and create). */
export const addressColumns = {
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  company: a.company,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  region: a.region,
  postalCode: a.postalCode,
  countryCode: a.countryCode,
  phone: a.phone,
  isDefault: a.isDefault,
  createdAt: isoSeconds(a.createdAt),
};

/** Generic on purpose: it never says whether the address exists for someone else. */
export const addressNotFoundMessage = "No query results for model.";
