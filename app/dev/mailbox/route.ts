import { verifyOperatorToken, bearerToken } from "@/lib/auth/verify-token";
import { isLocalRequest } from "@/lib/http/loopback";
import { json, methods, withPublic } from "@/lib/http/route";
import { devMailboxEnabled, listDevMailbox, renderDevMailbox } from "@/lib/mail/dev-mailbox";
import { NotFoundError } from "@/lib/errors/domain";

// GET /dev/mailbox: the mail queued while no SMTP server is configured (DEV_MAILBOX=true only; 404 otherwise).
// Live reset links: every store's mail to requests from this machine (the socket's address) without a token; with an
// operator token (`npm run cli -- operator-token create`), from anywhere, the mail of that token's store only
// (so one store's operator never reads another store's reset links). 404 to anyone else, and to a token that does
// not verify.
// HTML by default; JSON `{data: [...]}` with ?format=json or Accept: application/json.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withPublic(async ({ req }) => {
    if (!devMailboxEnabled()) throw new NotFoundError("Not found.");
    const token = bearerToken(req.headers.get("authorization"));
    if (!token && !isLocalRequest(req)) throw new NotFoundError("Not found.");
    const operator = token
      ? await verifyOperatorToken(token).catch(() => {
          throw new NotFoundError("Not found.");
        })
      : undefined;
    const mails = await listDevMailbox({ tenantId: operator?.tenantId });
    const wantsJson = req.nextUrl.searchParams.get("format") === "json" || (req.headers.get("accept") ?? "").startsWith("application/json");
    if (wantsJson) return json({ data: mails });
    return new Response(renderDevMailbox(mails), { headers: { "content-type": "text/html; charset=utf-8" } });
  }),
});
