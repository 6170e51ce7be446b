import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The API files that take longest (seconds of CLIs, waits on purpose, hundreds of requests), by their share of a CI
 * run. Vitest orders files by the durations it remembers from earlier runs, and a fresh clone remembers none: it
 * starts the largest files first, and a short file that waits long (the OpenAPI linters, a dead-lettered job) would
 * start last and run alone while the other workers sit idle. These start first instead.
 */
const slowFiles = [
  "tests/api/platform/openapi-lint.test.ts",
  "tests/api/tickets/tickets.test.ts",
  "tests/api/sdk/install.test.ts",
  "tests/api/messages/post-message.test.ts",
  "tests/api/platform/fuzz.test.ts",
  "tests/api/operator/operator-api.test.ts",
  "tests/api/checkout/reconcile.test.ts",
  "tests/api/platform/cli.test.ts",
  "tests/api/platform/database-down.test.ts",
  "tests/api/platform/token-attacks.test.ts",
  "tests/api/platform/dead-jobs.test.ts",
  "tests/api/account/password-request.test.ts",
  "tests/api/payments/reconcile-race.test.ts",
];

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = slowFiles.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? slowFiles.length : index;
    };
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map((x) => x.spec);
  }
}
