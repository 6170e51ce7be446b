import { json, methods, withPublic } from "@/lib/http/route";
import { devMailboxEnabled, listDevMailbox, renderDevMailbox } from "@/lib/mail/dev-mailbox";
import { NotFoundError } from "@/lib/errors/domain";

// GET /dev/mailbox: the mail queued while no SMTP server is configured (DEV_MAILBOX=true only; 404 otherwise).
// HTML by default; JSON `{data: [...]}` with ?format=json or Accept: application/json.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withPublic(async ({ req }) => {
    if (!devMailboxEnabled()) throw new NotFoundError("Not found.");
    const mails = await listDevMailbox();
    const wantsJson = req.nextUrl.searchParams.get("format") === "json" || (req.headers.get("accept") ?? "").startsWith("application/json");
    if (wantsJson) return json({ data: mails });
    return new Response(renderDevMailbox(mails), { headers: { "content-type": "text/html; charset=utf-8" } });
  }),
});
