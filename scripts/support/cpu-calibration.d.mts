export declare const referenceBenchmarkIndex: number;
export declare function calibratedCpuSlowdown(benchmarkIndex: number): number;
export declare const slowHostBenchmarkIndex: number;
