import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { getEnv } from "../env";
import { registry } from "./registry";
import "./operations/account";
import "./operations/account-records";
import "./operations/messages-payments";
import "./operations/content";
import "./operations/commerce";

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate requests and shape responses. */
export function openApiDocument() {
  cached ??= new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Storefront API",
      version: "1.0.0",
      description:
        "Tenant-scoped storefront API. Operations marked `x-storefront-extension: true` go beyond the published specification (account sign-in, lists the storefront needs, the sandbox payment provider).",
    },
    servers: [{ url: `${getEnv().APP_URL}/api/v1` }],
  });
  return cached;
}
