import type { LiveClient, LiveQuestionChange } from '../modules/live/live-hub';

/** A change of question `questionId`, open, in both audiences' words. */
export function liveChange(
  questionId: number,
  text = 'Why?',
  answer: string | null = null,
): LiveQuestionChange {
  const question = {
    questionId,
    text,
    status: 'open' as const,
    upvotes: 0,
    askedAt: '2026-01-01T00:00:00.000Z',
    answer,
    answeredAt: null,
  };
  return {
    learners: { type: 'question', question },
    staff: {
      type: 'question',
      question: { ...question, askedBy: { accountId: 9, name: 'A B', email: 'a@b.test' } },
    },
  };
}

/** A stream's client that keeps the frames sent to it and whether it was ended. */
export function recordingClient() {
  const frames: string[] = [];
  let ended = false;
  return {
    frames,
    ended: () => ended,
    send: (frame: string) => frames.push(frame),
    end: () => {
      ended = true;
    },
  } satisfies LiveClient & Record<string, unknown>;
}
