import { describedOperations } from "./described-operations";
import type { AnyOperation } from "./operation";
import { platformOperations } from "./operations/platform";

/** Every operation of the API, keyed by operationId (the key in its domain's object). */
export const operations = {
  ...describedOperations,
  ...platformOperations,
};

export type Operations = typeof operations;
export type OperationId = keyof Operations;

/** The operations as a list, each with its operationId. */
export const operationList: (AnyOperation & { operationId: string })[] = Object.entries(operations).map(([operationId, op]) => ({
  ...(op as AnyOperation),
  operationId,
}));
