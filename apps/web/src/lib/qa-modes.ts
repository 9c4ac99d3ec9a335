import type { Preferences } from '@boardready/contracts';

/**
 * The Q&A modes and the timed choice, worded once: the create form and Preferences named the
 * modes differently (Tutor/Test beside Tutor/Timed; issue 22). Timing is a choice of its own.
 */
export const QA_MODES: Record<Preferences['defaultQaMode'], { name: string; description: string }> =
  {
    tutor: { name: 'Tutor', description: 'See the answer and explanation after each question.' },
    test: { name: 'Test', description: 'Answers are revealed when you end the session.' },
  };

export const TIMED_CHOICE = {
  name: 'Timed session',
  description: 'The clock counts down; the session ends when time is up.',
};
