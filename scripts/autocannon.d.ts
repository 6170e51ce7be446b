// The part of autocannon's library API that scripts/bench.ts uses (the package ships no types).
declare module "autocannon" {
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Array<RawRequest & { setupRequest?: (req: RawRequest, context: Record<string, unknown>) => RawRequest }>;
  };
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };
  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };
  export type Instance = Promise<Result> & {
    stop(): void;
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
