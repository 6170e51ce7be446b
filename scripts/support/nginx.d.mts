/** The nginx binary: NGINX, else the first on PATH or in the sbin directories; undefined when not installed. */
export function findNginx(): string | undefined;
/** The nginx configuration docs/DEPLOY.md shows, with paths under `dir`. */
export function nginxConfig(options: { dir: string; listen: string; upstreams: string[] }): string;
