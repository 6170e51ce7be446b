import Link from "@/components/ui/link";
import { BeanMark } from "./icons";

export function Brand({ name }: { name: string }) {
  return (
    <Link href="/" className="brand">
      <span className="brand-mark">
        <BeanMark size={20} />
      </span>
      <span>{name}</span>
    </Link>
  );
}
