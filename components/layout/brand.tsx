import Link from "@/components/ui/link";
import { BeanMark } from "./icons";

/** The store's logo when it has one (its settings), else its name beside the bean mark. */
export function Brand({ name, logoUrl }: { name: string; logoUrl?: string | null }) {
  if (logoUrl)
    return (
      <Link href="/" className="brand brand-logo">
        {/* A served rendition already (lib/media): no image optimiser in front of it. */}
        <img src={logoUrl} alt={name} height={40} />
      </Link>
    );
  return (
    <Link href="/" className="brand">
      <span className="brand-mark">
        <BeanMark size={20} />
      </span>
      <span>{name}</span>
    </Link>
  );
}
