import type { StudyUnitKind } from '@boardready/contracts/trainer-rules';
import type { Phase } from './forecast';
import { KNOWN_ACCURACY, type TopicEstimate } from './readiness';

/**
 * Today's plan (issue 25, decision 1201): the Study Board's units for the minutes the learner has
 * left today. Pure: no database, no clock.
 *
 * 1. Spaced retrieval first: the questions and cards due now, the memory model's own work; at most
 *    RETRIEVAL_SHARE of the day before the final days, so that a backlog does not stop learning.
 * 2. Then topics by need: the topic's weight on the exam times what the learner has left to gain
 *    in it (KNOWN_ACCURACY less their proficiency), times, while there is time, the share of its
 *    questions still unseen; close to the exam, weakness alone. Topics moved from yesterday come
 *    first; topics skipped today are left out.
 * 3. For each topic: a Preview of its first unread book section while it is barely practised and
 *    the exam is not in its final days, then a Study unit: a question set (or, without a Q&A
 *    product, new flash cards) sized to the minutes left.
 */

/** Before the final days, retrieval takes at most this share of the day. */
export const RETRIEVAL_SHARE = 0.6;
/** A question set has at most this many questions, and a unit at least MIN_SET. */
export const MAX_SET = 20;
export const MIN_SET = 3;
/** A topic answered fewer times than this is previewed first (when the book has its section). */
export const PREVIEW_BELOW_ANSWERS = 10;
/** A day's plan has at most this many units. */
export const MAX_UNITS = 8;

export interface PlanProduct {
  userProductId: number;
  name: string;
}

export interface PlannerTopic extends TopicEstimate {
  /** the first section of the plan's book on this topic the learner has not read */
  section: { sectionId: string; title: string; minutes: number } | null;
}

export interface PlannerInput {
  phase: Phase;
  /** minutes of today still to plan */
  minutes: number;
  /** minutes to learn a new question, to answer a due one, to review a card, to learn a card */
  questionMinutes: number;
  reviewMinutes: number;
  cardMinutes: number;
  newCardMinutes: number;
  qa: PlanProduct | null;
  book: PlanProduct | null;
  deck: (PlanProduct & { newCardsLeft: number }) | null;
  due: { questions: number; cards: number };
  topics: readonly PlannerTopic[];
  postponedTopicIds: readonly number[];
  skippedTopicIds: readonly number[];
  /** kinds of work already on today's plan (kept units): not planned twice */
  retrievalPlanned: { questions: boolean; cards: boolean };
}

export interface PlannedUnit {
  kind: StudyUnitKind;
  userProductId: number;
  title: string;
  reason: string;
  minutes: number;
  itemCount: number;
  topicId: number | null;
  sectionId: string | null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const percent = (x: number) => Math.round(x * 100);

/** How much studying a topic is worth now (see the module's comment). */
export function topicNeed(topic: TopicEstimate, phase: Phase): number {
  const gap = Math.max(0.02, KNOWN_ACCURACY - topic.proficiency);
  const unseen =
    topic.questions > 0 ? Math.max(0, topic.questions - topic.answered) / topic.questions : 0;
  const novelty =
    phase === 'build' ? 0.3 + 0.7 * unseen : phase === 'consolidate' ? 0.6 + 0.4 * unseen : 1;
  return topic.weight * gap * novelty;
}

export function planDay(input: PlannerInput): PlannedUnit[] {
  const units: PlannedUnit[] = [];
  let left = Math.max(0, input.minutes);
  if (left <= 0) return units;

  // 1. Spaced retrieval: all that is due if it fits its share of the day, else each kind cut
  // down in proportion to its minutes
  const share = input.phase === 'final' ? left : Math.ceil(left * RETRIEVAL_SHARE);
  const kinds = [
    {
      product: input.qa,
      due: input.retrievalPlanned.questions ? 0 : input.due.questions,
      each: input.reviewMinutes,
      title: (n: number) => `Answer again ${plural(n, 'question')} due`,
      reason:
        'Questions you missed or were unsure of come back as they fade: answering them then is what keeps them for exam day.',
    },
    {
      product: input.deck,
      due: input.retrievalPlanned.cards ? 0 : input.due.cards,
      each: input.cardMinutes,
      title: (n: number) => `Review ${plural(n, 'flash card')} due`,
      reason:
        'Cards due now on your memory schedule: reviewed today, each holds until its next review.',
    },
  ].filter((k) => k.product !== null && k.due > 0);
  const needed = kinds.reduce((sum, k) => sum + k.due * k.each, 0);
  const scale = needed > share ? share / needed : 1;
  for (const kind of kinds) {
    const n = Math.min(kind.due, Math.max(1, Math.floor(kind.due * scale * 1.000001)));
    const minutes = Math.max(1, Math.ceil(n * kind.each));
    units.push({
      kind: 'SpacedRetrievalStudyUnit',
      userProductId: kind.product!.userProductId,
      title: kind.title(n),
      reason: kind.reason,
      minutes,
      itemCount: n,
      topicId: null,
      sectionId: null,
    });
    left -= minutes;
  }

  // 2. Topics by need
  const skipped = new Set(input.skippedTopicIds);
  const postponed = new Set(input.postponedTopicIds);
  const ranked = input.topics
    .filter((t) => !skipped.has(t.topicId))
    .map((t) => ({
      topic: t,
      need: topicNeed(t, input.phase) + (postponed.has(t.topicId) ? 10 : 0),
    }))
    .sort((a, b) => b.need - a.need || a.topic.topicId - b.topic.topicId);

  // without a Q&A product, new cards are the day's new material
  if (!input.qa && input.deck && input.deck.newCardsLeft > 0) {
    const n = Math.min(input.deck.newCardsLeft, Math.floor(left / input.newCardMinutes));
    if (n >= MIN_SET) {
      const minutes = Math.ceil(n * input.newCardMinutes);
      units.push({
        kind: 'StudyStudyUnit',
        userProductId: input.deck.userProductId,
        title: `Learn ${plural(n, 'new flash card')}`,
        reason: `Today's share of ${input.deck.name}: cards you have not studied yet.`,
        minutes,
        itemCount: n,
        topicId: null,
        sectionId: null,
      });
      left -= minutes;
    }
  }

  for (const { topic } of ranked) {
    if (units.length >= MAX_UNITS) break;
    const weight = `${percent(topic.weight)} % of the exam`;
    if (
      input.book &&
      topic.section &&
      input.phase !== 'final' &&
      topic.answered < PREVIEW_BELOW_ANSWERS &&
      topic.section.minutes <= left
    ) {
      units.push({
        kind: 'PreviewStudyUnit',
        userProductId: input.book.userProductId,
        title: `Read: ${topic.section.title}`,
        reason: `Introduces ${topic.name} (${weight}) before you practise it.`,
        minutes: topic.section.minutes,
        itemCount: 1,
        topicId: topic.topicId,
        sectionId: topic.section.sectionId,
      });
      left -= topic.section.minutes;
    }
    if (!input.qa || units.length >= MAX_UNITS) continue;
    // unseen questions while there are any; then the topic's again (missed ones first)
    const unseen = Math.max(0, topic.questions - topic.answered);
    const available = unseen > 0 ? unseen : topic.questions;
    const n = Math.min(MAX_SET, available, Math.floor(left / input.questionMinutes));
    if (n < MIN_SET) continue;
    const minutes = Math.ceil(n * input.questionMinutes);
    units.push({
      kind: 'StudyStudyUnit',
      userProductId: input.qa.userProductId,
      title: `${plural(n, 'question')} on ${topic.name}`,
      reason:
        topic.answered === 0
          ? `${weight}, and you have not practised it yet.`
          : `${weight}; you have answered ${topic.answered} of its ${topic.questions} questions, about ${percent(topic.proficiency)} % right.`,
      minutes,
      itemCount: n,
      topicId: topic.topicId,
      sectionId: null,
    });
    left -= minutes;
  }
  return units;
}
