import type { LiveQuestionEvent, StaffLiveQuestionEvent } from '@boardready/contracts';

/**
 * Who receives a session's Q&A changes (decision 1603): the learners' streams get the change as
 * every learner sees it, the staff's as moderation sees it (who asked, hidden ones).
 */
export type LiveAudience = 'learners' | 'staff';

/** One change of a session's Q&A, in both audiences' words. */
export interface LiveQuestionChange {
  learners: LiveQuestionEvent;
  staff: StaffLiveQuestionEvent;
}

/** An open event stream: frames are written as they are (server-sent events' text). */
export interface LiveClient {
  send(frame: string): void;
  end(): void;
}

/**
 * Carries each session's Q&A changes to the event streams open on it: in-process below (one
 * server sees the changes made through it: PGlite), or through PostgreSQL's LISTEN/NOTIFY to
 * every server on the database (postgres-live-hub.ts, decision 1701); the routes do not change.
 */
export interface LiveHub {
  /** Adds a client to a session's audience; returns what removes it. */
  subscribe(liveSessionId: number, audience: LiveAudience, client: LiveClient): () => void;
  publish(liveSessionId: number, change: LiveQuestionChange): void;
  /** How many clients are open (all sessions). */
  size(): number;
  /** Ends every stream and stops (the server is closing: its connections must end). */
  close(): void;
}

/** A comment line: keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT_FRAME = ': heartbeat\n\n';
export const HEARTBEAT_MS = 15_000;

/** A server-sent event of the default type (message): one data line of JSON. */
export function eventFrame(event: unknown): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * The in-process hub. Each change is serialized once per audience and the same text written to
 * every client of the session, so a change costs no read per viewer. One timer writes the
 * heartbeat to every client while any is open. Once closed it takes new clients again (the
 * PostgreSQL hub closes it to end every stream when it may have missed changes).
 */
export function inProcessLiveHub({ heartbeatMs = HEARTBEAT_MS } = {}): LiveHub {
  const sessions = new Map<number, Record<LiveAudience, Set<LiveClient>>>();
  let heartbeat: NodeJS.Timeout | null = null;
  let count = 0;

  const everyClient = function* () {
    for (const audiences of sessions.values()) {
      yield* audiences.learners;
      yield* audiences.staff;
    }
  };
  const stopHeartbeat = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  };

  return {
    subscribe(liveSessionId, audience, client) {
      let audiences = sessions.get(liveSessionId);
      if (!audiences) {
        audiences = { learners: new Set(), staff: new Set() };
        sessions.set(liveSessionId, audiences);
      }
      audiences[audience].add(client);
      count++;
      if (!heartbeat) {
        heartbeat = setInterval(() => {
          for (const open of everyClient()) open.send(HEARTBEAT_FRAME);
        }, heartbeatMs);
        heartbeat.unref();
      }
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        const current = sessions.get(liveSessionId);
        if (!current?.[audience].delete(client)) return;
        count--;
        if (current.learners.size === 0 && current.staff.size === 0) {
          sessions.delete(liveSessionId);
        }
        if (count === 0) stopHeartbeat();
      };
    },

    publish(liveSessionId, change) {
      const audiences = sessions.get(liveSessionId);
      if (!audiences) return;
      for (const audience of ['learners', 'staff'] as const) {
        if (audiences[audience].size === 0) continue;
        const frame = eventFrame(change[audience]);
        // a copy: a client whose send ends it leaves the set meanwhile
        for (const client of [...audiences[audience]]) client.send(frame);
      }
    },

    size: () => count,

    close() {
      stopHeartbeat();
      const open = [...everyClient()];
      sessions.clear();
      count = 0;
      for (const client of open) client.end();
    },
  };
}
