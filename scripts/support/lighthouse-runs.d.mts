export type CategoryScores = Record<string, number>;
export declare const runPolicy: {
  minRuns: number;
  settleRuns: number;
  maxRuns: number;
  disagreement: number;
  fitHostRuns: number;
  fitHostIndex: number;
};
export declare function aggregate(method: string, values: number[]): number;
export declare function aggregateRuns(runs: CategoryScores[], thresholds: CategoryScores, methods: Record<string, string>): CategoryScores;
export declare function needsAnotherRun(
  runs: CategoryScores[],
  thresholds: CategoryScores,
  methods: Record<string, string>,
  policy?: typeof runPolicy,
): boolean;
