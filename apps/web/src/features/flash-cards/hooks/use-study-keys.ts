import { useShortcutKeys } from '@/lib/use-shortcut-keys';
import { type StudyAction, type StudySide, studyAction } from '../utils/study-keys';

/** The card player's shortcuts (`studyAction`) while `enabled`, each action handed to `onAction`. */
export function useStudyKeys(
  enabled: boolean,
  side: StudySide,
  onAction: (action: StudyAction) => void,
) {
  useShortcutKeys(enabled, side, studyAction, onAction);
}
