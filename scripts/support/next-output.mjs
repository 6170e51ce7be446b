/**
 * Next.js 16 prints "`experimental.useCache` is deprecated. Please use the top-level `cacheComponents` option" on
 * every build and start. Its replacement is not a rename: cacheComponents also turns on Partial Prerendering, which
 * refuses the storefront's per-request layout (CSP nonce, session, market) outside <Suspense> (next.config.mjs), so
 * the option stays and this one line is left out of what `npm start` and the build print. Everything else passes.
 */
const dropped = /`experimental\.useCache` is deprecated/;

/** Copies a child's stdout and stderr to ours, line by line, without the line above. */
export function relayNextOutput(child) {
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    if (!from) continue;
    let pending = "";
    from.setEncoding("utf8");
    from.on("data", (chunk) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (!dropped.test(line)) to.write(`${line}\n`);
    });
    from.on("end", () => {
      if (pending && !dropped.test(pending)) to.write(pending);
    });
  }
}
