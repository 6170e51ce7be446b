/** What a back-office form action answers: a success line, or the API's message and field errors shown inline. */
export type FormState = { ok?: string; message?: string; errors?: Record<string, string[]> };

export const idleForm: FormState = {};
