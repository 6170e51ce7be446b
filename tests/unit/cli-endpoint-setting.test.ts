import { describe, expect, it } from "vitest";
import { cliEndpointOn } from "@/lib/cli/start-cli-endpoint";

describe("CLI_ENDPOINT", () => {
  it("serves the CLI on the embedded database by default, with a database server only when set on, never when off", () => {
    expect(cliEndpointOn("auto", "pglite")).toBe(true);
    expect(cliEndpointOn("auto", "pg")).toBe(false);
    expect(cliEndpointOn("auto", "neon")).toBe(false);
    expect(cliEndpointOn("on", "pg")).toBe(true);
    expect(cliEndpointOn("off", "pglite")).toBe(false);
  });
});
