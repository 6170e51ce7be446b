import { getEnv } from "../env";

let base: string | undefined;

/**
 * Stored image and media values are either absolute URLs or paths under the app (`/images/...`);
 * responses always carry absolute URLs, built from APP_URL for paths.
 */
export function absoluteUrl(value: string): string;
export function absoluteUrl(value: string | null | undefined): string | null;
export function absoluteUrl(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return value === "" ? "" : null;
  if (/^https?:\/\//i.test(value)) return value;
  base ??= getEnv().APP_URL.replace(/\/+$/, "");
  return `${base}${value.startsWith("/") ? "" : "/"}${value}`;
}

/** A link into the storefront, e.g. storefrontUrl("products", "kenya-nyeri") → https://shop.example/products/kenya-nyeri */
export function storefrontUrl(...segments: string[]): string {
  base ??= getEnv().APP_URL.replace(/\/+$/, "");
  return `${base}${storefrontPath(...segments)}`;
}

/** The storefront page as a path, e.g. storefrontPath("products", "kenya-nyeri") → /products/kenya-nyeri */
export function storefrontPath(...segments: string[]): string {
  return `/${segments.map(encodeURIComponent).join("/")}`;
}
