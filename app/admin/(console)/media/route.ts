import { operationResponse } from "@/lib/api/caller";
import { mediaRequest } from "./media-request";

/**
 * The back office's uploads (the product image manager): POST /operator/media with the signed-in staff member's
 * session, the form's CSRF token checked; answers the API's own response (201 with the media record, or its refusal).
 */
export async function POST(req: Request): Promise<Response> {
  return mediaRequest(req, (form, operatorToken) => {
    const file = form.get("file");
    const alt = form.get("alt");
    return operationResponse(
      "uploadMedia",
      // A missing file goes on as one the API refuses with its own message.
      { body: { file: file as File, ...(typeof alt === "string" ? { alt } : {}) } },
      { as: { operatorToken } },
    );
  });
}
