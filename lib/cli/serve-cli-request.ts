import { createHash, timingSafeEqual } from "node:crypto";
import { invalidateTags } from "../cache/tenant-cache";
import { NotFoundError, UnauthenticatedError } from "../errors/domain";
import { parseJsonBody } from "../http/body";
import { isLoopback } from "../http/loopback";
import { normaliseAddress, remoteAddressHeader } from "../http/remote-address";
import { json, methods, withPublic } from "../http/route";
import { runCliCommand } from "./run-cli-command";
import { cliCommand } from "./schemas";
import { cliEndpointSecret } from "./start-cli-endpoint";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * POST /api/cli: `npm run cli` run by the server that holds the embedded database (lib/cli/start-cli-endpoint.ts).
 * Answers 404 unless the endpoint is on and the request's socket comes from this machine; 401 without the secret of
 * DATA_DIR/cli-control.json; 422 for a command that is not one (or names no tenant). Not part of /api/v1.
 */
export const cliHandlers = methods({
  POST: withPublic(
    async ({ req }) => {
      const secret = cliEndpointSecret();
      if (!secret || !isLoopback(normaliseAddress(req.headers.get(remoteAddressHeader)))) throw new NotFoundError("Not found.");
      const given = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
      if (!timingSafeEqual(digest(given), digest(secret))) throw new UnauthenticatedError();
      const command = await parseJsonBody(req, cliCommand);
      const result = await runCliCommand(command);
      // The rewards switch is in the store settings this server caches (lib/catalog/store-settings.ts).
      if (result.command === "tenant set-rewards") invalidateTags(result.tenantId, ["markets"]);
      return json({ result }, { headers: { "cache-control": "no-store" } });
      // `tenant create --demo` copies a whole store: on a busy machine that takes longer than an API answer may. The
      // CLI itself waits 60 s (lib/cli/forward-cli-command.ts).
    },
    { deadlineMs: 55_000 },
  ),
});
