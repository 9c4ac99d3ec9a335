import { randomBytes } from 'node:crypto';
import { NOTIFICATION_MAX_BYTES, type Notifications } from '../../db/notifications';
import { inProcessLiveHub, type LiveHub, type LiveQuestionChange } from './live-hub';
import { splitUtf8 } from './utf8-pieces';

/** The channel every server's live hub sends on and listens to (decision 1701). */
export const LIVE_CHANNEL = 'live_questions';

/** Room left in each notification for its part's heading (`id:index/count:`). */
const PART_BYTES = NOTIFICATION_MAX_BYTES - 64;

interface Published {
  liveSessionId: number;
  change: LiveQuestionChange;
}

/**
 * The live hub of several servers on one PostgreSQL database (decision 1701): a change is sent
 * to every server with NOTIFY, and each hands what it hears to its own streams through an
 * in-process hub (live-hub.ts: serialized once per audience, the heartbeat, the ends). A server
 * hears its own changes the same way, so every server delivers them in one order.
 *
 * A change is JSON; a question with a long answer, in a script of three bytes a character, is
 * longer than a notification may be (8000 bytes), so the text goes in parts, all sent in one
 * transaction (they arrive together, or not at all) and joined by the listeners.
 *
 * Changes sent while a server's listening connection is down are lost to it: when it is lost its
 * streams end, and again when it listens anew (streams opened meanwhile), so that their clients
 * reconnect and read the session again (EventSource reconnects by itself; the live page reloads
 * the session when its stream fails).
 */
export async function postgresLiveHub(
  notifications: Notifications,
  { warn, heartbeatMs }: { warn: (message: string) => void; heartbeatMs?: number },
): Promise<LiveHub & { close(): Promise<void> }> {
  const local = inProcessLiveHub(heartbeatMs === undefined ? {} : { heartbeatMs });
  const incomplete = new Map<string, string[]>();
  let missedSome = false;
  // One send after another: two changes of a question (a vote, then its removal) leave this
  // server in the order they were made.
  let sending = Promise.resolve();

  const deliver = (text: string) => {
    const { liveSessionId, change } = JSON.parse(text) as Published;
    local.publish(liveSessionId, change);
  };
  const received = (payload: string) => {
    const heading = /^([0-9a-f]+):(\d+)\/(\d+):/.exec(payload);
    if (!heading) throw new Error('not a live hub message');
    const [, id = '', index, count] = heading;
    const text = payload.slice(heading[0].length);
    if (count === '1') return deliver(text);
    const parts = incomplete.get(id) ?? [];
    incomplete.set(id, parts);
    parts[Number(index)] = text;
    if (parts.filter((part) => part !== undefined).length < Number(count)) return;
    incomplete.delete(id);
    deliver(parts.join(''));
  };

  const connection = await notifications.listen(LIVE_CHANNEL, {
    message(payload) {
      try {
        received(payload);
      } catch (error) {
        warn(`live Q&A: a change could not be read (${(error as Error).message})`);
      }
    },
    listening() {
      if (!missedSome) return;
      missedSome = false;
      local.close();
    },
    lost(reason) {
      missedSome = true;
      incomplete.clear();
      // the in-process hub ends its streams and takes new ones
      local.close();
      warn(`live Q&A: changes from other servers lost (${reason}); streams ended, retrying`);
    },
  });

  return {
    subscribe: (liveSessionId, audience, client) =>
      local.subscribe(liveSessionId, audience, client),
    publish(liveSessionId, change) {
      const id = randomBytes(6).toString('hex');
      const published: Published = { liveSessionId, change };
      const parts = splitUtf8(JSON.stringify(published), PART_BYTES);
      const payloads = parts.map((part, index) => `${id}:${index}/${parts.length}:${part}`);
      sending = sending
        .then(() => notifications.notify(LIVE_CHANNEL, payloads))
        .catch((error: Error) => {
          warn(`live Q&A: a change was not sent to the servers (${error.message})`);
        });
    },
    size: () => local.size(),
    async close() {
      local.close();
      await connection.close();
      await sending;
    },
  };
}
