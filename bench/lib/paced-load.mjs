// An open-loop load at an even rate (decision 0404): request i is due at start + i / rate, sent on
// one of up to `connections` kept-alive sockets, and its latency runs from when it was due, not
// from when a socket was free: a server that falls behind shows it in the tail instead of slowing
// the load down (no coordinated omission). autocannon's own pacing releases each connection's
// share of a second in a burst, which measures the burst, not the server.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Nearest-rank percentile of sorted numbers. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * Sends `rate` requests a second for `seconds` to `baseUrl`; `next(i)` gives request i's
 * { method, path, headers, body }. Returns { sent, p50, p99, failures } (ms; non-2xx and errors
 * are failures, and their latency counts too).
 */
export async function pacedLoad({ baseUrl, rate, seconds, connections, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  const total = Math.round(rate * seconds);
  const latencies = [];
  let failures = 0;
  const inFlight = new Set();
  const send = (i, due) =>
    new Promise((resolve) => {
      const { method, path, headers, body } = next(i);
      const request = http.request(
        { host: url.hostname, port: url.port, method, path, headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode < 200 || response.statusCode >= 300) failures++;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures++;
        latencies.push(performance.now() - due);
        resolve();
      });
      if (body) request.write(body);
      request.end();
    });
  const start = performance.now() + 5;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(Math.floor(wait));
    const sending = send(i, due);
    inFlight.add(sending);
    sending.then(() => inFlight.delete(sending));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    sent: total,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    failures,
  };
}
