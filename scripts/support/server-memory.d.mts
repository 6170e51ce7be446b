/** The V8 options `npm start` gives the production server (old-space cap, semi-space size). */
export const productionNodeOptions: string[];
/** NODE_OPTIONS with the production settings added, except those the given options already set. */
export function withProductionNodeOptions(existing?: string): string;
