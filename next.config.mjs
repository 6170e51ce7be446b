/**
 * Security headers. Pages get a Content-Security-Policy without nonces: a per-request nonce would force
 * every page to render dynamically (Next.js's CSP guide), which would undo the storefront's static and
 * cached pages. Next's inline bootstrap scripts therefore need 'unsafe-inline' for scripts; everything
 * else is locked to this origin: no plugins, no framing (frame-ancestors 'none'), forms and base URI
 * on this origin. Scripts, including the sandbox payment engine, are served from this origin only.
 * API responses get the strictest policy: they are JSON and never a document.
 */
const isDev = process.env.NODE_ENV === "development";
const pagePolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const common = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self)" },
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

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
    "rate-limiter-flexible",
    "ioredis",
  ],
  typescript: { tsconfigPath: "tsconfig.json" },
  async headers() {
    return [
      { source: "/:path*", headers: [...common, { key: "Content-Security-Policy", value: pagePolicy }] },
      // Later entries win for the same header: API answers get the JSON policy.
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
    ];
  },
};

export default nextConfig;
