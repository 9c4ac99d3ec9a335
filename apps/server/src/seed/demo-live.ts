import { liveEndpoints } from '@boardready/contracts';
import type { Database } from '../db/client';
import { demoStreamOf } from '../modules/live/demo-stream';
import { liveRepository } from '../modules/live/repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoSession {
  title: string;
  presenter: string;
  description: string;
}

/** Each live product's four demo sessions: ended (with a replay), live now, tomorrow, next week. */
export const DEMO_LIVE_SESSIONS: Record<
  string,
  { ended: DemoSession; live: DemoSession; tomorrow: DemoSession; nextWeek: DemoSession }
> = {
  'IM-LIVE': {
    ended: {
      title: 'Cardiology Rapid Review: Valvular Disease and Murmurs',
      presenter: 'Dr. Maria Chen, MD, FACC',
      description:
        'The murmurs the boards play and describe, the echo findings that go with them, and when each lesion needs a valve replaced.',
    },
    live: {
      title: 'Live Board Review: Heart Failure, Atrial Fibrillation and DKA',
      presenter: 'Dr. Daniel Okafor, MD',
      description:
        'A high-yield hour on guideline-directed therapy for heart failure, anticoagulation and rate control in atrial fibrillation, and the management of diabetic ketoacidosis, with your questions answered live.',
    },
    tomorrow: {
      title: 'Nephrology: Acid-Base and Electrolytes Without Fear',
      presenter: 'Dr. Hannah Weiss, MD',
      description:
        'A stepwise approach to blood gases, the anion and osmolal gaps, hyponatremia and hyperkalemia, worked through board-style cases.',
    },
    nextWeek: {
      title: 'Infectious Disease: Choosing the Antibiotic on Exam Day',
      presenter: 'Dr. Luis Romero, MD',
      description:
        'Empiric therapy for pneumonia, urinary and skin infections, endocarditis and meningitis, and the resistance patterns that change the answer.',
    },
  },
  'PEDS-LIVE': {
    ended: {
      title: 'Neonatology Essentials: Jaundice, Sepsis and Respiratory Distress',
      presenter: 'Dr. Aisha Bello, MD',
      description:
        'Hyperbilirubinemia thresholds, the work-up of early-onset sepsis and the causes of distress in the first hours of life.',
    },
    live: {
      title: 'Pediatrics Live Review: General Pediatrics Q&A',
      presenter: 'Dr. Thomas Lindqvist, MD',
      description:
        'Well-child care, immunization schedules and the common presentations of the general pediatrics section, with a live Q&A.',
    },
    tomorrow: {
      title: 'Pediatric Infectious Disease: Fever Without a Source',
      presenter: 'Dr. Aisha Bello, MD',
      description:
        'The febrile infant by age group, the decision rules the boards expect, and when to start antibiotics.',
    },
    nextWeek: {
      title: 'Development and Behavior: Milestones That Matter',
      presenter: 'Dr. Grace Muller, MD',
      description:
        'Motor, language and social milestones, red flags for autism and developmental delay, and the screening tools by age.',
    },
  },
  'MS-LIVE': {
    ended: {
      title: 'Step 2 CK Strategy: Reading the Question Stem',
      presenter: 'Dr. Kevin Park, MD',
      description:
        'How to find the question in a long vignette, rule out distractors and manage the clock across a block.',
    },
    live: {
      title: 'Clerkship Live Review: Internal Medicine Shelf Q&A',
      presenter: 'Dr. Priyanka Rao, MD',
      description:
        'The internal medicine shelf in an hour: chest pain, dyspnea, acute kidney injury and the inpatient emergencies, with your questions.',
    },
    tomorrow: {
      title: 'Surgery Shelf: The Acute Abdomen',
      presenter: 'Dr. Samuel Greene, MD, FACS',
      description:
        'Appendicitis, cholecystitis, bowel obstruction and perforation: the imaging to order and when to operate.',
    },
    nextWeek: {
      title: 'OB/GYN Shelf: Prenatal Care and Obstetric Emergencies',
      presenter: 'Dr. Elena Vasquez, MD',
      description:
        'Prenatal screening by trimester, preeclampsia, postpartum hemorrhage and the emergencies of labor and delivery.',
    },
  },
};

/** The questions learners put to the IM session live now: some upvoted, one answered. */
const DEMO_QUESTIONS: {
  asker: string;
  text: string;
  minutesAgo: number;
  voters: string[];
  answer?: { text: string; minutesAgo: number };
}[] = [
  {
    asker: 'resident@demo.test',
    text: 'In HFrEF already on an ACE inhibitor, when is switching to sacubitril-valsartan the expected answer?',
    minutesAgo: 8,
    voters: ['learner@demo.test', 'trainee@demo.test', 'veteran@demo.test'],
  },
  {
    asker: 'trainee@demo.test',
    text: 'New atrial fibrillation in a man with a CHA2DS2-VASc score of 1: is anticoagulation ever the board answer?',
    minutesAgo: 6,
    voters: ['resident@demo.test', 'veteran@demo.test'],
    answer: {
      text: 'At a score of 1 in a man anticoagulation is reasonable but not required, so the expected answer is to weigh it with the patient. From 2 upward it is recommended, with a DOAC preferred over warfarin unless the valve or kidney function says otherwise.',
      minutesAgo: 3,
    },
  },
  {
    asker: 'learner@demo.test',
    text: 'In DKA, at what potassium level do we hold insulin and replace potassium first?',
    minutesAgo: 4,
    voters: ['resident@demo.test'],
  },
  {
    asker: 'veteran@demo.test',
    text: 'Could you go over when DKA counts as resolved and how to overlap the subcutaneous insulin?',
    minutesAgo: 2,
    voters: [],
  },
];

/** The next full hour after a moment: upcoming sessions start on the hour. */
const onTheHour = (at: number) => Math.ceil(at / HOUR) * HOUR;

/**
 * The demo live sessions (issue 29, decision 1603) of each live product that has none yet: one
 * that ended three days ago with the demo recording as its replay, one live now (started ten
 * minutes ago, on the air twelve hours, playing the demo stream), one tomorrow and one next week;
 * and a few questions on the IM session live now. A product that has sessions keeps them (staff
 * may have scheduled their own), so seeding again changes nothing.
 */
export async function seedDemoLive(
  db: Database,
  accountIds: Map<string, number>,
  productCodes: Iterable<string>,
  now = Date.now(),
) {
  const repo = liveRepository(db);
  const { recording } = await demoStreamOf();
  const demoStream = liveEndpoints.demoPlaylist.path;
  for (const code of productCodes) {
    const sessions = DEMO_LIVE_SESSIONS[code];
    if (!sessions || (await repo.hasSessions(code))) continue;
    const endedAt = now - 3 * DAY;
    await repo.addSession({
      ...sessions.ended,
      productCode: code,
      startsAt: new Date(endedAt),
      endsAt: new Date(endedAt + 90 * MINUTE),
      streamUrl: demoStream,
      recordingKey: recording.key,
      recordingMimeType: recording.mimeType,
      recordingBytes: recording.size,
      recordingHash: recording.hash,
      recordingSeconds: recording.durationSeconds,
      recordedAt: new Date(endedAt + 2 * HOUR),
    });
    const liveId = await repo.addSession({
      ...sessions.live,
      productCode: code,
      startsAt: new Date(now - 10 * MINUTE),
      endsAt: new Date(now + 12 * HOUR),
      streamUrl: demoStream,
    });
    for (const [upcoming, startsAt] of [
      [sessions.tomorrow, onTheHour(now + DAY)],
      [sessions.nextWeek, onTheHour(now + 7 * DAY)],
    ] as const) {
      await repo.addSession({
        ...upcoming,
        productCode: code,
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + 90 * MINUTE),
        streamUrl: demoStream,
      });
    }
    if (code === 'IM-LIVE') await seedQuestions(db, liveId, accountIds, now);
  }
}

async function seedQuestions(
  db: Database,
  liveSessionId: number,
  accountIds: Map<string, number>,
  now: number,
) {
  const repo = liveRepository(db);
  const staffId = accountIds.get('admin@demo.test');
  for (const demo of DEMO_QUESTIONS) {
    const accountId = accountIds.get(demo.asker);
    if (accountId === undefined) continue;
    const questionId = await repo.addQuestion({
      sessionId: liveSessionId,
      accountId,
      text: demo.text,
      askedAt: new Date(now - demo.minutesAgo * MINUTE),
    });
    await repo.addVotes(
      demo.voters
        .map((email) => accountIds.get(email))
        .filter((id): id is number => id !== undefined)
        .map((voter) => ({
          questionId,
          accountId: voter,
          votedAt: new Date(now - (demo.minutesAgo - 1) * MINUTE),
        })),
    );
    if (demo.answer && staffId !== undefined) {
      await repo.answer(
        questionId,
        demo.answer.text,
        staffId,
        new Date(now - demo.answer.minutesAgo * MINUTE),
      );
    }
  }
}
