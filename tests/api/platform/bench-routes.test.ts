import { describe, expect, it } from "vitest";
import { api } from "../../support/http";

// The benchmark's floor and diagnostic routes exist only when `npm run bench` starts the server with
// BENCH_ROUTES=true; the suite's server (a production start) must not expose them.
describe("benchmark routes", () => {
  it.each(["/api/bench/floor", "/api/bench/wrapped", "/api/bench/proxied", "/api/bench/tenant", "/api/bench/tenant/some-post"])(
    "%s is not reachable in a production start",
    async (path) => {
      const res = await api("GET", path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: `The route ${path} could not be found.`, code: "route_not_found" });
    },
  );
});
