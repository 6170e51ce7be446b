import type { ReactNode } from "react";

export function Alert({
  tone = "info",
  title,
  children,
  id,
}: {
  tone?: "info" | "success" | "error";
  title?: string;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <div className={`alert alert-${tone}`} role={tone === "error" ? "alert" : "status"} id={id}>
      {title ? <p className="alert-title">{title}</p> : null}
      {children ? typeof children === "string" ? <p>{children}</p> : children : null}
    </div>
  );
}
