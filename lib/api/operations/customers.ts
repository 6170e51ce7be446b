import { getOperatorCustomer } from "@/lib/customers/get-operator-customer";
import { listOperatorCustomers } from "@/lib/customers/list-operator-customers";
import { customerIdParams, operatorCustomerDetailResponse, operatorCustomerList, operatorCustomerListQuery } from "@/lib/customers/schemas";
import { defineOperation } from "../operation";

/** The store's customers as the back office reads them (owners and staff). */
export const customerOperations = {
  listOperatorCustomers: defineOperation({
    method: "GET",
    path: "/operator/customers",
    token: "operator",
    tag: "Operator",
    summary: "The store's customers, newest first",
    description:
      "Matching `q` (part of the name or the e-mail, any case), paged with `page` and `perPage` (1–100, default 20); each with how many paid orders they placed and what those came to less refunds, per currency. Owners and staff; a back-office session's read is audited (the query and how many customers it showed).",
    extension: true,
    query: operatorCustomerListQuery,
    output: operatorCustomerList,
    auditRead: (answer) => ({ shown: answer.data.length, total: answer.meta.total }),
    run: ({ tenantId, query }) => listOperatorCustomers({ tenantId, ...query }),
  }),

  getOperatorCustomer: defineOperation({
    method: "GET",
    path: "/operator/customers/{id}",
    token: "operator",
    tag: "Operator",
    summary: "One customer of the store",
    description:
      "Their latest orders, subscriptions, points balance, addresses and marketing consent (the consents given on the store's forms). Another store's customer, or an unknown id: 404. Owners and staff; a back-office session's read is audited (whose record, by id and e-mail).",
    extension: true,
    params: customerIdParams,
    output: operatorCustomerDetailResponse,
    errors: { 404: "Customer not found in this store." },
    auditRead: (answer) => ({ data: { id: answer.data.id, email: answer.data.email } }),
    run: async ({ tenantId, params }) => ({ data: await getOperatorCustomer({ tenantId, id: params.id }) }),
  }),
};
