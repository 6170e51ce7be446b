import { operationResponse } from "@/lib/api/caller";
import { mediaRequest } from "../media-request";

/** The image manager's alt text: PATCH /operator/media/{id} {alt} with the staff member's session (CSRF checked). */
export async function PATCH(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return mediaRequest(req, (form, operatorToken) => {
    const alt = form.get("alt");
    return operationResponse(
      "updateMedia",
      { params: { id }, body: { alt: typeof alt === "string" ? alt : "" } },
      { as: { operatorToken } },
    );
  });
}
