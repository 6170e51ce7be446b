import { z } from "zod";

/** A store's browser origins (GET/PATCH /operator/settings/cors), beside the server's CORS_ORIGINS. */
export const corsSettings = z.object({
  /** Origins (`https://shop.example.com`) and patterns (`https://*.example.dev`), normalised (lower case, no default port). */
  origins: z.array(z.string()),
});
export type CorsSettings = z.infer<typeof corsSettings>;
export const corsSettingsEnvelope = z.object({ data: corsSettings });

const originsError = "The origins field must be a list of origins (strings).";

/** PATCH body: the whole list (each entry checked by lib/tenants/origin-patterns.ts; 422 keyed `origins.N`); `[]` clears it. */
export const corsSettingsPatch = z.strictObject({
  origins: z.array(z.string({ error: originsError }).max(2000, { error: originsError }), { error: originsError }),
});
