import "server-only";
import { createHmac } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { getEnv } from "../env";
import type { ContentKind } from "./redirects";

/** A preview link shows a draft for an hour. */
export const previewTokenTtlSeconds = 60 * 60;

const audience = "storefront-content-preview";
const issuer = "storefront";

let key: Uint8Array | undefined;

/** Its own key derived from AUTH_SECRET, so no API, account or operator token can pass for a preview token. */
function previewKey(): Uint8Array {
  key ??= new Uint8Array(createHmac("sha256", getEnv().authSecret).update("storefront:content-preview:v1").digest());
  return key;
}

/** Signs a token that lets anyone holding it read one draft page or post of one store until it expires. */
export async function signPreviewToken({
  tenantId,
  kind,
  slug,
  now = new Date(),
}: {
  tenantId: string;
  kind: ContentKind;
  slug: string;
  now?: Date;
}): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + previewTokenTtlSeconds;
  const token = await new SignJWT({ kind, slug })
    .setProtectedHeader({ alg: "HS256", typ: "sf-preview+jwt" })
    .setSubject(tenantId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(previewKey());
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** Whether `token` was signed for this store, kind and slug and has not expired; false for anything else. */
export async function isPreviewTokenFor({
  token,
  tenantId,
  kind,
  slug,
}: {
  token: string;
  tenantId: string;
  kind: ContentKind;
  slug: string;
}): Promise<boolean> {
  if (token.length > 2000) return false;
  try {
    const { payload } = await jwtVerify(token, previewKey(), {
      algorithms: ["HS256"],
      typ: "sf-preview+jwt",
      issuer,
      audience,
      subject: tenantId,
    });
    return payload.kind === kind && payload.slug === slug;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return false;
    throw error;
  }
}
