import "server-only";
import type { OperationCaller } from "@/lib/api/caller";
import type { MediaChoice } from "./rich-text-editor";

/** The newest images of the store's media library (GET /operator/media), for the editor's image picker. */
export async function mediaChoices(caller: OperationCaller): Promise<MediaChoice[]> {
  const { data } = await caller.listMedia({ query: { page: "1", perPage: "100" } });
  return data.map((m) => ({ id: m.id, url: m.url, alt: m.alt }));
}
