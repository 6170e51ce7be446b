import { revokeAccountToken } from "../auth/account-tokens";
import type { AccountCaller } from "../auth/verify-token";

export async function logout({ account }: { account: AccountCaller }): Promise<{ message: string }> {
  await revokeAccountToken({ tenantId: account.tenantId, customerId: account.customerId, jti: account.jti });
  return { message: "Logged out." };
}
