import { describe, expect, it } from "vitest";
import { jobKind } from "@/lib/jobs/schemas";
import { storeQueues } from "@/lib/jobs/store-jobs";
import { storeJobHandlers } from "@/lib/worker/store-job-handlers";

describe("OperatorJob.kind", () => {
  it("lists exactly the per-store queues, each with its handler", () => {
    expect([...jobKind.options].sort()).toEqual(Object.keys(storeQueues).sort());
    expect(Object.keys(storeJobHandlers).sort()).toEqual(Object.keys(storeQueues).sort());
  });
});
