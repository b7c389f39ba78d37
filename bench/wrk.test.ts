import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk.ts';

// What wrk 4.1 prints with --latency (captured from a run against the cached catalogue).
const output = `Running 5s test @ http://127.0.0.1:4390/api/catalog/movie/popular?page=1
  1 threads and 200 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     5.69ms    9.31ms 106.84ms   96.06%
    Req/Sec    36.70k     4.21k   41.63k    70.00%
  Latency Distribution
     50%  812.00us
     75%    5.26ms
     90%    8.53ms
     99%    1.20s
  183668 requests in 5.01s, 129.10MB read
Requests/sec:  36659.30
Transfer/sec:     25.77MB
`;

describe('parseWrk', () => {
  it('reads the rate and the 50th and 99th percentiles in milliseconds, whatever the unit', () => {
    expect(parseWrk(output)).toEqual({ reqPerSec: 36659.3, p50Ms: 0.812, p99Ms: 1200, failed: 0 });
  });

  it('counts non-2xx answers and socket errors as failures', () => {
    const failing = output.replace(
      'Requests/sec',
      '  Socket errors: connect 0, read 3, write 1, timeout 2\n  Non-2xx or 3xx responses: 10\nRequests/sec',
    );
    expect(parseWrk(failing).failed).toBe(16);
  });

  it('says what is missing instead of returning a made-up figure', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:9 Connection refused')).toThrow(
      /no Requests\/sec: unable to connect/,
    );
    expect(() => parseWrk(output.replace(/^\s*99%.*$/m, ''))).toThrow(/no 99% latency/);
  });
});
