import "next-auth";
import "next-auth/jwt";

/** What the storefront keeps in its next-auth session: the API's account token and who it belongs to. */
declare module "next-auth" {
  interface User {
    id: string;
    accountToken: string;
    accountTokenExpiresAt: string;
    firstName: string | null;
    lastName: string | null;
  }
  interface Session {
    accountToken: string;
    accountTokenExpiresAt: string;
    customer: { id: string; email: string; firstName: string | null; lastName: string | null };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    accountToken?: string;
    accountTokenExpiresAt?: string;
    customer?: { id: string; email: string; firstName: string | null; lastName: string | null };
  }
}
