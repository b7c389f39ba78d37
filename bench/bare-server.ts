import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The floor a Node server cannot go under: a bare `node:http` server answering every request
 * with one recorded answer (status, headers and body bytes, bench/request-cost.ts). Run as
 * `node --import tsx bench/bare-server.ts <answer.json>`, as the real server is run; it listens
 * on a free loopback port and prints it.
 */
const [file] = process.argv.slice(2);
const answer = JSON.parse(readFileSync(file!, 'utf8')) as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(answer.body, 'base64');

const server = createServer((request, response) => {
  request.resume();
  response.writeHead(answer.status, answer.headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
