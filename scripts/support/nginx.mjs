// nginx as a process of our own (never the system service): the configuration docs/DEPLOY.md shows, written into a
// temporary directory. Used by npm run scale-check (two instances) and npm run bench (the shared-cache rows).
import { existsSync } from "node:fs";
import path from "node:path";

/** The nginx binary: NGINX, else the first on PATH or in the sbin directories (Debian: /usr/sbin/nginx). */
export function findNginx() {
  if (process.env.NGINX) return process.env.NGINX;
  for (const dir of (process.env.PATH ?? "").split(":").concat(["/usr/sbin", "/usr/local/sbin"])) {
    const candidate = path.join(dir, "nginx");
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The nginx configuration this check runs (docs/DEPLOY.md shows the same, with the paths of a real host). */
export function nginxConfig({ dir, listen, upstreams }) {
  return `worker_processes 1;
daemon off;
${process.getuid?.() === 0 ? "user root;\n" : ""}
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream storefront {
${upstreams.map((u) => `    server ${u} max_fails=3 fail_timeout=5s;`).join("\n")}
    keepalive 64;
  }

  # The shared cache. Only answers the app marks "public" are stored (private/no-store ones, every account answer,
  # never are); Vary (Authorization, Accept-Encoding) is honoured, so each API token -- each tenant -- has its own
  # variant. The app sends X-Accel-Expires: @<current second> with each public answer, so a stored answer is fresh
  # until the end of that second (proxy_cache_valid counts whole seconds and would keep it up to two), then
  # revalidated (If-None-Match: the app answers 304 from its byte cache, without the database): an operator edit
  # shows through nginx within a second while nginx serves the repeats. nginx does not pass X-Accel-Expires on.
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=storefront_api:10m max_size=512m inactive=10m use_temp_path=off;
  map $upstream_http_cache_control $storefront_not_shared {
    "~*(^|,)\\s*public\\s*(,|$)" 0;
    default 1;
  }

  server {
    listen ${listen};

    location /api/ {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;

      proxy_cache storefront_api;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_methods GET HEAD;
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 1s;
      proxy_no_cache $storefront_not_shared;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 2s;
      add_header X-Proxy-Cache $upstream_cache_status always;
    }

    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}
