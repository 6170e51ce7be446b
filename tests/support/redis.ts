import net from "node:net";

/** The Redis the suites' Redis paths use: REDIS_URL, or the machine's own. */
export const testRedisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";

/** Whether something listens at a Redis URL's host and port (a test of the Redis path is skipped, and says so, when not). */
export async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}
