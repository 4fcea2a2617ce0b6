// The load generator of bench/api.mjs, in a process of its own so it never shares the server's event loop.
// Reads one run from argv[2] (JSON: url, connections, seconds, tokens, stampTime) and prints autocannon's figures
// as JSON. Each request carries a fresh request-time header and, with tokens, the next user's session in turn.
import { encodeRequestTime, HEADER } from '@framewise/contracts';
import autocannon from 'autocannon';

const run = JSON.parse(process.argv[2]);
let next = 0;
const result = await autocannon({
  url: run.url,
  connections: run.connections,
  pipelining: 1,
  duration: run.seconds,
  requests: [
    {
      setupRequest(request) {
        const headers = { ...request.headers, [HEADER.region]: 'cn' };
        if (run.stampTime) headers[HEADER.requestTime] = encodeRequestTime(Date.now());
        if (run.tokens?.length) headers.authorization = `Bearer ${run.tokens[next++ % run.tokens.length]}`;
        return { ...request, headers };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }),
);
