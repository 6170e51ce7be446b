import { verifyOperatorToken, bearerToken } from "@/lib/auth/verify-token";
import { isLocalRequest } from "@/lib/http/loopback";
import { json, methods, withPublic } from "@/lib/http/route";
import { devMailboxEnabled, listDevMailbox, renderDevMailbox } from "@/lib/mail/dev-mailbox";
import { NotFoundError } from "@/lib/errors/domain";

// GET /dev/mailbox: the mail queued while no SMTP server is configured (DEV_MAILBOX=true only; 404 otherwise).
// Every store's mail and live reset links: answered only to requests from this machine (the socket's address)
// or with an operator token (`npm run cli -- operator-token create`); 404 to anyone else.
// HTML by default; JSON `{data: [...]}` with ?format=json or Accept: application/json.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withPublic(async ({ req }) => {
    if (!devMailboxEnabled()) throw new NotFoundError("Not found.");
    if (!isLocalRequest(req)) {
      const token = bearerToken(req.headers.get("authorization"));
      if (!token) throw new NotFoundError("Not found.");
      await verifyOperatorToken(token).catch(() => {
        throw new NotFoundError("Not found.");
      });
    }
    const mails = await listDevMailbox();
    const wantsJson = req.nextUrl.searchParams.get("format") === "json" || (req.headers.get("accept") ?? "").startsWith("application/json");
    if (wantsJson) return json({ data: mails });
    return new Response(renderDevMailbox(mails), { headers: { "content-type": "text/html; charset=utf-8" } });
  }),
});
