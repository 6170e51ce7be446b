import { z } from "zod";

/** Any JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export const jsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);

/** A JSON object: a record kept as it was written (an audit line's request, a webhook's settings record). */
export const jsonObject = z.record(z.string(), jsonValue);
export type JsonObject = z.infer<typeof jsonObject>;
