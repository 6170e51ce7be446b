import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";

/**
 * The settings file of the npm scripts (npm start, npm run cli, db:seed, db:migrate, worker): `.env.storefront` in
 * the project, or the file STOREFRONT_ENV_FILE names ("off": none). Lines of NAME=value, as in a .env file. A
 * variable already set in the environment wins. Keeping AUTH_SECRET and DATABASE_URL there gives every shell the
 * server's secret, so a token printed in a second terminal is one the server accepts. (Not named .env: Next.js
 * would also read that into every server it starts, the test suites' too.) Returns the file read, if any.
 */
export function loadEnvFile(env = process.env) {
  const file = env.STOREFRONT_ENV_FILE || ".env.storefront";
  if (file === "off") return undefined;
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error?.code === "ENOENT" && !env.STOREFRONT_ENV_FILE) return undefined;
    throw new Error(`Cannot read the settings file ${file} (STOREFRONT_ENV_FILE): ${error?.code ?? error}`);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) if (env[name] === undefined) env[name] = value;
  return file;
}
