import { useStoreForFile } from "./fixtures";
import { createDemoStore } from "./own-store";

// Run before each API test file (vitest.config.ts, setupFiles): the file gets a store of its own, loaded with the demo
// data, so no two files share customers, carts, stock, discount usage or cached answers. `fixtures().demo` is that
// store for the whole file; `fixtures().seededDemo` is the store scripts/test.mjs seeded (the one the server's own address serves).
// A failure to make it fails this file alone.
useStoreForFile(await createDemoStore());
