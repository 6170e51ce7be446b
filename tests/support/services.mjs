import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const catcherScript = fileURLToPath(new URL("./smtp-catcher.mjs", import.meta.url));

/** Starts the SMTP catcher in its own process (the runner's event loop is blocked while vitest runs). */
function startCatcherProcess(inboxFile) {
  const child = spawn(process.execPath, [catcherScript, inboxFile], { stdio: ["pipe", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error("The test SMTP server did not start in time"));
    }, 10_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The test SMTP server exited with code ${code}`));
    });
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const line = out.split("\n")[0];
      if (!out.includes("\n")) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      const { port } = JSON.parse(line);
      const stop = () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once("exit", () => done());
          child.kill("SIGTERM");
        });
      resolve({ port, stop });
    });
  });
}

/**
 * Services the test run starts beside the app: a real SMTP server (smtp-server) catching the outbox
 * worker's mail into `<runDir>/mail.jsonl`, one JSON line per mail (read it with tests/support/mail.ts).
 * Returns the environment the app needs to reach them and fixtures the tests read.
 */
export async function startTestServices({ runDir }) {
  const inboxFile = path.join(runDir, "mail.jsonl");
  writeFileSync(inboxFile, "");
  const smtp = await startCatcherProcess(inboxFile);
  return {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // Retries after 1 s, 2 s, 4 s… so tests can watch the back-off without waiting minutes.
      OUTBOX_RETRY_BASE_SECONDS: "1",
    },
    fixtures: { mail: { inboxFile, smtpPort: smtp.port } },
    stop: smtp.stop,
  };
}
