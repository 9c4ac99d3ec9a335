import type { Rating } from '@boardready/contracts/flash-card-rules';
import type { AnswerConfidence } from '../../db/schema';

/**
 * How a Q&A answer grades its question as a memory item (issue 24). A wrong answer and a right
 * guess are both failures to recall (Again); a right answer given unsure is a hard recall (Hard);
 * a right answer given sure, or without saying, is a recall (Good). Easy is never inferred.
 */
export function questionRating(isCorrect: boolean, confidence: AnswerConfidence | null): Rating {
  if (!isCorrect || confidence === 'guessed') return 1;
  return confidence === 'unsure' ? 2 : 3;
}
