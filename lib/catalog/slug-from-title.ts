/** A slug from a title: accents folded, lower case, every run of other characters one hyphen ("Café Crème" → "cafe-creme"). */
export function slugFromTitle(title: string, fallback: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 190)
    .replace(/-+$/, "");
  return slug || fallback;
}
