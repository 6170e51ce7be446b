export type LhciAssertionResult = {
  url: string;
  passed: boolean;
  level?: "error" | "warn" | "off";
  auditId?: string;
  auditProperty?: string;
  actual: number;
  expected: number;
  operator: string;
};
export declare function lhciVerdict(results: LhciAssertionResult[]): { failures: Map<string, string[]>; asserted: Set<string> };
