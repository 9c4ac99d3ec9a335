// Several servers behind a real balancer (issue 30): HAProxy in front of app processes on one
// PostgreSQL database, the request limits in Redis (scripts/cluster.mjs), everything on this
// machine, autocannon included.
//
// - Throughput of one process and of two behind the balancer: a signed-in read (the learner's
//   products) at saturation, 50 connections, BENCH_CLUSTER_SECONDS (10) each; req/s and the p99
//   through the balancer. On a 2-core box the second process shares the cores with the first,
//   HAProxy and the load itself: the ratio is reported, not budgeted.
// - A kill -9 run: WRITERS learners grade flash cards and answer Q&A questions through the
//   balancer in a loop, each write sent as the SPA sends it (an Idempotency-Key, decision 1704)
//   and sent again with the same key until it is acknowledged, and one of the two processes is
//   killed with SIGKILL partway; a 409 "key in flight" is waited out (Retry-After: 1). Then
//   the database is asked for every acknowledged write. Budget: none lost, none written twice.
//
//   npm run build && node bench/cluster.mjs        (or npm run bench -- --only cluster)

import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from '../scripts/cluster.mjs';
import { addDemoLearnerCopies } from './lib/demo-learners.mjs';
import { budgetRow, infoRow } from './lib/rows.mjs';
import { POSTGRES_URL, signIn } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const CONNECTIONS = 50;
const WRITERS = Number(process.env.BENCH_CLUSTER_WRITERS ?? 8);
/** the kill -9 run: how long the writers write, and when one process dies */
const WRITE_MS = 12_000;
const KILL_AT_MS = 4_000;
const PASSWORD = 'demo-password';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const clusterOptions = {
  adminUrl: `${POSTGRES_URL}/postgres`,
  databasePrefix: 'bench_cluster',
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000000' },
};

/** A signed-in learner's calls through the balancer, JSON in and out. */
async function learnerAt(baseUrl, email) {
  const cookie = await signIn(baseUrl, email, PASSWORD);
  const call = async (method, path, body, idempotencyKey) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie,
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      code: text.startsWith('{"error"') ? JSON.parse(text).error.code : undefined,
    };
  };
  const step = await call('POST', '/api/3.0/auth/session');
  if (step.status !== 200) throw new Error(`the 3.0 step of ${email}: ${step.status}`);
  return { cookie, call };
}

async function throughput(processes, log) {
  const cluster = await startCluster({ ...clusterOptions, processes });
  try {
    const { cookie } = await learnerAt(cluster.url, 'learner@demo.test');
    const run = (duration) =>
      autocannon({
        url: cluster.url,
        connections: CONNECTIONS,
        duration,
        requests: [{ method: 'GET', path: '/api/2.0/product/userproducts', headers: { cookie } }],
      });
    await run(2);
    const result = await run(SECONDS);
    const failed = result.errors + result.non2xx;
    log(
      `cluster: ${processes} process(es): ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${failed} failed`,
    );
    return { rps: result.requests.average, p99: result.latency.p99, failed };
  } finally {
    await cluster.stop();
  }
}

/** WRITERS copies of the demo learner, each with IM-FC and IM-QA: their e-mail addresses. */
async function addWriters(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const copies = await addDemoLearnerCopies(client, {
      prefix: 'cluster-bench',
      count: WRITERS,
      codes: ['IM-FC', 'IM-QA'],
    });
    return copies.map((copy) => copy.email);
  } finally {
    await client.end();
  }
}

/**
 * A write sent until it is acknowledged: again with the same body (the same key) after a
 * refused connection, a 502/503 from the balancer, or a dropped answer. Answers the final one and
 * how many sends it took.
 */
async function untilAcknowledged(send) {
  for (let sends = 1; ; sends++) {
    const answer = await send().catch(() => ({ status: 0 }));
    const inFlight = answer.code === 'idempotency_key_in_flight';
    if (answer.status !== 0 && answer.status < 500 && !inFlight) return { answer, sends };
    if (sends === 100)
      throw new Error(`a write was not acknowledged after 100 sends (${answer.status})`);
    // 409 "in flight" says Retry-After: 1, as the SPA's outbox reads it
    await sleep(inFlight ? 1000 : 100);
  }
}

/** One learner: grade a card, answer a question, again and again until `stopAt`. */
async function writeUntil(baseUrl, email, stopAt) {
  const learner = await learnerAt(baseUrl, email);
  const products = await learner.call('GET', '/api/2.0/product/userproducts');
  const upid = (code) => products.body.products.find((p) => p.code === code).userProductId;
  const deck = `/api/3.0/fc/userproducts/${upid('IM-FC')}`;
  const created = await learner.call('POST', `/api/3.0/qa/sessions/userproducts/${upid('IM-QA')}`, {
    name: 'Kill -9 run',
    numberOfQuestions: 40,
    viewMode: 'tutor',
  });
  if (created.status !== 201) throw new Error(`session for ${email}: ${created.status}`);
  const sessionId = created.body.qaSessionId;
  const acknowledged = { reviews: [], answers: [] };
  let resent = 0;
  let replayed = 0;
  let card = (await untilAcknowledged(() => learner.call('GET', `${deck}/study`))).answer.body.card;
  for (let position = 1; Date.now() < stopAt; position++) {
    if (card) {
      const review = {
        cardId: card.cardId,
        rating: 3,
        clientReviewId: randomUUID(),
        durationMs: 4000,
      };
      const key = randomUUID();
      const { answer, sends } = await untilAcknowledged(() =>
        learner.call('POST', `${deck}/reviews`, review, key),
      );
      resent += sends - 1;
      if (answer.replayed) replayed += 1;
      if (answer.status !== 200) throw new Error(`a review was refused: ${answer.status}`);
      acknowledged.reviews.push(review.clientReviewId);
      card = answer.body.card;
    }
    if (position <= 40) {
      const item = `/api/3.0/qa/sessions/${sessionId}/items/${position}`;
      const question = (await untilAcknowledged(() => learner.call('GET', item))).answer;
      const choiceKey = question.body.question.choices[0].key;
      const key = randomUUID();
      const { answer, sends } = await untilAcknowledged(() =>
        learner.call('PUT', `${item}/answer`, { choiceKey }, key),
      );
      resent += sends - 1;
      if (answer.replayed) replayed += 1;
      if (answer.status !== 200) throw new Error(`an answer was refused: ${answer.status}`);
      acknowledged.answers.push({ sessionId, position, choiceKey });
    }
  }
  return { ...acknowledged, resent, replayed };
}

async function killRun(log) {
  const cluster = await startCluster({ ...clusterOptions, processes: 2 });
  try {
    const emails = await addWriters(cluster.databaseUrl);
    const stopAt = Date.now() + WRITE_MS;
    const writers = emails.map((email) => writeUntil(cluster.url, email, stopAt));
    await sleep(KILL_AT_MS);
    const victim = cluster.apps[0].name;
    await cluster.kill(victim);
    log(`cluster: killed ${victim} with SIGKILL ${KILL_AT_MS / 1000} s into the writes`);
    const done = await Promise.all(writers);
    const reviews = done.flatMap((d) => d.reviews);
    const answers = done.flatMap((d) => d.answers);
    const resent = done.reduce((n, d) => n + d.resent, 0);
    const replayed = done.reduce((n, d) => n + d.replayed, 0);

    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const stored = await client.query(
        `select client_review_id::text as id, count(*)::int as n from memory_review_logs
         where client_review_id = any($1::uuid[]) group by client_review_id`,
        [reviews],
      );
      const found = new Map(stored.rows.map((r) => [r.id, r.n]));
      const lostReviews = reviews.filter((id) => !found.has(id)).length;
      const twice = stored.rows.filter((r) => r.n > 1).length;
      const items = await client.query(
        `select session_id, position, selected_key from qa_session_items
         where session_id = any($1::int[]) and selected_key is not null`,
        [[...new Set(answers.map((a) => a.sessionId))]],
      );
      const saved = new Set(
        items.rows.map((r) => `${r.session_id}:${r.position}:${r.selected_key}`),
      );
      const lostAnswers = answers.filter(
        (a) => !saved.has(`${a.sessionId}:${a.position}:${a.choiceKey}`),
      ).length;
      log(
        `cluster: ${reviews.length} reviews and ${answers.length} answers acknowledged, ${resent} sends repeated (${replayed} answered by replay); lost ${lostReviews + lostAnswers}, written twice ${twice}`,
      );
      return {
        reviews: reviews.length,
        answers: answers.length,
        resent,
        replayed,
        lost: lostReviews + lostAnswers,
        twice,
      };
    } finally {
      await client.end();
    }
  } finally {
    await cluster.stop();
  }
}

export async function measureCluster(log = console.info) {
  const one = await throughput(1, log);
  const two = await throughput(2, log);
  const killed = await killRun(log);
  return [
    infoRow(
      'cluster: 1 process behind HAProxy, signed-in read',
      Math.round(one.rps),
      'req/s',
      `p99 ${one.p99} ms, ${one.failed} failed`,
    ),
    infoRow(
      'cluster: 2 processes behind HAProxy, signed-in read',
      Math.round(two.rps),
      'req/s',
      `p99 ${two.p99} ms, ${two.failed} failed; ${(two.rps / one.rps).toFixed(2)}× one process on this machine's cores, shared with HAProxy and the load`,
    ),
    infoRow('cluster: p99 through the balancer (2 processes)', two.p99, 'ms'),
    budgetRow(
      'cluster: acknowledged writes lost in a kill -9 run',
      killed.lost,
      'writes',
      '≤',
      0,
      `${killed.reviews} card reviews and ${killed.answers} answers acknowledged by ${WRITERS} learners, one of 2 processes killed; ${killed.resent} sends repeated with their key, ${killed.replayed} answered by the server's replay`,
    ),
    budgetRow('cluster: writes stored twice in the kill -9 run', killed.twice, 'writes', '≤', 0),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureCluster();
  for (const row of rows) console.info(row);
}
