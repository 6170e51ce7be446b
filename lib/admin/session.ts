import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { callOperation, createCaller, OperationError, type OperationCaller, type OperationOutput } from "@/lib/api/caller";
import { getEnv } from "@/lib/env";

/**
 * The back office's session (docs/back-office.md): a cookie of its own holding the staff session token that
 * POST /staff/sessions issued — the operator credential every back-office page calls the operator operations with,
 * in process. Separate from the shoppers' next-auth session: signing in to one never signs in to the other.
 */
export const adminSessionCookie = "sf_admin_session";

export type StaffIdentity = NonNullable<OperationOutput<"getOperatorIdentity">["data"]["staff"]>;
export type SignedInStaff = { staff: StaffIdentity; caller: OperationCaller; csrfToken: string };

function secureCookies(): boolean {
  return getEnv().APP_URL.startsWith("https://");
}

/** The CSRF token of a form: bound to the session (or, before sign-in, to the sign-in form and the hour). */
function csrfFor(binding: string): string {
  return createHmac("sha256", getEnv().authSecret).update(`storefront:admin-csrf:v1:${binding}`).digest("base64url");
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const loginBinding = (hoursAgo = 0) => `login:${Math.floor(Date.now() / 3_600_000) - hoursAgo}`;

/** The sign-in form's CSRF token (valid for this hour and the next). */
export function loginCsrfToken(): string {
  return csrfFor(loginBinding());
}

export function loginCsrfValid(token: FormDataEntryValue | null): boolean {
  return typeof token === "string" && (sameToken(token, csrfFor(loginBinding())) || sameToken(token, csrfFor(loginBinding(1))));
}

async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(adminSessionCookie)?.value;
}

/** The signed-in staff member, or undefined (no cookie, or a session that ended or expired). Once per request. */
export const currentStaff = cache(async (): Promise<SignedInStaff | undefined> => {
  const token = await sessionToken();
  if (!token) return undefined;
  try {
    const { data } = await callOperation("getOperatorIdentity", {}, { as: { operatorToken: token } });
    if (!data.staff) return undefined;
    return { staff: data.staff, caller: createCaller({ as: { operatorToken: token } }), csrfToken: csrfFor(`session:${token}`) };
  } catch (error) {
    if (error instanceof OperationError && error.status === 401) return undefined;
    throw error;
  }
});

/** Every back-office page but sign-in: the staff member, or a redirect to /admin/login. */
export async function requireStaff(): Promise<SignedInStaff> {
  const signedIn = await currentStaff();
  if (!signedIn) redirect("/admin/login");
  return signedIn;
}

/** Owners' pages: a staff member is sent to the dashboard. */
export async function requireOwner(): Promise<SignedInStaff> {
  const signedIn = await requireStaff();
  if (signedIn.staff.role !== "owner") redirect("/admin?denied=owner");
  return signedIn;
}

/** A form post's CSRF check against the session's token; false when it fails. */
export async function csrfValid(formData: FormData): Promise<boolean> {
  const token = await sessionToken();
  const sent = formData.get("csrf");
  return Boolean(token) && typeof sent === "string" && sameToken(sent, csrfFor(`session:${token}`));
}

export async function setStaffSession(token: string, expiresAt: string): Promise<void> {
  (await cookies()).set(adminSessionCookie, token, {
    httpOnly: true,
    sameSite: "strict",
    secure: secureCookies(),
    path: "/admin",
    expires: new Date(expiresAt),
  });
}

export async function clearStaffSession(): Promise<void> {
  (await cookies()).set(adminSessionCookie, "", { httpOnly: true, sameSite: "strict", secure: secureCookies(), path: "/admin", maxAge: 0 });
}
