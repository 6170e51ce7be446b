/**
 * Services the test run starts beside the app (an SMTP catcher for the outbox, for example).
 * Returns the environment the app needs to reach them and fixtures the tests read.
 */
export async function startTestServices({ runDir }) {
  void runDir;
  return { env: {}, fixtures: {}, stop: async () => {} };
}
