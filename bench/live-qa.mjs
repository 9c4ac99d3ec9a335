// Live Q&A (issue 29, decision 1603): 200 learners, each signed in with a session of their own, follow
// one live session's Q&A over server-sent events from the built server on PostgreSQL; a learner
// asks a question, and each of the 200 streams is timed from the question being sent until its
// event arrives. Ten questions, each from another learner (the rate limit is per learner), half a
// second apart. Budget: p95 under 1 s. Reported with p50, the slowest delivery, the ask's own
// answer time, the server's CPU and the machine's load.
//
//   npm run build && node bench/live-qa.mjs        (or npm run bench -- --only live-qa)
//
// BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432): a throw-away database is made on
// it and dropped; the server seeds the demo data (IM-LIVE has a session live now) and the 200
// learners are added to it, each holding IM-LIVE.

import { rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { addDemoLearnerCopies } from './lib/demo-learners.mjs';
import { budgetRow, infoRow } from './lib/rows.mjs';
import {
  cpuSeconds,
  createThrowawayDatabase,
  freshDataDir,
  signIn,
  startServer,
} from './lib/server.mjs';
import { percentile } from './qa-session.mjs';

export const LIVE_QA_BUDGETS = { deliveryP95Ms: 1000 };
const LEARNERS = Number(process.env.BENCH_LIVE_LEARNERS ?? 200);
const QUESTIONS = Number(process.env.BENCH_LIVE_QUESTIONS ?? 10);
const PAUSE_MS = 500;
const DELIVERY_TIMEOUT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` on each item, `width` at a time. */
async function inBatches(items, width, work) {
  const results = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  }
  return results;
}

/** The 200 learners: demo-learner copies (same password and accepted terms) holding IM-LIVE. */
async function addLearners(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const copies = await addDemoLearnerCopies(client, {
      prefix: 'live-bench',
      count,
      codes: ['IM-LIVE'],
    });
    const [session] = (
      await client.query(
        `select id from live_sessions
         where product_code = 'IM-LIVE' and starts_at <= now() and ends_at > now()
         order by starts_at limit 1`,
      )
    ).rows;
    if (!session) throw new Error('IM-LIVE has no session live now');
    return {
      learners: copies.map((c) => ({ email: c.email, userProductId: c.userProducts['IM-LIVE'] })),
      liveSessionId: session.id,
    };
  } finally {
    await client.end();
  }
}

/**
 * One learner's event stream, over a connection of its own: resolves once open (the retry line
 * arrived); `onEvent(json, at)` gets each data frame with the moment it was read.
 */
function follow(baseUrl, path, cookie, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${path}`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`events: ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffered = '';
        let opened = false;
        response.on('data', (chunk) => {
          const at = performance.now();
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (!opened && frame.startsWith('retry:')) {
              opened = true;
              resolve({ close: () => request.destroy() });
            } else if (frame.startsWith('data: ')) {
              onEvent(JSON.parse(frame.slice(6)), at);
            }
            end = buffered.indexOf('\n\n');
          }
        });
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

/** Starts the server, connects the learners, times the questions; returns result rows. */
export async function measureLiveQa(log = console.info) {
  const database = await createThrowawayDatabase('live');
  const mediaDir = freshDataDir('live-media');
  let server;
  const streams = [];
  try {
    log('live-qa: starting the built server on PostgreSQL (demo data)…');
    server = await startServer({
      database: { databaseUrl: database.url },
      env: { MEDIA_DIR: mediaDir, LOG_LEVEL: 'warn' },
    });
    const { baseUrl } = server;
    const { learners, liveSessionId } = await addLearners(database.url, LEARNERS);
    log(`live-qa: signing in ${learners.length} learners…`);
    await inBatches(learners, 8, async (learner) => {
      learner.cookie = await signIn(baseUrl, learner.email, 'demo-password');
      const step = await fetch(`${baseUrl}/api/3.0/auth/session`, {
        method: 'POST',
        headers: { cookie: learner.cookie, 'content-type': 'application/json' },
      });
      if (!step.ok) throw new Error(`the 3.0 step: ${step.status}`);
    });

    // Each question's arrival on each stream, by the question's text.
    const arrivals = new Map();
    log(`live-qa: opening ${learners.length} event streams…`);
    await inBatches(learners, 20, async (learner) => {
      const path = `/api/3.0/live/userproducts/${learner.userProductId}/sessions/${liveSessionId}/events`;
      streams.push(
        await follow(baseUrl, path, learner.cookie, (event, at) => {
          if (event.type !== 'question') return;
          const seen = arrivals.get(event.question.text);
          if (seen && !seen.has(learner)) seen.set(learner, at);
        }),
      );
    });

    const samples = [];
    const askMs = [];
    const loadBefore = os.loadavg()[0];
    const cpuStart = cpuSeconds(server.pid) ?? 0;
    for (let q = 0; q < QUESTIONS; q++) {
      const asker = learners[q % learners.length];
      const text = `Bench question ${q + 1}: which diuretic first in acute heart failure?`;
      const seen = new Map();
      arrivals.set(text, seen);
      const sent = performance.now();
      const response = await fetch(
        `${baseUrl}/api/3.0/live/userproducts/${asker.userProductId}/sessions/${liveSessionId}/questions`,
        {
          method: 'POST',
          headers: { cookie: asker.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        },
      );
      askMs.push(performance.now() - sent);
      if (response.status !== 201) {
        throw new Error(`asking: ${response.status} ${await response.text()}`);
      }
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      while (seen.size < learners.length && Date.now() < deadline) await sleep(5);
      if (seen.size < learners.length) {
        throw new Error(`question ${q + 1} reached ${seen.size} of ${learners.length} streams`);
      }
      for (const at of seen.values()) samples.push(at - sent);
      await sleep(PAUSE_MS);
    }
    const serverCpuMs = ((cpuSeconds(server.pid) ?? cpuStart) - cpuStart) * 1000;
    const loadAfter = os.loadavg()[0];
    // A graceful stop with every stream still open: the streams end, the server does not wait.
    const stopping = performance.now();
    await server.stop();
    const stopMs = performance.now() - stopping;
    const sorted = [...samples].sort((a, b) => a - b);
    const askSorted = [...askMs].sort((a, b) => a - b);
    log(
      `live-qa: delivery p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
    );
    const detail = `${QUESTIONS} questions, each to ${learners.length} learners' event streams (a session and a connection each), from the ask being sent to the event read`;
    return [
      infoRow(
        `Live Q&A delivery to ${learners.length} learners p50 (PostgreSQL)`,
        Number(percentile(sorted, 50).toFixed(2)),
        'ms',
        detail,
      ),
      budgetRow(
        `Live Q&A delivery to ${learners.length} learners p95 (PostgreSQL)`,
        Number(percentile(sorted, 95).toFixed(2)),
        'ms',
        '<',
        LIVE_QA_BUDGETS.deliveryP95Ms,
        detail,
      ),
      infoRow(
        `Live Q&A delivery to ${learners.length} learners max (PostgreSQL)`,
        Number(sorted.at(-1).toFixed(2)),
        'ms',
        `${samples.length} deliveries`,
      ),
      infoRow(
        'Live Q&A ask p95 (PostgreSQL)',
        Number(percentile(askSorted, 95).toFixed(2)),
        'ms',
        `the question's own answer (checks, rate limit in the database, insert), ${QUESTIONS} asks`,
      ),
      infoRow(
        'Live Q&A server CPU a question',
        Number((serverCpuMs / QUESTIONS).toFixed(1)),
        'ms',
        `the server process, for the ask and its ${learners.length} events (the database not counted)`,
      ),
      infoRow(
        `Live Q&A server stop with ${learners.length} streams open`,
        Number(stopMs.toFixed(0)),
        'ms',
        'SIGTERM to exit: the open event streams are ended, so the graceful shutdown does not wait on them',
      ),
      infoRow(
        'Live Q&A bench machine load (1-minute average)',
        Number(loadAfter.toFixed(2)),
        '',
        `${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, on ${os.cpus().length} cores`,
      ),
    ];
  } finally {
    for (const stream of streams) stream.close();
    await server?.stop();
    await database.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printRows } = await import('./bundle-size.mjs');
  const rows = await measureLiveQa();
  printRows(rows);
  process.exit(rows.some((r) => r.pass === false) ? 1 : 0);
}
