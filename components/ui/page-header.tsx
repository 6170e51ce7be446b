import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

export function PageHeader({ title, eyebrow, lede, crumbs, children }: { title: string; eyebrow?: string; lede?: ReactNode; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <div className="page-header">
      {crumbs ? <Breadcrumbs items={crumbs} /> : null}
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      {lede ? <p className="lede">{lede}</p> : null}
      {children}
    </div>
  );
}
