import { type Bank, type BankQuestion, contentHash, type TopicGroup } from './bank';
import { CHOICE_KEYS, type Specialty } from './source-format';

/**
 * Large synthetic banks for tests and benchmarks: the same typed shape as loadBank returns,
 * deterministic from a seed, every stem starting with "[Synthetic]". The demo seed never uses this;
 * content/qbanks holds only written questions.
 */

export const SYNTHETIC_MARK = '[Synthetic]';

export interface SyntheticOptions {
  seed: number;
  questionCount: number;
  specialty?: Specialty;
  /** Defaults to `synthetic-<specialty>`. */
  code?: string;
  /** Defaults to SYN; ids run SYN-00001, SYN-00002… */
  idPrefix?: string;
  /** Defaults to the specialty's Q&A product, e.g. IM-QA. */
  productCodes?: string[];
  /** A tree to spread questions over (e.g. a real bank's); otherwise one is generated. */
  topics?: TopicGroup[];
  topicGroups?: number;
  topicsPerGroup?: number;
  /** PEDS only; defaults to 20. */
  mocObjectiveCount?: number;
  /** Shares of questions; defaults 0.1 curated, 0.02 retired, 0.3 MOC-tagged (PEDS). */
  curatedShare?: number;
  retiredShare?: number;
  mocShare?: number;
}

const AGES = [19, 24, 31, 38, 45, 52, 58, 63, 67, 71, 76, 82];
const PRESENTATIONS = [
  'fatigue for 3 weeks',
  'shortness of breath on exertion',
  'intermittent chest discomfort',
  'a rash on both legs',
  'fever and a cough for 4 days',
  'abdominal pain after meals',
  'swelling of both ankles',
  'headaches on waking',
  'joint pain in both hands',
  'weight loss of 5 kg',
];
const LEAD_INS = [
  'Which of the following is the most likely diagnosis?',
  'Which of the following is the most appropriate next step in management?',
  'Which of the following is the most appropriate initial test?',
  'Which of the following is the most appropriate treatment?',
];

export function generateSyntheticBank(options: SyntheticOptions): Bank {
  const random = mulberry32(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const specialty = options.specialty ?? 'IM';
  const idPrefix = options.idPrefix ?? 'SYN';
  const topics =
    options.topics ?? syntheticTopics(options.topicGroups ?? 12, options.topicsPerGroup ?? 5);
  const leaves = topics.flatMap((group) =>
    group.children.map((child) => ({ id: child.id, group: group.id })),
  );
  if (leaves.length === 0) throw new Error('a synthetic bank needs at least one leaf topic');
  const objectives =
    specialty === 'PEDS'
      ? Array.from({ length: options.mocObjectiveCount ?? 20 }, (_, i) => ({
          id: `${idPrefix}-LO-${String(i + 1).padStart(3, '0')}`,
          text: `${SYNTHETIC_MARK} Learning objective ${i + 1}.`,
        }))
      : [];
  const curatedShare = options.curatedShare ?? 0.1;
  const retiredShare = options.retiredShare ?? 0.02;
  const mocShare = options.mocShare ?? 0.3;
  const width = Math.max(5, String(options.questionCount).length);

  const questions: BankQuestion[] = [];
  for (let n = 1; n <= options.questionCount; n++) {
    const id = `${idPrefix}-${String(n).padStart(width, '0')}`;
    const home = pick(leaves);
    const topicIds = [home.id];
    if (random() < 0.15) {
      const other = pick(leaves);
      if (other.id !== home.id) topicIds.push(other.id);
    }
    const count = random() < 0.8 ? 5 : 4;
    const correctKey = CHOICE_KEYS[Math.floor(random() * count)]!;
    const choices = CHOICE_KEYS.slice(0, count).map((key) => ({
      key,
      text: `Synthetic option ${key} of ${id}`,
      explanation:
        key === correctKey
          ? `<p>Option ${key} is the keyed answer of this synthetic question.</p>`
          : `<p>Option ${key} is a synthetic distractor.</p>`,
    }));
    const withTable = random() < 0.05;
    const moc =
      objectives.length > 0 && random() < mocShare
        ? [...new Set([pick(objectives).id, pick(objectives).id])]
        : [];
    const question: Omit<BankQuestion, 'contentHash'> = {
      id,
      version: 1 + Math.floor(random() * 3),
      status: random() < retiredShare ? 'retired' : 'published',
      topicIds,
      curatedReview: random() < curatedShare,
      mocLearningObjectiveIds: moc,
      stem:
        `<p>${SYNTHETIC_MARK} A ${pick(AGES)}-year-old ${random() < 0.5 ? 'woman' : 'man'} has ` +
        `${pick(PRESENTATIONS)}. Question ${n} of a generated bank; not clinical content.</p>` +
        (withTable ? SYNTHETIC_TABLE : ''),
      leadIn: pick(LEAD_INS),
      choices,
      correctKey,
      explanationSummary: `<p>${SYNTHETIC_MARK} The keyed answer is ${correctKey}.</p>`,
      educationalObjective: `${SYNTHETIC_MARK} Generated question ${n}.`,
      references: [
        { kind: 'textbook', citation: `${SYNTHETIC_MARK} Generated reference`, year: 2024 },
      ],
      sourceFile: `questions/${home.group}.yaml`,
    };
    questions.push({ ...question, contentHash: contentHash(question) });
  }
  // The loader's order: by file, then as written (sort is stable).
  questions.sort((a, b) =>
    a.sourceFile < b.sourceFile ? -1 : a.sourceFile > b.sourceFile ? 1 : 0,
  );

  return {
    code: options.code ?? `synthetic-${specialty.toLowerCase()}`,
    title: `${SYNTHETIC_MARK} ${specialty} bank of ${options.questionCount} questions (seed ${options.seed})`,
    specialty,
    idPrefix,
    productCodes: options.productCodes ?? [`${specialty}-QA`],
    topics,
    mocLearningObjectives: objectives,
    questions,
  };
}

export function syntheticTopics(groups: number, perGroup: number): TopicGroup[] {
  const two = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: groups }, (_, g) => ({
    id: `synthetic-${two(g + 1)}`,
    name: `Synthetic topic ${g + 1}`,
    children: Array.from({ length: perGroup }, (_, c) => ({
      id: `synthetic-${two(g + 1)}-${two(c + 1)}`,
      name: `Synthetic topic ${g + 1}.${c + 1}`,
    })),
  }));
}

const SYNTHETIC_TABLE =
  '<table><thead><tr><th scope="col">Test</th><th scope="col">Result</th></tr></thead>' +
  '<tbody><tr><td>Synthetic value</td><td>1.0</td></tr></tbody></table>';

/** A small, fast, seedable PRNG (Mulberry32); the same seed gives the same bank everywhere. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
