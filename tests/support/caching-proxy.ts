import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './ports'

/** Debian's nginx: `.ci/run` installs it when absent, as it does Chromium. */
export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx'

export type CachingProxy = {
  /** Where visitors go: nginx, caching what the upstream's Cache-Control allows. */
  origin: string
  dir: string
  stop: () => Promise<void>
}

/**
 * A real shared cache in front of the site, as a CDN would be: nginx's `proxy_cache`, honouring the
 * upstream's Cache-Control (s-maxage, stale-while-revalidate), ETag revalidation and Vary. Each answer says
 * how it was served in `X-Cache-Status` (HIT, MISS, EXPIRED, STALE, UPDATING, REVALIDATED, BYPASS or none).
 * Runs unprivileged-style from a temporary directory of its own, on a free port; `stop()` ends it by its pid.
 */
export async function startCachingProxy(upstream: string): Promise<CachingProxy> {
  if (!fs.existsSync(nginxPath)) throw new Error(`${nginxPath} is missing: apt-get install -y nginx`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-nginx-'))
  const port = await freePort()
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, new URL(upstream).host))
  const child = spawn(
    nginxPath,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid;`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr.trim()}`)
    if (await listening(port)) break
    if (attempt > 200) throw new Error(`nginx did not listen on ${port}: ${stderr.trim()}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return {
    origin,
    dir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

function nginxConfig(dir: string, port: number, upstreamHost: string) {
  // Workers of a root master would run as nobody, who cannot write to this directory.
  const user = process.getuid?.() === 0 ? 'user root root;' : ''
  return `${user}
worker_processes 1;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:10m max_size=256m inactive=1h use_temp_path=off;
  upstream site { server ${upstreamHost}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Only what the site marks cacheable is kept (a public embed, 404/410, assets); POSTs, the beacon and
      # /api/* say no-store and pass through.
      proxy_cache site;
      proxy_cache_key $scheme$proxy_host$request_uri;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`
}

function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}
