import type { ReactNode } from "react";

export function EmptyState({
  title,
  children,
  actions,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="empty-state">
      <Heading>{title}</Heading>
      {children ? <div className="muted">{children}</div> : null}
      {actions ? <div className="button-row">{actions}</div> : null}
    </div>
  );
}
