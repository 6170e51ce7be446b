import { z } from "zod";
import { changePassword } from "@/lib/account/change-password";
import { createAddress } from "@/lib/account/create-address";
import { deleteAddress } from "@/lib/account/delete-address";
import { getMarketingPreference } from "@/lib/account/get-marketing-preference";
import { getProfile } from "@/lib/account/get-profile";
import { listAddresses } from "@/lib/account/list-addresses";
import { login } from "@/lib/account/login";
import { logout } from "@/lib/account/logout";
import { register } from "@/lib/account/register";
import { requestPasswordReset } from "@/lib/account/request-password-reset";
import { tenantIdForHost } from "@/lib/tenants/store-domains";
import { resetPassword } from "@/lib/account/reset-password";
import { setMarketingPreference } from "@/lib/account/set-marketing-preference";
import { updateAddress } from "@/lib/account/update-address";
import { updateProfile } from "@/lib/account/update-profile";
import {
  accountMessage,
  addressCreated,
  addressDeleted,
  addressList,
  authResponse,
  createAddressInput,
  customerProfileResponse,
  loginInput,
  marketingPreferenceResponse,
  passwordChangeInput,
  passwordResetInput,
  passwordResetRequestInput,
  registerInput,
  setMarketingInput,
  updateAddressInput,
  updateProfileInput,
} from "@/lib/account/schemas";
import { defineOperation } from "../operation";

/** Customer accounts: sign-in, profile, password reset, saved addresses. */
export const accountOperations = {
  login: defineOperation({
    method: "POST",
    path: "/account/login",
    token: "api",
    tag: "Account",
    summary: "Sign a customer in",
    description: "Exchanges a customer's e-mail and password for an account token.",
    extension: true,
    body: loginInput,
    output: authResponse,
    rateLimit: "login",
    run: ({ tenantId, body }) => login({ tenantId, input: body }),
  }),

  register: defineOperation({
    method: "POST",
    path: "/account/register",
    token: "api",
    tag: "Account",
    summary: "Create a customer account",
    description:
      "Creates the customer with a hashed password and answers an account token, as sign-in does. An e-mail already registered answers 422 (the answer has to differ: a 201 carries a working token). Rate limited per address, and per store on the answers that an e-mail is taken: past that ceiling every registration of the store answers 429 for the rest of the hour.",
    extension: true,
    body: registerInput,
    output: authResponse,
    status: 201,
    rateLimit: "register",
    run: ({ tenantId, body, req }) => register({ tenantId, input: body, req }),
  }),

  logout: defineOperation({
    method: "POST",
    path: "/account/logout",
    token: "account",
    tag: "Account",
    summary: "Revoke the account token used for this call",
    description: "Revokes the account token sent with this call; later calls with it answer 401.",
    extension: true,
    output: accountMessage,
    run: ({ account }) => logout({ account }),
  }),

  getAccount: defineOperation({
    method: "GET",
    path: "/account",
    token: "account",
    tag: "Account",
    summary: "The signed-in customer's profile",
    description: "The profile of the customer the account token names.",
    extension: true,
    output: customerProfileResponse,
    run: async ({ tenantId, customerId }) => ({ data: await getProfile({ tenantId, customerId }) }),
  }),

  getAccountMarketing: defineOperation({
    method: "GET",
    path: "/account/marketing",
    token: "account",
    tag: "Account",
    summary: "Whether the signed-in customer wants marketing e-mails",
    description: "`{accepted, at}`: `at` is when they agreed (UTC, to the second), null when they have not or took it back.",
    extension: true,
    output: marketingPreferenceResponse,
    run: async ({ tenantId, customerId }) => ({ data: await getMarketingPreference({ tenantId, customerId }) }),
  }),

  setAccountMarketing: defineOperation({
    method: "PUT",
    path: "/account/marketing",
    token: "account",
    tag: "Account",
    summary: "Agree to, or stop, marketing e-mails",
    description:
      "`{accepted: true}` records the signed-in customer's opt-in to the store's news and offers with its time (an opt-in already given keeps its first time); `{accepted: false}` takes it back. Store staff see it on the customer's record.",
    extension: true,
    body: setMarketingInput,
    output: marketingPreferenceResponse,
    run: async ({ tenantId, customerId, body }) => ({
      data: await setMarketingPreference({ tenantId, customerId, accepted: body.accepted }),
    }),
  }),

  updateAccount: defineOperation({
    method: "PATCH",
    path: "/account",
    token: "account",
    tag: "Account",
    summary: "Edit the signed-in customer's profile",
    description:
      "Changes any of `firstName`, `lastName` and `phone`; fields left out stay as they are, `phone: null` (or an empty string) removes the number. The e-mail address cannot be changed here.",
    extension: true,
    body: updateProfileInput,
    output: customerProfileResponse,
    run: async ({ tenantId, customerId, body }) => ({ data: await updateProfile({ tenantId, customerId, input: body }) }),
  }),

  changePassword: defineOperation({
    method: "POST",
    path: "/account/password/change",
    token: "account",
    tag: "Account",
    summary: "Change the password of the signed-in customer",
    description:
      "Needs the current password (wrong: 422 on `currentPassword`, rate limited like sign-in). The new password must pass the store's password rule (at least 8 characters, not a common password, not easy to guess; the 422 message says why and what would do). Every other account token of the customer is revoked; the token used for this call stays valid. A notice is e-mailed to the customer.",
    extension: true,
    body: passwordChangeInput,
    output: accountMessage,
    rateLimit: "password-change",
    run: ({ tenantId, customerId, account, body }) => changePassword({ tenantId, customerId, account, input: body }),
  }),

  requestPasswordReset: defineOperation({
    method: "POST",
    path: "/account/password",
    token: "api",
    tag: "Account",
    summary: "Request a password reset link",
    description:
      "Answers the same whether or not the e-mail has an account. `returnUrl` must be on an allowed origin: APP_URL, one of ALLOWED_RETURN_ORIGINS, or (http or https, any port) a host name of the store's own (`tenant set-domains`).",
    body: passwordResetRequestInput,
    output: accountMessage,
    rateLimit: "password-reset",
    run: ({ tenantId, body, req }) =>
      requestPasswordReset({
        tenantId,
        input: body,
        req,
        isStoreHost: async (host) => (await tenantIdForHost(host)) === tenantId,
      }),
  }),

  resetPassword: defineOperation({
    method: "POST",
    path: "/account/password/reset",
    token: "api",
    tag: "Account",
    summary: "Set a new password with a reset token",
    description: "The token is single use and expires after 60 minutes; every earlier account token of the customer is revoked.",
    extension: true,
    body: passwordResetInput,
    output: accountMessage,
    rateLimit: "password-reset-complete",
    run: ({ tenantId, body }) => resetPassword({ tenantId, input: body }),
  }),

  listAddresses: defineOperation({
    method: "GET",
    path: "/account/addresses",
    token: "account",
    tag: "Account",
    summary: "List the customer's saved addresses",
    description: "The signed-in customer's saved addresses, default first.",
    extension: true,
    output: addressList,
    run: async ({ tenantId, customerId }) => ({ data: await listAddresses({ tenantId, customerId }) }),
  }),

  createAddress: defineOperation({
    method: "POST",
    path: "/account/addresses",
    token: "account",
    tag: "Account",
    summary: "Save a new address",
    description: "Saves an address for the signed-in customer and answers it with 201.",
    extension: true,
    body: createAddressInput,
    output: addressCreated,
    status: 201,
    run: async ({ tenantId, customerId, body }) => ({ data: await createAddress({ tenantId, customerId, input: body }) }),
  }),

  updateAddress: defineOperation({
    method: "PATCH",
    path: "/account/addresses/{address}",
    token: "account",
    tag: "Account",
    summary: "Edit a saved address",
    description:
      "Changes the fields given, with the rules of creating an address; fields left out stay as they are. `isDefault: true` makes it the default address; the default cannot be unset directly (choose another one). Only the caller's own addresses; any other id gets the generic not-found text.",
    extension: true,
    params: z.object({ address: z.string() }),
    body: updateAddressInput,
    output: addressCreated,
    errors: { 404: "No such address for this customer (generic text)." },
    run: async ({ tenantId, customerId, params, body }) => ({
      data: await updateAddress({ tenantId, customerId, addressId: params.address, input: body }),
    }),
  }),

  deleteAddress: defineOperation({
    method: "DELETE",
    path: "/account/addresses/{address}",
    token: "account",
    tag: "Account",
    summary: "Remove a saved address",
    description: "Only the caller's own addresses; any other id gets the same generic not-found text.",
    params: z.object({ address: z.string() }),
    output: addressDeleted,
    errors: { 404: "No such address for this customer (generic text)." },
    run: ({ tenantId, customerId, params }) => deleteAddress({ tenantId, customerId, addressId: params.address }),
  }),
};
