import type { QaOfflineSession, QaSession, QaSessionQuestion } from '@boardready/contracts';

/**
 * An answer given offline, as the player shows it until the server has it (decision 1705): in
 * tutor mode, what the session's offline copy says the answer reveals; in test mode nothing
 * more than the choice, as online.
 */
export function answeredOffline(
  shown: QaSessionQuestion,
  pack: QaOfflineSession | undefined,
  session: QaSession | undefined,
): QaSessionQuestion {
  if (session?.viewMode !== 'tutor' || shown.selectedKey === null) return shown;
  const reveal = pack?.items.find((item) => item.position === shown.position)?.revealOnAnswer;
  if (!reveal) return shown;
  return { ...shown, isCorrect: shown.selectedKey === reveal.correctKey, reveal };
}
