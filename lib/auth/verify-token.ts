import { and, eq, gt, gte, isNull, or } from "drizzle-orm";
import { decodeProtectedHeader, errors as joseErrors, jwtVerify } from "jose";
import { getDb, schema } from "@/db/client";
import { sha256Hex } from "./hash";
import { issuer, operatorTokenMaxTtlSeconds, signingKey, tokenSettings, type TokenKind } from "./keys";
import { cachedToken, rememberToken } from "./token-cache";
import { UnauthenticatedError } from "../errors/domain";
import type { StaffRole } from "./staff-roles";
import { isStaffSessionToken } from "./staff-session-tokens";
import { verifyStaffSession, type StaffIdentity } from "./verify-staff-session";

/** `private`: the token is kept on a server and may name the buyer's address (X-Buyer-IP). */
export type TenantCaller = { tenantId: string; tokenId: string; private: boolean };
export type AccountCaller = { tenantId: string; customerId: string; jti: string; expiresAt: number };
/**
 * An operator: a CLI operator token (the machine's operator, an owner's powers) or a staff member's back-office
 * session (`staff` set, `role` theirs).
 */
export type OperatorCaller = { tenantId: string; expiresAt: number; role: StaffRole; staff: StaffIdentity | null };

export function bearerToken(header: string | null): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * The kind a token says it is (its header's `typ`), unverified: for routes taking more than one kind, to verify it
 * as that kind first instead of failing a signature check as the other. undefined for anything that is not a JWT.
 */
export function claimedTokenKind(token: string | undefined): TokenKind | undefined {
  if (!token) return undefined;
  try {
    const { typ } = decodeProtectedHeader(token);
    return (Object.keys(tokenSettings) as TokenKind[]).find((kind) => tokenSettings[kind].typ === typ);
  } catch {
    return undefined;
  }
}

async function verifySignature(token: string, kind: TokenKind) {
  try {
    const { payload } = await jwtVerify(token, signingKey(kind), {
      algorithms: ["HS256"],
      audience: tokenSettings[kind].audience,
      issuer,
      typ: tokenSettings[kind].typ,
      requiredClaims: kind === "api" ? ["sub", "jti"] : kind === "account" ? ["sub", "jti", "iat", "exp"] : ["sub", "exp"],
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw new UnauthenticatedError();
    throw error;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function verifyApiToken(token: string | undefined): Promise<TenantCaller> {
  if (!token) throw new UnauthenticatedError();
  const cached = cachedToken<TenantCaller>(`api:${token}`);
  if (cached) return cached;
  const payload = await verifySignature(token, "api");
  if (typeof payload.sub !== "string" || !uuidPattern.test(payload.sub) || typeof payload.jti !== "string")
    throw new UnauthenticatedError();
  const db = await getDb();
  const [row] = await db
    .select({ id: schema.apiTokens.id, tenantId: schema.apiTokens.tenantId, private: schema.apiTokens.private })
    .from(schema.apiTokens)
    .where(
      and(
        eq(schema.apiTokens.jtiHash, sha256Hex(payload.jti)),
        eq(schema.apiTokens.tenantId, payload.sub),
        isNull(schema.apiTokens.revokedAt),
      ),
    )
    .limit(1);
  if (!row) throw new UnauthenticatedError();
  const caller = { tenantId: row.tenantId, tokenId: row.id, private: row.private };
  rememberToken(`api:${token}`, caller);
  return caller;
}

export async function verifyAccountToken(token: string | undefined): Promise<AccountCaller> {
  if (!token) throw new UnauthenticatedError();
  const cached = cachedToken<AccountCaller>(`account:${token}`);
  if (cached && cached.expiresAt * 1000 > Date.now()) return cached;
  const payload = await verifySignature(token, "account");
  const { sub, jti, tid, iat, exp } = payload;
  if (
    typeof sub !== "string" ||
    typeof tid !== "string" ||
    typeof jti !== "string" ||
    typeof iat !== "number" ||
    typeof exp !== "number" ||
    !uuidPattern.test(sub) ||
    !uuidPattern.test(tid)
  )
    throw new UnauthenticatedError();
  const db = await getDb();
  const [row] = await db
    .select({ id: schema.accountTokens.id })
    .from(schema.accountTokens)
    .innerJoin(schema.customers, eq(schema.customers.id, schema.accountTokens.customerId))
    .where(
      and(
        eq(schema.accountTokens.jtiHash, sha256Hex(jti)),
        eq(schema.accountTokens.customerId, sub),
        eq(schema.accountTokens.tenantId, tid),
        eq(schema.customers.tenantId, tid),
        isNull(schema.accountTokens.revokedAt),
        gt(schema.accountTokens.expiresAt, new Date().toISOString()),
        // Full precision (microseconds): a token issued before the last reset or sign-out everywhere is refused.
        or(isNull(schema.customers.tokensValidAfter), gte(schema.accountTokens.createdAt, schema.customers.tokensValidAfter)),
      ),
    )
    .limit(1);
  if (!row) throw new UnauthenticatedError();
  const caller = { tenantId: tid, customerId: sub, jti, expiresAt: exp };
  rememberToken(`account:${token}`, caller);
  return caller;
}

/**
 * Operator tokens (extension): short-lived HS256 JWTs from `npm run cli -- operator-token create`, `sub` = tenant id.
 * Not stored: they expire within an hour. The tenant must still exist.
 */
export async function verifyOperatorToken(token: string | undefined): Promise<OperatorCaller> {
  if (!token) throw new UnauthenticatedError();
  const cached = cachedToken<OperatorCaller>(`operator:${token}`);
  if (cached && cached.expiresAt * 1000 > Date.now()) return cached;
  if (isStaffSessionToken(token)) {
    const staff = await verifyStaffSession(token);
    if (!staff) throw new UnauthenticatedError();
    const { tenantId, ...identity } = staff;
    const caller: OperatorCaller = { tenantId, expiresAt: staff.expiresAt, role: staff.role, staff: identity };
    rememberToken(`operator:${token}`, caller);
    return caller;
  }
  const payload = await verifySignature(token, "operator");
  const { sub, iat, exp } = payload;
  if (typeof sub !== "string" || !uuidPattern.test(sub) || typeof exp !== "number") throw new UnauthenticatedError();
  // At most an hour of life: from now (a minute of clock skew allowed), and from iat when it is given.
  const now = Math.floor(Date.now() / 1000);
  if (exp - now > operatorTokenMaxTtlSeconds + 60) throw new UnauthenticatedError();
  if (iat !== undefined && (typeof iat !== "number" || exp - iat > operatorTokenMaxTtlSeconds || iat > now + 60))
    throw new UnauthenticatedError();
  const db = await getDb();
  const [row] = await db.select({ id: schema.tenants.id }).from(schema.tenants).where(eq(schema.tenants.id, sub)).limit(1);
  if (!row) throw new UnauthenticatedError();
  const caller: OperatorCaller = { tenantId: row.id, expiresAt: exp, role: "owner", staff: null };
  rememberToken(`operator:${token}`, caller);
  return caller;
}
