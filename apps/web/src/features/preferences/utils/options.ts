import type { Preferences } from '@boardready/contracts';
import { QA_MODES } from '@/lib/qa-modes';

export interface Choice<V extends string> {
  value: V;
  label: string;
  description?: string;
}

export const THEME_CHOICES: Choice<Preferences['theme']>[] = [
  { value: 'light', label: 'Light', description: 'Dark text on light pages.' },
  {
    value: 'dark',
    label: 'Dark',
    description: 'Light text on dark pages, easy on the eyes at night.',
  },
  {
    value: 'system',
    label: 'Match my device',
    description: 'Light or dark as your device is set.',
  },
];

export const TEXT_SIZE_CHOICES: Choice<Preferences['questionTextSize']>[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

export const QA_MODE_CHOICES: Choice<Preferences['defaultQaMode']>[] = (
  ['tutor', 'test'] as const
).map((value) => ({
  value,
  label: QA_MODES[value].name,
  description: QA_MODES[value].description,
}));

/** The preference each control saves, and what the saved-status line calls it. */
export const PREFERENCE_LABELS: Record<keyof Preferences, string> = {
  theme: 'Theme',
  questionTextSize: 'Question text size',
  defaultQaMode: 'Default Q&A mode',
  defaultQaTimed: 'Timed sessions',
  showTimer: 'Show the timer',
  confirmEndSession: 'Confirm before ending a session',
};
