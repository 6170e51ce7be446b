import "server-only";
import type { OperationCaller } from "@/lib/api/caller";
import type { MediaChoice } from "./rich-text-editor";

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** The newest images of the store's media library (GET /operator/media), for the editor's image picker. */
export async function mediaChoices(caller: OperationCaller): Promise<MediaChoice[]> {
  const { data } = await caller.listMedia({ query: { page: "1", perPage: "100" } });
  // A path, not the absolute URL: the image then loads on every host name the store answers on.
  return data.map((m) => ({ id: m.id, url: pathOf(m.url), alt: m.alt }));
}
