import { circles, importGraph, twoWayFolders } from "./support/import-graph";

// Lists the file-level import circles in app/, lib/, components/, hooks/ and db/, and the lib folders that import
// each other both ways (with one file edge per direction). Exits 1 when a file-level circle exists.
const graph = importGraph(process.cwd());
const found = circles(graph);
console.log(`${found.length} file-level circle(s)`);
for (const circle of found) console.log(`  ${circle.join("  ")}`);
const pairs = twoWayFolders(graph);
console.log(`${pairs.length} lib folder pair(s) importing each other both ways`);
for (const { pair, ab, ba } of pairs) console.log(`  ${pair.join(" ↔ ")}\n      ${ab}\n      ${ba}`);
process.exitCode = found.length ? 1 : 0;
