/**
 * Security headers. Pages get their Content-Security-Policy from proxy.ts, with a nonce per request (no
 * 'unsafe-inline' for scripts); the pages are rendered per request anyway. API responses get the strictest
 * policy: they are JSON and never a document. Static files get no policy of their own (not documents).
 */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const common = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self)" },
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

import { fileURLToPath } from "node:url";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "@neondatabase/serverless",
    "@node-rs/argon2",
    "geoip-lite",
    "nodemailer",
    "pg-boss",
    "rate-limiter-flexible",
    "ioredis",
  ],
  typescript: { tsconfigPath: "tsconfig.json" },
  // The cached page bodies live in our own handler (Next's documented interface), which edits made outside a
  // request can expire too (lib/cache/revalidate-pages.ts).
  cacheHandlers: { default: fileURLToPath(new URL("./lib/cache/page-cache-handler.mjs", import.meta.url)) },
  // `"use cache"` for the public pages' bodies (lib/storefront/page-cache.ts) without cacheComponents: the layout
  // stays per request (CSP nonce, session, market), which cacheComponents would refuse outside <Suspense>.
  // Next.js 16 calls the option deprecated on every build and start; npm start and npm run build leave that one
  // line out (scripts/support/next-output.mjs).
  experimental: {
    useCache: true,
    // A developer's next build reuses the last one's work; CI builds once from a clean clone, where writing that cache
    // only costs time (about 10 s of a build's 80 here).
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // The back office uploads a logo or social image through a server action (POST /operator/media takes up to
    // 10 MiB): room for that file and the form around it, through proxy.ts too (which would cut a longer body).
    serverActions: { bodySizeLimit: "11mb" },
    proxyClientMaxBodySize: "11mb",
  },
  async headers() {
    return [
      { source: "/:path*", headers: common },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
    ];
  },
};

export default nextConfig;
