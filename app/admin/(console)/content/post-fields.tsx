import { AdminField } from "../../_components/admin-form";
import type { PostChoices } from "./post-choices";

/** The post's author (one of the store's staff) and its collections (the store's own). */
export function PostFields({ choices, authorId, collections }: { choices: PostChoices; authorId: string | null; collections: string[] }) {
  return (
    <>
      <AdminField name="authorId" label="Author" options={choices.authors} defaultValue={authorId ?? ""} />
      {choices.collections.length > 0 && (
        <>
          {/* Tells the action the list was shown, so choosing none takes the post out of every collection. */}
          <input type="hidden" name="collectionsShown" value="1" />
          <AdminField
            name="collections"
            label="Collections"
            multiple
            size={Math.min(6, Math.max(3, choices.collections.length))}
            options={choices.collections}
            defaultValue={collections}
          />
        </>
      )}
    </>
  );
}
