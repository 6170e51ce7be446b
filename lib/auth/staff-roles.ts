/** A staff member's roles (the back office): an owner manages staff and settings; staff run the shop. */
export const staffRoles = ["owner", "staff"] as const;
export type StaffRole = (typeof staffRoles)[number];
