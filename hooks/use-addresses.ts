"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAccountApi } from "./use-api";
import type { Address } from "@storefront/sdk";

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
  const { api, ready, customerId } = useAccountApi();
  return useQuery({
    queryKey: key(customerId),
    queryFn: async (): Promise<Address[]> => (await api.GET("/account/addresses")).data.data,
    enabled: ready,
    meta: { account: true },
  });
}

/** POST /account/addresses. */
export function useCreateAddress() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddressFields): Promise<Address> => (await api.POST("/account/addresses", { body: input })).data.data,
    onSuccess: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}

/** DELETE /account/addresses/{address}. */
export function useDeleteAddress() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.DELETE("/account/addresses/{address}", { params: { path: { address: id } } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}

/** PATCH /account/addresses/{address}: the fields of the form (an empty optional field removes it). */
export function useUpdateAddress() {
  const { api, customerId } = useAccountApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: Partial<AddressFields> }): Promise<Address> =>
      (await api.PATCH("/account/addresses/{address}", { params: { path: { address: id } }, body: input })).data.data,
    onSuccess: () => client.invalidateQueries({ queryKey: key(customerId) }),
    meta: { account: true },
  });
}
