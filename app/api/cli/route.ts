import { cliHandlers } from "@/lib/cli/serve-cli-request";

// POST /api/cli: `npm run cli` served by the running server on the embedded database (this machine only; lib/cli).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = cliHandlers;
