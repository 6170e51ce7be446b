// ESLint flat config: typescript-eslint's type-checked rules, React hooks, Next, drizzle's where-rules, and the
// storefront's import boundary. `npm run lint` runs it; CI (.ci/run) fails on any error or warning.
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import drizzle from "eslint-plugin-drizzle";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The storefront (app/ outside app/api, components/, hooks/) reads data through the in-process caller or the
 * browser API client, never through db/ or a domain module (CONTRIBUTING.md, "Conventions"). Allowed from lib/:
 * the caller, the browser API client, schemas, the storefront's session, and pure helpers (money, display
 * formats, safe redirects, the HTML policy). Type-only imports are allowed anywhere.
 */
const allowedLib = [
  "api/caller",
  // The storefront's server reads, memoised per request: each calls operations through the caller only (the block
  // for lib/storefront below holds them to that).
  "storefront/(loaders|content|shop|navigation|account|cart|market)",
  // Tags and lifetimes of the cached page bodies ("use cache"), the same tags as the API cache.
  "storefront/page-cache",
  // Which store the storefront is and its own API token, and the generated OpenAPI document for /docs/api.
  "api/storefront-tenant",
  "api/openapi",
  // Configuration and logging, not data.
  "env",
  "log",
  "storefront/api-client",
  "[a-z-]+/schemas",
  "storefront/auth",
  "money",
  // The one pricing rule of a subscription box: pure, shared by the builder and the API.
  "pricing/price-box",
  "pricing/market-price",
  "storefront/format",
  // The collection page's price bands and their GET /products bounds: pure.
  "storefront/price-bands",
  "storefront/safe-redirect",
  // The API's field errors in the shopper's words: pure, also the words of the forms' own checks (components/ui/form-check.ts).
  "storefront/plain-errors",
  "media/clean-html",
  // The back office's session (cookie, CSRF) and form plumbing: they call operations through the caller only; and its
  // pickers' choices (countries, currencies, time zones), pure from the runtime's ICU data; and its pure wording:
  // an audit entry as a sentence, a time in the store's zone, the sentence after a write; the variant editor's field read.
  "admin/(session|staff-action|form-state|choices|audit-sentence|store-time|done|variant-form)",
];
const storefrontBoundary = {
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      paths: [
        {
          name: "next/link",
          message: "Use @/components/ui/link: it prefetches on intent, not on sight (docs/STOREFRONT.md, Lighthouse).",
        },
      ],
      patterns: [
        {
          regex: "^@/db(/.*)?$",
          allowTypeImports: true,
          message: "Pages and components read data through the in-process caller (@/lib/api/caller) or the API client, never db/.",
        },
        {
          regex: `^@/lib/(?!(${allowedLib.join("|")})$).+`,
          allowTypeImports: true,
          message:
            "Pages and components may import from lib/ only the caller, the API client, schemas, the session and pure helpers; read data through @/lib/api/caller.",
        },
        {
          regex: "^(\\.\\./)+(db|lib)(/.*)?$",
          message: "Import lib/ and db/ through the @/ alias, so the storefront boundary can see it.",
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      ".test-runs/**",
      "test-results/**",
      "playwright-report/**",
      "public/**",
      "next-env.d.ts",
      // The SDK's build output and its files generated from the OpenAPI document (npm run sdk:generate).
      "sdk/dist/**",
      "sdk/src/generated/**",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A leading underscore marks a binding kept on purpose (a rest sibling left out, a tuple slot skipped).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "hooks/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      // Images are the stores' own media (SVG illustrations, uploads) at absolute URLs on whatever host a store
      // serves them from, rendered with explicit width and height: next/image would need every tenant's host in
      // remotePatterns and SVG through its optimiser (dangerouslyAllowSVG). Plain <img> is the choice, not an oversight.
      "@next/next/no-img-element": "off",
    },
  },
  {
    files: ["lib/**/*.ts", "db/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts", "e2e/**/*.ts"],
    plugins: { drizzle },
    rules: {
      // Only drizzle's database objects: `db`, `tx` (a transaction) and `executor` (either) by this codebase's names.
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx", "executor"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx", "executor"] }],
    },
  },
  {
    // The HTTP suites read untyped JSON off the wire on purpose (the spec, not our types, says what it holds) and
    // assert on it with expect; the unsafe-`any` family would flag every `res.body.x`. Everything else applies.
    files: ["tests/**/*.ts", "e2e/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "hooks/**/*.{ts,tsx}"],
    // Route handlers (app/api, the dev mailbox) are the API's side of the boundary.
    ignores: ["app/api/**", "app/**/route.ts"],
    rules: storefrontBoundary,
  },
  {
    files: ["components/ui/link.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    // The storefront's read helpers reach data only through the in-process caller.
    files: [
      "lib/storefront/loaders.ts",
      "lib/storefront/content.ts",
      "lib/storefront/shop.ts",
      "lib/storefront/navigation.ts",
      "lib/storefront/account.ts",
      "lib/storefront/cart.ts",
      "lib/storefront/market.ts",
      "lib/admin/session.ts",
      "lib/admin/staff-action.ts",
      "lib/admin/form-state.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^@/(db|lib/(?!(api/caller|[a-z-]+/schemas)$))(/.*)?$`,
              allowTypeImports: true,
              message: "The storefront's read helpers call operations through @/lib/api/caller, never db/ or a domain module.",
            },
          ],
        },
      ],
    },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
);
