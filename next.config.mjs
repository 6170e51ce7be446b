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
  ],
  typescript: { tsconfigPath: "tsconfig.json" },
};

export default nextConfig;
