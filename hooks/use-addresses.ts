"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Address } from "@/lib/account/schemas";
import { useAccountApi } from "./use-api";

export type AddressFields = {
  firstName: string;
  lastName: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  countryCode: string;
  phone: string;
  isDefault: boolean;
};

const key = (customerId: string | null) => ["account", customerId, "addresses"] as const;

/** GET /account/addresses. */
export function useAddresses() {
  const { call, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: key(customerId),
    queryFn: () => call<{ data: Address[] }>("/account/addresses").then((r) => r.data),
    enabled: ready,
    meta: { account: true },
  });
}

/** POST /account/addresses. */
export function useCreateAddress() {
  const { call, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressFields) =>
      call<{ data: Address }>("/account/addresses", { method: "POST", body: input }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}

/** DELETE /account/addresses/{address}. */
export function useDeleteAddress() {
  const { call, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call<{ message: string }>(`/account/addresses/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}

/** PATCH /account/addresses/{address}: the fields of the form (an empty optional field removes it). */
export function useUpdateAddress() {
  const { call, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<AddressFields> }) =>
      call<{ data: Address }>(`/account/addresses/${encodeURIComponent(id)}`, { method: "PATCH", body: input }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}
