import net from "node:net";

/** A TCP port free on 127.0.0.1 right now (the kernel picks it), for a server a script starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}
