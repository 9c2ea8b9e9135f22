// The menu read's limit: a bare node:http server answering every request with the same recorded
// status, headers and bytes as the product. Started as its own process (argv[2]: the recorded answer
// as a JSON file); prints its port on the first line of stdout.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { RecordedAnswer } from './bare-http.js';

const answer = JSON.parse(readFileSync(process.argv[2], 'utf8')) as RecordedAnswer;
const body = Buffer.from(answer.bodyBase64, 'base64');

const server = createServer((_request, response) => {
  response.writeHead(answer.status, answer.headers);
  response.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
