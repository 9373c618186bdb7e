import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's HAProxy (`apt-get install haproxy`, as .ci/run does), or null. */
export function findHaproxy(): string | null {
  for (const candidate of [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of the instances, as the README's deployment says: round robin, a health check
 * on GET /api/status every 500 ms, and a request that fails to connect (an instance going away)
 * retried on the next one. An instance answering 503 (the database away) stays in: every instance
 * has the same database, and taking them all out would turn kept pages into an error.
 */
export async function startHaproxy(binary: string, port: number, backends: { name: string; port: number }[]): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'td-haproxy-'));
  const config = [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  retries 3',
    '  option redispatch',
    '  retry-on conn-failure empty-response response-timeout',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend tienda',
    'backend tienda',
    '  balance roundrobin',
    '  option httpchk GET /api/status',
    '  http-check expect rstatus ^(200|503)$',
    '  default-server inter 500ms fall 2 rise 1',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const check = spawnSync(binary, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`);
  const child: ChildProcess = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    const ok = await fetch(`${url}/api/status`, { signal: AbortSignal.timeout(1_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not reach the instances: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
