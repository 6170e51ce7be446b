"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useStorefrontApi } from "./use-api";
import type { FormChallenge, PublicForm, SubmitFormInput } from "@storefront/sdk";

/** GET /forms/{slug}: the published form and a fresh proof-of-work challenge (read once per visit). */
export function useFormDefinition(slug: string) {
  const api = useStorefrontApi();
  return useQuery({
    queryKey: ["forms", slug],
    queryFn: async (): Promise<{ data: PublicForm; challenge: FormChallenge }> =>
      (await api.GET("/forms/{slug}", { params: { path: { slug } } })).data,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** POST /forms/{slug}/submissions. */
export function useSubmitForm(slug: string) {
  const api = useStorefrontApi();
  return useMutation({
    mutationFn: async (body: SubmitFormInput) =>
      (await api.POST("/forms/{slug}/submissions", { params: { path: { slug } }, body })).data.data,
  });
}
