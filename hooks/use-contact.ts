"use client";

import { useMutation } from "@tanstack/react-query";
import { useStorefrontApi } from "./use-api";
import type { MessageSubmitted } from "@storefront/sdk";

export type ContactFields = { name: string; email: string; company: string; subject: string; message: string; source: string };

/** POST /messages: the contact form. */
export function useSendMessage() {
  const api = useStorefrontApi();
  return useMutation({
    mutationFn: async (input: ContactFields): Promise<MessageSubmitted> => (await api.POST("/messages", { body: input })).data,
  });
}
