/** Builds the app (next build) when its sources changed since the last build; `force` builds regardless. */
export function ensureBuild(options?: { force?: boolean }): void;
