import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The floor a Node server cannot go under: a bare `node:http` server answering every request
 * with one recorded answer (status, headers and body bytes, bench/request-cost.ts). Run as
 * `node --import tsx bench/bare-server.ts <answer.json> <port>`, as the real server is run.
 */
const [file, port] = process.argv.slice(2);
const answer = JSON.parse(readFileSync(file!, 'utf8')) as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(answer.body, 'base64');

createServer((request, response) => {
  request.resume();
  response.writeHead(answer.status, answer.headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
