import { Socket } from 'node:net';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveAudience, LiveHub } from './live-hub';

/** How long a browser waits before opening a dropped stream again (EventSource's retry). */
export const RETRY_MS = 3_000;
/** A client this far behind (a stalled connection) is cut off: it reconnects and reloads. */
const MAX_BEHIND_BYTES = 1024 * 1024;

/**
 * A session's Q&A as server-sent events (decision 1603): `text/event-stream`, opened with the
 * reconnection delay, then each change as it is published and a heartbeat comment every 15 s.
 * The answer goes out through Fastify as a stream (not a hijacked reply), so it carries the
 * headers every API answer has (security headers, Cache-Control: no-store); @fastify/compress
 * leaves event streams alone. The client leaves the hub when its connection closes, and the hub
 * ends every stream when the server closes.
 *
 * A request injected into the app (app.inject: the tests, the security suite) has no connection
 * to hold open and nobody to publish to it: it gets the stream's opening and its end, so that
 * callers that walk every endpoint see a finished answer.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: LiveHub,
  liveSessionId: number,
  audience: LiveAudience,
): Readable {
  const stream = new PassThrough();
  reply.header('content-type', 'text/event-stream; charset=utf-8');
  // a buffering proxy (nginx) would hold the events back
  reply.header('x-accel-buffering', 'no');
  stream.write(`retry: ${RETRY_MS}\n\n`);
  if (!(request.raw.socket instanceof Socket)) {
    stream.end();
    return stream;
  }
  const unsubscribe = hub.subscribe(liveSessionId, audience, {
    send(frame) {
      if (stream.writableLength > MAX_BEHIND_BYTES) {
        unsubscribe();
        reply.raw.destroy();
        return;
      }
      stream.write(frame);
    },
    end: () => stream.end(),
  });
  reply.raw.once('close', () => {
    unsubscribe();
    stream.end();
  });
  return stream;
}
