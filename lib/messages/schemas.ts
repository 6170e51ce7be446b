import { z } from "zod";

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
