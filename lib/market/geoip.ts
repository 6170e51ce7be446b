import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { getEnv } from "../env";
import { describeError, log } from "../log";

/**
 * geoip-lite, loaded with the country data only.
 *
 * Its package ships city and country databases (~160 MB) and loads the city ones when it finds them: 193 MB
 * resident. We only need countries, so the two country files are copied once into DATA_DIR/geoip and geoip-lite
 * is pointed at that directory before it is first loaded (59 MB, and 5x faster to load). An operator can set
 * GEODATADIR to a directory of their own (e.g. refreshed GeoLite2 country files) instead.
 * The data is MaxMind GeoLite2 (CC BY-SA 4.0, see node_modules/geoip-lite/LICENSE): it is copied, not committed.
 */
const countryFiles = ["geoip-country.dat", "geoip-country6.dat"];

type GeoIp = { lookup(ip: string): { country: string } | null };
let loading: Promise<GeoIp> | undefined;

function packageDataDir(): string {
  const requireFromApp = createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), "package.json"));
  return path.join(/*turbopackIgnore: true*/ path.dirname(requireFromApp.resolve("geoip-lite/package.json")), "data");
}

function sameSize(a: string, b: string): boolean {
  try {
    return statSync(a).size === statSync(b).size;
  } catch {
    return false;
  }
}

/** Copies the country files into dir (atomically, only when missing or changed); true when they are there. */
function ensureCountryFiles(sourceDir: string, dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (const file of countryFiles) {
      const source = path.join(/*turbopackIgnore: true*/ sourceDir, file);
      const target = path.join(/*turbopackIgnore: true*/ dir, file);
      if (existsSync(target) && sameSize(source, target)) continue;
      const temp = `${target}.${process.pid}.tmp`;
      copyFileSync(source, temp);
      chmodSync(temp, 0o600); // DATA_DIR stays private (a copy keeps the package file's 644)
      renameSync(temp, target);
    }
    return true;
  } catch (error) {
    log.warn("geoip_copy_failed", { dir, ...describeError(error) });
    return false;
  }
}

function chooseDataDir(): string | undefined {
  if (process.env.GEODATADIR) return undefined; // the operator's own directory: geoip-lite reads it
  const sourceDir = packageDataDir();
  for (const dir of [path.join(/*turbopackIgnore: true*/ path.resolve(getEnv().DATA_DIR), "geoip"), path.join(/*turbopackIgnore: true*/ os.tmpdir(), "storefront-geoip")]) {
    if (ensureCountryFiles(sourceDir, dir)) return dir;
  }
  log.warn("geoip_full_data", { reason: "could not copy the country files; loading the package's own data" });
  return undefined;
}

export function loadGeoIp(): Promise<GeoIp> {
  loading ??= (async () => {
    const dir = chooseDataDir();
    if (dir) (globalThis as typeof globalThis & { geodatadir?: string }).geodatadir = dir;
    const started = performance.now();
    const mod = (await import("geoip-lite")) as unknown as { default?: GeoIp } & GeoIp;
    const geoip = mod.default ?? mod;
    log.info("geoip_loaded", { dir: dir ?? process.env.GEODATADIR ?? "package", ms: Math.round(performance.now() - started) });
    return geoip;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** ISO 3166 alpha-2 country of an IP address, or undefined (private, loopback, unknown). */
export async function countryOf(address: string): Promise<string | undefined> {
  const geoip = await loadGeoIp();
  const country = geoip.lookup(address)?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : undefined;
}
