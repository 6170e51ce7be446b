import { useStoreForFile } from "./fixtures";
import { ownStore } from "./own-store";

// Run before each API test file (vitest.config.ts, setupFiles): the file gets a store of its own, loaded with the demo
// data, so no two files share customers, carts, stock, discount usage or cached answers. `fixtures().demo` is that
// store for the whole file; `fixtures().seededDemo` is the store scripts/test.mjs seeded (the browser flows' store).
useStoreForFile(await ownStore());
if (process.env.OWN_STORE_DEBUG) console.log("own store", process.pid, (await import("./fixtures")).fixtures().demo.slug);
