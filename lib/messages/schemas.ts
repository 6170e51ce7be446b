import { z } from "zod";
import { pageMeta, pageQuery } from "../pagination/schemas";

/** An optional text field: trimmed, empty becomes null, at most `max` characters. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => {
      const t = v?.trim();
      return t ? t : null;
    });

/** POST /messages request body (spec: Message). Only email is required. */
export const messageInput = z.object({
  name: optionalText(255),
  email: z.string().trim().min(1).max(255).pipe(z.email()),
  subject: optionalText(255),
  message: optionalText(10_000),
  source: optionalText(255),
  company: optionalText(255),
});

/** POST /messages success body. */
export const messageSubmitted = z.object({
  success: z.literal(true),
  message: z.string(),
});

export type MessageInput = z.infer<typeof messageInput>;
export type MessageSubmitted = z.infer<typeof messageSubmitted>;

/** GET /operator/messages: a page of the store's contact messages, optionally handled or unhandled only. */
export const messageHandledFilter = z.enum(["handled", "unhandled"]);
export const operatorMessageListQuery = pageQuery.extend({ status: messageHandledFilter.optional() });
export type OperatorMessageListQuery = z.infer<typeof operatorMessageListQuery>;

/** A contact message as the back office sees it. `handledAt` is null until a staff member marks it handled. */
export const operatorMessage = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  source: z.string().nullable(),
  company: z.string().nullable(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorMessage = z.infer<typeof operatorMessage>;
export const operatorMessageList = z.object({ data: z.array(operatorMessage), meta: pageMeta });
export const operatorMessageResponse = z.object({ data: operatorMessage });
export const messageIdParams = z.object({ id: z.string() });
