import "server-only";
import type { SQL } from "drizzle-orm";
import { schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import type { OperatorMessage } from "./schemas";

const m = schema.visitorMessages;

/** The columns of a contact message the back office reads (the list and the handled marks). */
export const operatorMessageColumns = {
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  source: m.source,
  company: m.company,
  handledAt: isoSeconds(m.handledAt) as SQL<string | null>,
  createdAt: isoSeconds(m.createdAt),
};

/** A row of those columns as the API answers it. */
export function presentOperatorMessage(row: Omit<OperatorMessage, "handled">): OperatorMessage {
  return { ...row, handled: row.handledAt !== null };
}
