import "server-only";
import { OperationError, type OperationCaller } from "@/lib/api/caller";

export type PostChoices = { authors: { value: string; label: string }[]; collections: { value: string; label: string }[] };

/** Who may sign a post (the store's staff) and the collections it may be filed in, for the post editor's lists. */
export async function postChoices(caller: OperationCaller): Promise<PostChoices> {
  const [staff, collections] = await Promise.all([
    // Only owners list the staff (and only owners save posts); a staff member's editor shows no author list.
    caller.listStaff({}).catch((error: unknown) => {
      if (error instanceof OperationError && error.status === 403) return { data: [] };
      throw error;
    }),
    caller.listOperatorCollections({}),
  ]);
  return {
    authors: [{ value: "", label: "No author" }, ...staff.data.map((s) => ({ value: s.id, label: s.name }))],
    collections: collections.data.map((c) => ({ value: c.slug, label: c.title })),
  };
}
