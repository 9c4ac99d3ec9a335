// An open-loop load at an even rate (decision 0404): request i is due at start + i / rate, sent on
// one of up to `connections` kept-alive sockets, and its latency runs from when it was due, not
// from when a socket was free: a server that falls behind shows it in the tail instead of slowing
// the load down (no coordinated omission). autocannon's own pacing releases each connection's
// share of a second in a burst, which measures the burst, not the server.
//
// The generator shares the machine's two cores with the server and its database, so it must cost
// little per request: it writes HTTP/1.1 requests on raw sockets and reads only the status line
// and the body's length from the answers, as autocannon and wrk do. Node's http client cost
// several times as much per request, and at 3 600 req/s its own delays were most of the
// measured latency (decision 0404, second addendum).
import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** Nearest-rank percentile of sorted numbers. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('0\r\n\r\n');

/** One request's bytes: `{ method, path, headers, body? }` as HTTP/1.1 on a kept-alive socket. */
export function encodeRequest(host, { method, path, headers, body }) {
  let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(headers ?? {})) head += `${name}: ${value}\r\n`;
  if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
  return `${head}\r\n${body ?? ''}`;
}

/**
 * Reads one HTTP/1.1 response from the bytes received so far: `null` while it is incomplete,
 * else `{ status, length }` (length: the bytes it took, so that the rest stays buffered).
 */
export function parseResponse(buffer) {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd === -1) return null;
  const head = buffer.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + HEADER_END.length;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buffer.length >= end ? { status, length: end } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const last = buffer.indexOf(CHUNKED_END, bodyStart);
    return last === -1 ? null : { status, length: last + CHUNKED_END.length };
  }
  // No length and not chunked: a 204 or 304, or a body ending with the connection (not used here).
  return { status, length: bodyStart };
}

/** A kept-alive socket that carries one request at a time. */
function openConnection(url, onResponse) {
  const socket = net.connect({ host: url.hostname, port: Number(url.port) });
  socket.setNoDelay(true);
  const connection = { socket, pending: null, received: Buffer.alloc(0), closed: false };
  socket.on('data', (chunk) => {
    connection.received =
      connection.received.length === 0 ? chunk : Buffer.concat([connection.received, chunk]);
    const response = parseResponse(connection.received);
    if (!response) return;
    connection.received = connection.received.subarray(response.length);
    const pending = connection.pending;
    connection.pending = null;
    onResponse(connection, pending, response.status >= 200 && response.status < 300);
  });
  const fail = () => {
    if (connection.closed) return;
    connection.closed = true;
    const pending = connection.pending;
    connection.pending = null;
    onResponse(connection, pending, false);
  };
  socket.on('error', fail);
  socket.on('close', fail);
  return connection;
}

/**
 * Sends `rate` requests a second for `seconds` to `baseUrl`; `next(i)` gives request i's
 * { method, path, headers, body }. Returns { sent, p50, p99, failures } (ms; non-2xx and errors
 * are failures, and their latency counts too).
 */
export async function pacedLoad({ baseUrl, rate, seconds, connections, next }) {
  const url = new URL(baseUrl);
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  let answered = 0;
  let failures = 0;
  let sent = 0;
  /** due times of requests whose time has come and that wait for a free connection */
  const waiting = [];
  const idle = [];
  let opened = 0;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });

  const dispatch = (connection, due) => {
    const i = sent++;
    connection.pending = due;
    connection.socket.write(encodeRequest(url.host, next(i)));
  };
  /** A request answered (or lost with its socket), or an idle socket closed (due null). */
  const onResponse = (connection, due, ok) => {
    if (due !== null) {
      if (!ok) failures++;
      latencies[answered++] = performance.now() - due;
    }
    if (answered === total) {
      finish();
      return;
    }
    if (connection.closed) {
      // A socket the server closed: a new one takes its place for whoever is waiting.
      opened--;
      const index = idle.indexOf(connection);
      if (index !== -1) idle.splice(index, 1);
      const replacement = waiting.length > 0 ? connectionFor() : null;
      if (replacement) dispatch(replacement, waiting.shift());
      return;
    }
    if (waiting.length > 0) dispatch(connection, waiting.shift());
    else idle.push(connection);
  };
  const connectionFor = () => {
    const free = idle.pop();
    if (free) return free;
    if (opened < connections) {
      opened++;
      return openConnection(url, onResponse);
    }
    return null;
  };

  const start = performance.now() + 5;
  let scheduled = 0;
  // Every millisecond or so, release the requests that have come due since the last tick.
  const tick = () => {
    const now = performance.now();
    while (scheduled < total && start + (scheduled * 1000) / rate <= now) {
      const due = start + (scheduled * 1000) / rate;
      scheduled++;
      const connection = connectionFor();
      if (connection) dispatch(connection, due);
      else waiting.push(due);
    }
    if (scheduled < total) setTimeout(tick, Math.max(0, start + (scheduled * 1000) / rate - now));
  };
  setTimeout(tick, 5);
  await done;

  for (const connection of [...idle]) connection.socket.destroy();
  const sorted = latencies.subarray(0, answered).sort();
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    sent: total,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    failures,
  };
}
