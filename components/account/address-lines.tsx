/** A postal address as the account, checkout and order pages show it. No hooks: server and client components use it. */
type PostalAddress = {
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postalCode: string;
  countryCode: string;
  phone?: string | null;
};

const regionNames = new Intl.DisplayNames(["en-GB"], { type: "region" });
export const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

export function AddressLines({ address }: { address: PostalAddress }) {
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
