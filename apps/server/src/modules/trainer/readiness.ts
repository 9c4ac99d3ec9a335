/**
 * The readiness estimate (issue 25, decision 1201): how a learner would score on the exam today,
 * from their first answers per topic of the exam's blueprint. Pure: no database, no clock.
 *
 * Each topic's proficiency is a Beta posterior: the learner's first answers in the topic on a
 * prior centred on all learners' accuracy in the bank, worth PRIOR_ANSWERS answers, so that a
 * topic answered twice is not called 0 % or 100 %. The exam score is the blueprint-weighted sum;
 * its uncertainty adds the topics' posterior variances (partly correlated), the exam's own
 * sampling of questions and a model error, and the pass probability is the normal tail above the
 * passing percent.
 */

/** How many answers the prior (all learners' accuracy) is worth in each topic. */
export const PRIOR_ANSWERS = 8;
/** The model's own error on the score (share of questions): it does not know the real exam. */
export const MODEL_ERROR = 0.03;
/** How likely a question the learner has studied, and still recalls, is answered right. */
export const KNOWN_ACCURACY = 0.9;
/**
 * How much one learner's topic errors move together (0: independent, 1: as one): a learner
 * stronger than the prior in one topic tends to be in all. Independent topics gave a range that
 * held 61 % of simulated exam scores under 100 answers; 0.15 gives ~72 % there and ~80 % overall
 * (bench trainer-model, decision 1201). Set on simulated learners, to be revisited on real ones.
 */
export const TOPIC_CORRELATION = 0.15;
/** z of the 80 % interval (10th to 90th percentile). */
const Z80 = 1.2816;

export interface TopicTally {
  topicId: number;
  name: string;
  /** the topic's share of the exam; the exam's topics sum to 1 */
  weight: number;
  /** published questions of the topic in the bank */
  questions: number;
  answered: number;
  correct: number;
}

export interface TopicEstimate extends TopicTally {
  proficiency: number;
  variance: number;
  low: number;
  high: number;
}

export interface ReadinessInput {
  topics: readonly TopicTally[];
  /** all learners' share of first answers right in the bank (the prior's centre) */
  populationAccuracy: number;
  /** share of questions a borderline candidate answers right */
  passing: number;
  examQuestions: number;
  /** the learner's first answers in the bank (a question of two topics counts in each topic) */
  answered?: number;
}

export interface ReadinessEstimate {
  score: number;
  low: number;
  high: number;
  sd: number;
  passProbability: number;
  answered: number;
  topics: TopicEstimate[];
  /** topics by the points a full study of what is left of them would add, best first */
  raiseMost: { topicId: number; name: string; pointsGain: number }[];
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** The standard normal distribution function (Zelen and Severo, error under 1e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989423 * Math.exp((-z * z) / 2);
  const tail =
    d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return z > 0 ? 1 - tail : tail;
}

export function topicEstimate(tally: TopicTally, populationAccuracy: number): TopicEstimate {
  const prior = clamp01(populationAccuracy);
  const a = prior * PRIOR_ANSWERS + tally.correct;
  const b = (1 - prior) * PRIOR_ANSWERS + (tally.answered - tally.correct);
  const proficiency = a / (a + b);
  const variance = (a * b) / ((a + b) ** 2 * (a + b + 1));
  const spread = Z80 * Math.sqrt(variance);
  return {
    ...tally,
    proficiency,
    variance,
    low: clamp01(proficiency - spread),
    high: clamp01(proficiency + spread),
  };
}

/**
 * The score, its 80 % interval and the pass probability from topic proficiencies (now, or as a
 * forecast projects them to exam day with `extraError` for the forecast's own uncertainty).
 */
export function scoreOf(
  topics: readonly Pick<TopicEstimate, 'weight' | 'proficiency' | 'variance'>[],
  passing: number,
  examQuestions: number,
  extraError = 0,
) {
  const totalWeight = topics.reduce((sum, t) => sum + t.weight, 0) || 1;
  let score = 0;
  let independent = 0;
  let together = 0;
  for (const t of topics) {
    const w = t.weight / totalWeight;
    score += w * t.proficiency;
    independent += w * w * t.variance;
    together += w * Math.sqrt(t.variance);
  }
  let variance = (1 - TOPIC_CORRELATION) * independent + TOPIC_CORRELATION * together * together;
  variance += (score * (1 - score)) / Math.max(1, examQuestions);
  variance += MODEL_ERROR ** 2 + extraError ** 2;
  const sd = Math.sqrt(variance);
  return {
    score,
    sd,
    low: clamp01(score - Z80 * sd),
    high: clamp01(score + Z80 * sd),
    passProbability: normalCdf((score - passing) / sd),
  };
}

export function estimateReadiness(input: ReadinessInput): ReadinessEstimate {
  const topics = input.topics.map((t) => topicEstimate(t, input.populationAccuracy));
  const totalWeight = topics.reduce((sum, t) => sum + t.weight, 0) || 1;
  const raiseMost = topics
    .map((t) => {
      const unseen = t.questions > 0 ? Math.max(0, t.questions - t.answered) / t.questions : 0;
      // studying every question left: what is not yet known moves towards KNOWN_ACCURACY
      const gain = (t.weight / totalWeight) * Math.max(0, KNOWN_ACCURACY - t.proficiency) * unseen;
      return { topicId: t.topicId, name: t.name, pointsGain: Math.round(gain * 1000) / 10 };
    })
    .filter((t) => t.pointsGain > 0)
    .sort((a, b) => b.pointsGain - a.pointsGain)
    .slice(0, 3);
  return {
    ...scoreOf(topics, input.passing, input.examQuestions),
    answered: input.answered ?? topics.reduce((sum, t) => sum + t.answered, 0),
    topics,
    raiseMost,
  };
}
