import { SearchIcon } from "./icons";

/** A plain GET form to /search: works without JavaScript. */
export function HeaderSearch({ id, label = "Site search" }: { id: string; label?: string }) {
  return (
    <form action="/search" method="get" role="search" className="header-search" aria-label={label}>
      <label htmlFor={id} className="sr-only">
        Search the shop
      </label>
      <input id={id} type="search" name="q" placeholder="Search the shop" minLength={1} maxLength={200} required />
      <button type="submit" className="icon-button" aria-label="Search">
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
