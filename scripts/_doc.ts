import { openApiDocument } from "@/lib/api/openapi";
const doc = openApiDocument() as any;
const what = process.argv[2];
if (what) console.log(JSON.stringify(eval(what), null, 1));
else console.log(JSON.stringify(doc));
