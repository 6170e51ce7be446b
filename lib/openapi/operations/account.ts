import { z } from "zod";
import { authResponse, customerProfile, loginInput, registerInput } from "@/lib/account/schemas";
import { operation, responses } from "../registry";

operation({
  method: "post",
  path: "/account/login",
  tags: ["Account"],
  summary: "Sign a customer in",
  description: "Exchanges a customer's e-mail and password for an account token.",
  auth: "api",
  extension: true,
  request: { body: { content: { "application/json": { schema: loginInput } } } },
  responses: { ...responses.ok(authResponse), ...responses.unauthenticated, ...responses.validation, ...responses.malformed, ...responses.rateLimited },
});

operation({
  method: "post",
  path: "/account/register",
  tags: ["Account"],
  summary: "Create a customer account",
  auth: "api",
  extension: true,
  request: { body: { content: { "application/json": { schema: registerInput } } } },
  responses: { ...responses.created(authResponse), ...responses.unauthenticated, ...responses.validation, ...responses.malformed, ...responses.rateLimited },
});

operation({
  method: "post",
  path: "/account/logout",
  tags: ["Account"],
  summary: "Revoke the account token used for this call",
  auth: "account",
  extension: true,
  responses: { ...responses.ok(z.object({ message: z.string() })), ...responses.unauthenticated },
});

operation({
  method: "get",
  path: "/account",
  tags: ["Account"],
  summary: "The signed-in customer's profile",
  auth: "account",
  extension: true,
  responses: { ...responses.ok(z.object({ data: customerProfile })), ...responses.unauthenticated },
});
