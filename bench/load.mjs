// npm run bench (part 2): requests/s of check_token and user/info under load (autocannon, 50 connections).
// Set BENCH_DATABASE_URL to measure against PostgreSQL instead of the embedded PGlite.
import autocannon from 'autocannon';
import { createCipheriv } from 'node:crypto';
import { startServer } from './server.mjs';

const env = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
const server = await startServer({ port: 3292, env });
const key = Buffer.from('thanks,pig4cloud');
const cipher = createCipheriv('aes-128-cfb', key, key);
const password = Buffer.concat([cipher.update('Admin@2026'), cipher.final()]).toString('base64');
try {
  const res = await fetch(`${server.base}/api/admin/oauth2/token?grant_type=password&scope=server&username=admin`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('test:test').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password }),
  });
  const { access_token: token } = await res.json();
  if (!token) throw new Error(`login failed: ${res.status}`);
  const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  for (const [name, path] of [
    ['check_token', `/api/admin/token/check_token?token=${token}`],
    ['user/info', '/api/admin/user/info'],
  ]) {
    const opts = { url: server.base + path, connections: 50, headers: { Authorization: `Bearer ${token}` } };
    await autocannon({ ...opts, duration: 2 }); // warm-up
    const r = await autocannon({ ...opts, duration: 10 });
    console.log(`${name} (${db}): ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
  }
} finally {
  await server.stop();
}
