import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

type Props = { title: string; eyebrow?: string; lede?: ReactNode; crumbs?: Crumb[]; children?: ReactNode; titleId?: string };

export function PageHeader({ title, eyebrow, lede, crumbs, children, titleId }: Props) {
  return (
    <div className="page-header">
      {crumbs ? <Breadcrumbs items={crumbs} /> : null}
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 id={titleId} tabIndex={titleId ? -1 : undefined}>
        {title}
      </h1>
      {lede ? <p className="lede">{lede}</p> : null}
      {children}
    </div>
  );
}
