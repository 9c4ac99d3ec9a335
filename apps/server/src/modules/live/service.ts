import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { liveSessionInput } from '@boardready/contracts';
import {
  buildPath,
  compareLiveQuestions,
  type LearnerLiveQuestion,
  LIVE_QUESTIONS_PER_MINUTE,
  type LiveQuestion,
  type LiveSchedule,
  type LiveSessionDetail,
  type LiveSessionSummary,
  liveEndpoints,
  liveSessionStatus,
  type StaffLiveQuestion,
  type StaffLiveSession,
  type StaffLiveSessionDetail,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import { LIVE_RECORDING_MAX_BYTES, type LiveRecordingType } from '@boardready/contracts/live-rules';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Actor } from '../admin-settings/actor';
import { audit } from '../audit/audit';
import type { StoredFile } from '../media/media-http';
import type { MediaStorage } from '../media/media-storage';
import { calendarFile } from './ics';
import { liveAccess } from './live-access';
import type { LiveHub } from './live-hub';
import { receiveRecording } from './recording-file';
import { type LiveQuestionRow, type LiveSessionRow, liveRepository } from './repository';

const MINUTE = 60_000;

export interface LiveServiceOptions {
  hub: LiveHub;
  /** the clock the session's state and the rate limit read (tests move it) */
  clock: () => Date;
  /** where the app is reached (the .ics file's link to the session's page) and its name */
  publicOrigin: string;
  publicHost: string;
  productName: string;
  /** where recordings are stored (media storage), and a local folder uploads arrive in first */
  storage: MediaStorage;
  incomingFolder: string;
}

/** A recording sent to a session: its declared type and length, and the body's stream. */
export interface RecordingUpload {
  type: LiveRecordingType;
  durationMs: number;
  body: Readable;
  /** the Content-Length, when the request had one */
  announcedBytes?: number;
}

/** The file name's extension of each type (the key also carries the content's hash). */
const EXTENSIONS: Record<LiveRecordingType, string> = {
  'video/webm': 'webm',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
};

type StaffSessionRow = Awaited<
  ReturnType<ReturnType<typeof liveRepository>['staffSessions']>
>[number];

/** The session's page in the SPA (its route registry spells it the same). */
export const liveSessionPagePath = (userProductId: number, liveSessionId: number) =>
  `/live/${userProductId}/${liveSessionId}`;

function summary(row: LiveSessionRow, now: Date): LiveSessionSummary {
  const status = liveSessionStatus(row.startsAt, row.endsAt, now);
  return {
    liveSessionId: row.id,
    title: row.title,
    presenter: row.presenter,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status,
    hasReplay: status === 'ended' && row.recordingKey !== null,
  };
}

/** A question as every learner sees it: who asked is not said. */
export function toLiveQuestion(row: LiveQuestionRow): LiveQuestion {
  return {
    questionId: row.id,
    text: row.text,
    status: row.status,
    upvotes: row.upvotes,
    askedAt: row.askedAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

function toLearnerQuestion(row: LiveQuestionRow, viewerId: number): LearnerLiveQuestion {
  return { ...toLiveQuestion(row), mine: row.accountId === viewerId, votedByMe: row.votedByMe };
}

export function toStaffQuestion(row: LiveQuestionRow): StaffLiveQuestion {
  return {
    ...toLiveQuestion(row),
    askedBy: {
      accountId: row.accountId,
      name: `${row.askerFirstName} ${row.askerLastName}`.trim(),
      email: row.askerEmail,
    },
  };
}

function toStaffSession(row: StaffSessionRow, now: Date): StaffLiveSession {
  return {
    ...summary(row, now),
    productCode: row.productCode,
    productName: row.productName,
    streamUrl: row.streamUrl,
    openQuestions: row.openQuestions,
    recording:
      row.recordingMimeType !== null &&
      row.recordingBytes !== null &&
      row.recordingSeconds !== null &&
      row.recordedAt !== null
        ? {
            mimeType: row.recordingMimeType,
            bytes: row.recordingBytes,
            durationSeconds: row.recordingSeconds,
            storedAt: row.recordedAt.toISOString(),
          }
        : null,
  };
}

const inLearnersOrder = <Q extends LiveQuestion>(questions: Q[]) =>
  questions.sort(compareLiveQuestions);

export function liveService(db: Database, options: LiveServiceOptions) {
  const repo = liveRepository(db);
  const { liveProductFor } = liveAccess(db);
  const { hub, clock } = options;

  /** The caller's usable live product and one of its sessions (404 when it has no such one). */
  async function sessionFor(
    accountId: number,
    userProductId: number,
    liveSessionId: number,
    now: Date,
  ) {
    const product = await liveProductFor(accountId, userProductId, now);
    const session = await repo.sessionOfProduct(product.code, liveSessionId);
    if (!session) throw errors.liveSessionNotFound();
    return { product, session };
  }

  /** A question learners see in the session (a hidden one, or one of another session: 404). */
  async function visibleQuestion(sessionId: number, questionId: number, viewerId: number) {
    const question = await repo.question(questionId, viewerId);
    if (!question || question.sessionId !== sessionId || question.status === 'hidden') {
      throw errors.liveQuestionNotFound();
    }
    return question;
  }

  const assertOpen = (session: LiveSessionRow, now: Date) => {
    if (liveSessionStatus(session.startsAt, session.endsAt, now) === 'ended') {
      throw errors.liveSessionEnded();
    }
  };

  /** Tells every open stream of the session what became of the question. */
  function publishQuestion(row: LiveQuestionRow) {
    hub.publish(row.sessionId, {
      learners:
        row.status === 'hidden'
          ? { type: 'hidden', questionId: row.id }
          : { type: 'question', question: toLiveQuestion(row) },
      staff: { type: 'question', question: toStaffQuestion(row) },
    });
  }

  /** The question after a change, read once the change is committed. */
  async function reread(questionId: number, viewerId: number | null = null) {
    const row = await repo.question(questionId, viewerId);
    if (!row) throw errors.liveQuestionNotFound();
    return row;
  }

  async function vote(
    accountId: number,
    userProductId: number,
    liveSessionId: number,
    questionId: number,
    add: boolean,
  ) {
    const now = clock();
    const { session } = await sessionFor(accountId, userProductId, liveSessionId, now);
    await visibleQuestion(session.id, questionId, accountId);
    assertOpen(session, now);
    const changed = add
      ? await repo.addVote(questionId, accountId, now)
      : await repo.removeVote(questionId, accountId);
    const row = await reread(questionId, accountId);
    if (changed) publishQuestion(row);
    return { questionId, upvotes: row.upvotes, votedByMe: row.votedByMe };
  }

  return {
    async schedule(accountId: number, userProductId: number): Promise<LiveSchedule> {
      const now = clock();
      const product = await liveProductFor(accountId, userProductId, now);
      const rows = await repo.sessionsOfProduct(product.code);
      return {
        userProductId,
        productName: product.shortName,
        sessions: rows.map((row) => summary(row, now)),
      };
    },

    async session(
      accountId: number,
      userProductId: number,
      liveSessionId: number,
    ): Promise<LiveSessionDetail> {
      const now = clock();
      const { product, session } = await sessionFor(accountId, userProductId, liveSessionId, now);
      const questions = await repo.questionsOf(session.id, accountId);
      const base = summary(session, now);
      const params = { userProductId, liveSessionId };
      return {
        ...base,
        userProductId,
        productName: product.shortName,
        streamUrl: base.status === 'live' ? session.streamUrl : null,
        calendarUrl: buildPath(liveEndpoints.calendar.path, params),
        eventsUrl: buildPath(liveEndpoints.events.path, params),
        replay:
          base.hasReplay && session.recordingMimeType && session.recordingSeconds !== null
            ? {
                fileUrl: buildPath(liveEndpoints.replay.path, params),
                mimeType: session.recordingMimeType,
                durationSeconds: session.recordingSeconds,
              }
            : null,
        questions: inLearnersOrder(questions.map((row) => toLearnerQuestion(row, accountId))),
      };
    },

    /** The session as an .ics file, and the file's name. */
    async calendar(accountId: number, userProductId: number, liveSessionId: number) {
      const now = clock();
      const { session } = await sessionFor(accountId, userProductId, liveSessionId, now);
      const text = calendarFile({
        uid: `live-session-${session.id}@${options.publicHost}`,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        summary: session.title,
        description: [`With ${session.presenter}.`, session.description]
          .filter(Boolean)
          .join('\n\n'),
        url: `${options.publicOrigin}${liveSessionPagePath(userProductId, session.id)}`,
        stamp: now,
        productName: options.productName,
      });
      return { filename: `live-session-${session.id}.ics`, text };
    },

    /** Checks that the caller may follow the session's Q&A; its id, for the event stream. */
    async eventsOf(accountId: number, userProductId: number, liveSessionId: number) {
      const { session } = await sessionFor(accountId, userProductId, liveSessionId, clock());
      return session.id;
    },

    /** The recording of an ended session, once the streaming service delivered it. */
    async replay(
      accountId: number,
      userProductId: number,
      liveSessionId: number,
    ): Promise<StoredFile> {
      const now = clock();
      const { session } = await sessionFor(accountId, userProductId, liveSessionId, now);
      const { recordingKey, recordingBytes, recordingMimeType, recordingHash, recordedAt } =
        session;
      if (
        !summary(session, now).hasReplay ||
        recordingKey === null ||
        recordingBytes === null ||
        recordingMimeType === null ||
        recordingHash === null ||
        recordedAt === null
      ) {
        throw errors.replayNotFound();
      }
      return {
        key: recordingKey,
        size: recordingBytes,
        contentType: recordingMimeType,
        hash: recordingHash,
        changedAt: recordedAt,
      };
    },

    /**
     * A learner's question to an upcoming or live session: at most LIVE_QUESTIONS_PER_MINUTE a
     * minute, counted in the database under a lock of the asker's, so that the limit holds
     * whichever server takes each question. Refused ones write nothing.
     */
    async ask(
      accountId: number,
      userProductId: number,
      liveSessionId: number,
      text: string,
    ): Promise<LearnerLiveQuestion> {
      const now = clock();
      const { session } = await sessionFor(accountId, userProductId, liveSessionId, now);
      assertOpen(session, now);
      const questionId = await db.transaction(async (tx) => {
        const inTx = liveRepository(tx);
        await inTx.lockAsker(session.id, accountId);
        const recent = await inTx.askedBetween(
          session.id,
          accountId,
          new Date(now.getTime() - MINUTE),
          now,
        );
        if (recent.count >= LIVE_QUESTIONS_PER_MINUTE) {
          const freeAt = (recent.first?.getTime() ?? now.getTime()) + MINUTE;
          throw errors.tooManyLiveQuestions(undefined, {
            retryAfterSeconds: (freeAt - now.getTime()) / 1000,
          });
        }
        return inTx.addQuestion({ sessionId: session.id, accountId, text, askedAt: now });
      });
      const row = await reread(questionId, accountId);
      publishQuestion(row);
      return toLearnerQuestion(row, accountId);
    },

    upvote: (accountId: number, userProductId: number, liveSessionId: number, questionId: number) =>
      vote(accountId, userProductId, liveSessionId, questionId, true),
    withdrawVote: (
      accountId: number,
      userProductId: number,
      liveSessionId: number,
      questionId: number,
    ) => vote(accountId, userProductId, liveSessionId, questionId, false),

    // --- staff ---

    async staffSessions(): Promise<{ sessions: StaffLiveSession[] }> {
      const now = clock();
      return { sessions: (await repo.staffSessions()).map((row) => toStaffSession(row, now)) };
    },

    async staffSession(liveSessionId: number): Promise<StaffLiveSessionDetail> {
      const now = clock();
      const [row] = await repo.staffSessions(liveSessionId);
      if (!row) throw errors.liveSessionNotFound();
      const questions = await repo.questionsOf(row.id, null, { hidden: true });
      return {
        ...toStaffSession(row, now),
        eventsUrl: buildPath(liveEndpoints.staffEvents.path, { liveSessionId: row.id }),
        questions: inLearnersOrder(questions.map(toStaffQuestion)),
      };
    },

    /** Checks that the session exists; its id, for the staff's event stream. */
    async staffEventsOf(liveSessionId: number) {
      const [row] = await repo.staffSessions(liveSessionId);
      if (!row) throw errors.liveSessionNotFound();
      return row.id;
    },

    async scheduleSession(
      input: z.output<typeof liveSessionInput>,
      actor: Actor,
    ): Promise<StaffLiveSession> {
      const now = clock();
      const product = await repo.liveProduct(input.productCode);
      if (!product) {
        throw errors.unknownLiveProduct(undefined, {
          fields: { productCode: 'Choose a live product of the catalogue.' },
        });
      }
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      if (endsAt <= startsAt) {
        throw errors.liveSessionEndsBeforeStart(undefined, {
          fields: { endsAt: 'End the session after it starts.' },
        });
      }
      const liveSessionId = await db.transaction(async (tx) => {
        const id = await liveRepository(tx).addSession({
          productCode: product.code,
          title: input.title,
          presenter: input.presenter,
          description: input.description,
          startsAt,
          endsAt,
          streamUrl: input.streamUrl,
          createdBy: actor.accountId,
        });
        await audit(tx, {
          action: 'live.session.schedule',
          actorAccountId: actor.accountId,
          requestId: actor.requestId,
          details: {
            liveSessionId: id,
            productCode: product.code,
            title: input.title,
            startsAt: startsAt.toISOString(),
            endsAt: endsAt.toISOString(),
          },
        });
        return id;
      });
      const [row] = await repo.staffSessions(liveSessionId);
      return toStaffSession(row!, now);
    },

    /**
     * Stores a started session's recording, replacing the one before: streamed into a local file
     * (checked, hashed and counted on the way), put into media storage under a key of its hash,
     * then named on the session, so that a learner reads the old replay or the new one, never a
     * half. Nothing is named when anything is refused; a file no session names any more goes.
     */
    async uploadRecording(
      liveSessionId: number,
      upload: RecordingUpload,
      actor: Actor,
    ): Promise<StaffLiveSession> {
      const now = clock();
      const [row] = await repo.staffSessions(liveSessionId);
      if (!row) throw errors.liveSessionNotFound();
      if (liveSessionStatus(row.startsAt, row.endsAt, now) === 'upcoming')
        throw errors.recordingBeforeStart();
      if ((upload.announcedBytes ?? 0) > LIVE_RECORDING_MAX_BYTES) throw errors.recordingTooLarge();
      const received = await receiveRecording(upload.body, {
        folder: options.incomingFolder,
        type: upload.type,
        maxBytes: LIVE_RECORDING_MAX_BYTES,
        ...(upload.announcedBytes === undefined ? {} : { expectedBytes: upload.announcedBytes }),
      });
      const key = `live-recordings/session-${row.id}-${received.hash.slice(0, 16)}.${EXTENSIONS[upload.type]}`;
      try {
        await options.storage.put(key, received.file);
      } finally {
        await rm(received.file, { force: true });
      }
      const seconds = upload.durationMs / 1000;
      const { unusedKey } = await db.transaction(async (tx) => {
        const replaced = await liveRepository(tx).setRecording(row.id, {
          key,
          mimeType: upload.type,
          bytes: received.bytes,
          hash: received.hash,
          seconds,
          at: now,
        });
        await audit(tx, {
          action: 'live.session.recording',
          actorAccountId: actor.accountId,
          requestId: actor.requestId,
          details: {
            liveSessionId: row.id,
            mimeType: upload.type,
            bytes: received.bytes,
            sha256: received.hash,
            durationSeconds: seconds,
            ...(row.recordingKey === null ? {} : { replacedSha256: row.recordingHash }),
          },
        });
        return replaced;
      });
      if (unusedKey !== null) await options.storage.remove(unusedKey);
      const [stored] = await repo.staffSessions(row.id);
      return toStaffSession(stored!, now);
    },

    /** Answers a question, or changes its answer; learners see it at once. */
    async answer(questionId: number, answer: string, actor: Actor): Promise<StaffLiveQuestion> {
      const now = clock();
      await db.transaction(async (tx) => {
        const inTx = liveRepository(tx);
        const before = await inTx.question(questionId);
        if (!before) throw errors.liveQuestionNotFound();
        await inTx.answer(questionId, answer, actor.accountId, now);
        await audit(tx, {
          action: 'live.question.answer',
          actorAccountId: actor.accountId,
          subjectAccountId: before.accountId,
          requestId: actor.requestId,
          details: {
            liveSessionId: before.sessionId,
            questionId,
            answer,
            ...(before.answer === null ? {} : { previousAnswer: before.answer }),
          },
        });
      });
      const row = await reread(questionId);
      publishQuestion(row);
      return toStaffQuestion(row);
    },

    /** Hides a question from learners (again: no change). */
    async hide(questionId: number, actor: Actor): Promise<StaffLiveQuestion> {
      const changed = await db.transaction(async (tx) => {
        const inTx = liveRepository(tx);
        const before = await inTx.question(questionId);
        if (!before) throw errors.liveQuestionNotFound();
        if (before.status === 'hidden') return false;
        await inTx.hide(questionId);
        await audit(tx, {
          action: 'live.question.hide',
          actorAccountId: actor.accountId,
          subjectAccountId: before.accountId,
          requestId: actor.requestId,
          details: { liveSessionId: before.sessionId, questionId, text: before.text },
        });
        return true;
      });
      const row = await reread(questionId);
      if (changed) publishQuestion(row);
      return toStaffQuestion(row);
    },
  };
}
