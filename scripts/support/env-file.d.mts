export function loadEnvFile(env?: NodeJS.ProcessEnv): string | undefined;
