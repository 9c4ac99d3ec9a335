import { LIVE_ANSWER_MAX_LENGTH, LIVE_QUESTION_MAX_LENGTH } from '@boardready/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { NOTIFICATION_MAX_BYTES } from '../../db/notifications';
import { throwawayPostgres } from '../../test/databases';
import { liveChange, recordingClient } from '../../test/live-hub-fixture';
import { eventFrame, type LiveHub } from './live-hub';
import { postgresLiveHub } from './postgres-live-hub';
import { splitUtf8 } from './utf8-pieces';

describe('splitting a change into notifications', () => {
  test('pieces of at most the bytes given, never inside a character, that join back whole', () => {
    const text = `${'é'.repeat(5)}${'漢'.repeat(5)}😀😀a`;
    const pieces = splitUtf8(text, 7);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(7);
    expect(pieces).toEqual(['ééé', 'éé漢', '漢漢', '漢漢', '😀', '😀a']);
    expect(splitUtf8('short', 7)).toEqual(['short']);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('the PostgreSQL live hub', () => {
  let drop: () => Promise<void>;
  let databaseUrl: string;
  const databases: DatabaseHandle[] = [];
  const hubs: (LiveHub & { close(): Promise<void> })[] = [];
  /** the first server's hub, and the second's */
  let one: LiveHub;
  let two: LiveHub;
  const warnings: string[] = [];

  /** Two servers' hubs on one database. */
  beforeAll(async () => {
    const throwaway = await throwawayPostgres(process.env.TEST_DATABASE_URL!, 'br_live_hub');
    drop = throwaway.drop;
    databaseUrl = throwaway.url;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl });
      databases.push(database);
      hubs.push(await postgresLiveHub(database.notifications!, { warn: (m) => warnings.push(m) }));
    }
    one = hubs[0]!;
    two = hubs[1]!;
  });
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    for (const database of databases) await database.close();
    await drop();
  });

  test("each server's clients get the changes published on either, each audience its own words, of their session only", async () => {
    const [learnerOnOne, staffOnTwo, learnerOnTwo, elsewhere] = [
      recordingClient(),
      recordingClient(),
      recordingClient(),
      recordingClient(),
    ];
    const unsubscribe = one.subscribe(1, 'learners', learnerOnOne);
    two.subscribe(1, 'staff', staffOnTwo);
    two.subscribe(1, 'learners', learnerOnTwo);
    two.subscribe(2, 'learners', elsewhere);
    one.publish(1, liveChange(10));
    two.publish(1, liveChange(11));
    // Sent from two servers at once, the changes come in either order, but in one order everywhere.
    await vi.waitFor(() => {
      expect([...learnerOnOne.frames].sort()).toEqual([
        eventFrame(liveChange(10).learners),
        eventFrame(liveChange(11).learners),
      ]);
      expect(learnerOnTwo.frames).toEqual(learnerOnOne.frames);
      expect(staffOnTwo.frames.map((frame) => frame.match(/"questionId":(\d+)/)?.[1])).toEqual(
        learnerOnOne.frames.map((frame) => frame.match(/"questionId":(\d+)/)?.[1]),
      );
      expect([...staffOnTwo.frames].sort()).toEqual([
        eventFrame(liveChange(10).staff),
        eventFrame(liveChange(11).staff),
      ]);
    });
    expect(elsewhere.frames).toEqual([]);
    unsubscribe();
    expect([one.size(), two.size()]).toEqual([0, 3]);
  });

  test('a change longer than a notification may be arrives whole', async () => {
    // three bytes a character: the longest question and answer, in both audiences' words
    const change = liveChange(
      20,
      '漢'.repeat(LIVE_QUESTION_MAX_LENGTH),
      '字'.repeat(LIVE_ANSWER_MAX_LENGTH),
    );
    expect(Buffer.byteLength(JSON.stringify(change))).toBeGreaterThan(NOTIFICATION_MAX_BYTES);
    const staff = recordingClient();
    two.subscribe(3, 'staff', staff);
    one.publish(3, change);
    one.publish(3, liveChange(21));
    await vi.waitFor(() =>
      expect(staff.frames).toEqual([eventFrame(change.staff), eventFrame(liveChange(21).staff)]),
    );
  });

  test('a lost listening connection ends its streams, whose clients then read the session again; changes flow once it listens anew', async () => {
    const before = recordingClient();
    two.subscribe(4, 'learners', before);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query = 'LISTEN live_questions'`,
      );
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(before.ended()).toBe(true));
    expect(warnings.join('\n')).toMatch(/live Q&A: changes from other servers lost/);
    // A client that comes meanwhile may be ended again once the connection is back: each try
    // subscribes anew, as a browser reconnecting would.
    let questionId = 30;
    await vi.waitFor(
      async () => {
        const after = recordingClient();
        two.subscribe(4, 'learners', after);
        const change = liveChange(questionId++);
        one.publish(4, change);
        await vi.waitFor(() => expect(after.frames).toEqual([eventFrame(change.learners)]), {
          timeout: 500,
        });
      },
      { timeout: 10_000, interval: 200 },
    );
  });
});
