/**
 * The API's field errors speak in field names ("The line1 field is required."); the storefront shows them in
 * the shopper's words ("Enter the first line of the address"). Unknown messages keep their sense with the
 * field named as the form labels it.
 */

type FieldWords = { what: string; label: string };

const fields: Record<string, FieldWords> = {
  line1: { what: "the first line of the address", label: "First line of the address" },
  line2: { what: "the second line of the address", label: "Second line of the address" },
  city: { what: "the town or city", label: "Town or city" },
  postalCode: { what: "the postcode", label: "Postcode" },
  postcode: { what: "the postcode", label: "Postcode" },
  countryCode: { what: "the country", label: "Country" },
  country: { what: "the country", label: "Country" },
  state: { what: "the county or region", label: "County or region" },
  phone: { what: "a phone number", label: "Phone number" },
  company: { what: "the company name", label: "Company" },
  firstName: { what: "your first name", label: "First name" },
  lastName: { what: "your last name", label: "Last name" },
  name: { what: "your name", label: "Name" },
  email: { what: "your e-mail address", label: "E-mail address" },
  password: { what: "a password", label: "Password" },
  currentPassword: { what: "your current password", label: "Current password" },
  newPassword: { what: "a new password", label: "New password" },
  password_confirmation: { what: "the password again", label: "Password confirmation" },
  passwordConfirmation: { what: "the password again", label: "Password confirmation" },
  message: { what: "a message", label: "Message" },
  subject: { what: "a subject", label: "Subject" },
  token: { what: "the link from your e-mail", label: "Reset link" },
  quantity: { what: "a quantity", label: "Quantity" },
};

function wordsFor(field: string): FieldWords {
  const key = field.split(".").pop() ?? field;
  const known = fields[key] ?? fields[field];
  if (known) return known;
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return { what: `the ${spaced}`, label: spaced.charAt(0).toUpperCase() + spaced.slice(1) };
}

/** One API field message in plain words. */
export function plainFieldError(field: string, message: string): string {
  const { what, label } = wordsFor(field);
  const m = message.trim();
  if (/field is required|is required\.?$|must not be empty/i.test(m)) return `Enter ${what}`;
  let match = m.match(/must be at least (\d+) characters/i);
  if (match) return `${label} must be at least ${match[1]} characters long`;
  match = m.match(/must not be greater than (\d+) characters/i);
  if (match) return `${label} can be at most ${match[1]} characters long`;
  if (/valid email/i.test(m)) return "Enter an e-mail address like name@example.com";
  if (/has already been taken/i.test(m))
    return field === "email"
      ? "An account already uses this e-mail address: sign in or reset your password"
      : `This ${label.toLowerCase()} is already in use`;
  if (/confirmation does not match/i.test(m)) return "The two passwords don't match";
  if (/selected .* is invalid|must be a valid uuid/i.test(m)) return `Choose a valid ${label.toLowerCase()}`;
  if (/format is invalid|is invalid|must be a valid/i.test(m)) return `Enter a valid ${label.toLowerCase()}`;
  // Anything else: the API's sentence with the field named as the shopper sees it.
  return m.replace(/^The [a-z0-9 ._]+ field/i, label).replace(/\.$/, "");
}

export function plainFieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors))
    out[field] = (Array.isArray(messages) ? messages : [String(messages)]).map((m) => plainFieldError(field, String(m)));
  return out;
}
