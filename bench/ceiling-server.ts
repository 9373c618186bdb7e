/**
 * The ceiling of a benchmark: a bare node:http server in its own process answering every request
 * with one recorded response (status, headers, body bytes). Nothing can answer the same bytes
 * faster on this machine with Node, so app / ceiling tells what the app's own work costs.
 *
 *   node --import tsx bench/ceiling-server.ts <recorded-response.json>
 * prints `listening <port>` once ready.
 */
import fs from 'node:fs';
import http from 'node:http';

export interface RecordedResponse {
  status: number;
  headers: [string, string][];
  bodyBase64: string;
}

const file = process.argv[2];
if (!file) throw new Error('usage: ceiling-server.ts <recorded-response.json>');
const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedResponse;
const body = Buffer.from(recorded.bodyBase64, 'base64');
const headers: [string, string][] = [...recorded.headers, ['content-length', String(body.length)]];

const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(recorded.status, headers.flat());
  res.end(body);
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
