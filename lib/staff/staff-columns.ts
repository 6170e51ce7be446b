import { sql } from "drizzle-orm";
import { schema } from "@/db/client";
import { absoluteUrl } from "../media/absolute-url";
import type { StaffMember, StaffRole } from "./schemas";

const u = schema.adminUsers;

/** The columns of a staff member's answer. */
export const staffColumns = {
  id: u.id,
  email: u.email,
  name: u.name,
  avatar: u.avatar,
  role: u.role,
  notifyOnMessage: u.notifyOnMessage,
  canSignIn: sql<boolean>`${u.passwordHash} is not null`.mapWith(Boolean),
  createdAt: u.createdAt,
};

export function toStaffMember(row: { [K in keyof typeof staffColumns]: unknown }): StaffMember {
  return {
    id: row.id as string,
    email: row.email as string,
    name: row.name as string,
    avatar: absoluteUrl(row.avatar as string | null),
    role: row.role as StaffRole,
    notifyOnMessage: row.notifyOnMessage as boolean,
    canSignIn: row.canSignIn as boolean,
    createdAt: new Date(row.createdAt as string).toISOString(),
  };
}
