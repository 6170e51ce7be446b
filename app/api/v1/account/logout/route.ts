import { logout } from "@/lib/account/logout";
import { json, methods, withAccount } from "@/lib/http/route";

// POST /api/v1/account/logout: revoke the account token used for this call (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: withAccount(async ({ account }) => json(await logout({ account }))),
});
