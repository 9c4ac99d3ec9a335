import type {
  CohortItems,
  CohortTopic,
  MyStanding,
  ProgramBank,
  ProgramDashboard,
  ProgramRef,
  ResidentActivity,
  ResidentDetail,
  ResidentSummary,
  StandingRow,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import { percentCorrect } from '@boardready/contracts/learner-figures';
import {
  type AssignmentMoments,
  type AssignmentTally,
  assignmentStatus,
  atRiskFlags,
  COHORT_ITEMS_PAGE_SIZE,
  cohortMedianScore,
  MIN_GROUP_SIZE,
  MIN_RESIDENTS_PER_ITEM,
  PROGRESS_WEEKS,
  tallyAssignments,
} from '@boardready/contracts/program-dashboard-rules';
import type { Database } from '../../db/client';
import type { AccountRow } from '../auth/session-repository';
import type { Program } from '../medcentral/dto';
import { programAccess } from '../medcentral/program-access';
import type { Exam } from '../trainer/exams';
import {
  type AssignmentRow,
  type PeerRankRow,
  programDashboardRepository,
  type ResidentRow,
  type TopicSums,
  type Who,
} from './repository';
import { pooledPercent, rankAmong, standingPercentile, type Tally } from './standing';

/**
 * The program dashboard (issue 27, decision 1403): the figures of a program's residents. Rights
 * are MedCentral's, checked on every call (`programAccess`, decision 1402): those who manage a
 * program (its directors and faculty, and staff admins) see its residents; any member sees their
 * own standing, peers only in aggregate.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** How far back a resident's recent activity goes, and how many lines of each kind at most. */
const ACTIVITY_DAYS = 30;
const ACTIVITY_LINES = 10;
/** How long all learners' pooled topic tallies are reused. */
const ALL_LEARNERS_TTL_MS = 60_000;

/** The filters of a manager's read, as the contracts' queries give them. */
interface DashboardFilters {
  organizationId?: number | undefined;
  bankId?: number | undefined;
  groupId?: number | undefined;
  pgy?: number | undefined;
}

/** The Monday (UTC) of `now`'s week and of the `weeks - 1` weeks before it, oldest first. */
export function weekStartsOf(now: Date, weeks: number): Date[] {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, i) => new Date(monday - (weeks - 1 - i) * WEEK_MS));
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const toRef = (p: Program): ProgramRef => ({ organizationId: p.organizationId, name: p.name });
/** a share (0–1) as a percent with one decimal */
const sharePercent = (share: number) => Math.round(share * 1000) / 10;

function bankError(): never {
  throw errors.unknownProgramBank(undefined, {
    fields: { bankId: "This question bank is not one of this program's." },
  });
}

export function programDashboardService(db: Database, exams: readonly Exam[]) {
  const repo = programDashboardRepository(db);
  const access = programAccess(db);
  const examByCode = new Map(exams.map((e) => [e.code, e]));

  /**
   * The program the caller manages (the first of theirs by name when none is named), by
   * MedCentral's rule: no program at all is 403 `no_med_central_access`, a program not theirs 404,
   * one they reach but do not manage (a resident, a member of staff) 403 `not_program_manager`.
   */
  async function managedProgram(account: AccountRow, organizationId: number | undefined) {
    const programs = await access.programsOf(account);
    const managed = programs.filter((p) => p.canManage);
    const program =
      organizationId === undefined
        ? managed[0]
        : programs.find((p) => p.organizationId === organizationId);
    if (!program) {
      throw organizationId === undefined ? errors.notProgramManager() : errors.programNotFound();
    }
    access.assertManager(program);
    return { programs: managed.map(toRef), program: toRef(program) };
  }

  /** The program's banks and the one asked for (400 if not the program's), or the first. */
  async function banksOf(organizationId: number, bankId: number | undefined) {
    const banks: ProgramBank[] = await repo.banks(organizationId);
    const bank = bankId === undefined ? (banks[0] ?? null) : banks.find((b) => b.bankId === bankId);
    if (bank === undefined) bankError();
    return { banks, bank };
  }

  /** The program's groups; a group of another program is refused (400, naming the field). */
  async function groupsOf(organizationId: number, groupId: number | undefined) {
    const groups = await repo.groups(organizationId);
    if (groupId !== undefined && !groups.some((g) => g.groupId === groupId)) {
      throw errors.unknownGroup(undefined, {
        fields: { groupId: 'There is no such group in this program.' },
      });
    }
    return groups;
  }

  /** The context every manager's read starts from: rights, the program's groups and banks. */
  async function managerContext(account: AccountRow, filters: DashboardFilters) {
    const { programs, program } = await managedProgram(account, filters.organizationId);
    const [groups, { banks, bank }] = await Promise.all([
      groupsOf(program.organizationId, filters.groupId),
      banksOf(program.organizationId, filters.bankId),
    ]);
    const who: Who = {
      organizationId: program.organizationId,
      groupId: filters.groupId,
      pgy: filters.pgy,
    };
    // where a filtered answer says it is: the program, its banks and groups, the filters applied
    const view = {
      programs,
      program,
      banks,
      bank,
      groups,
      groupId: filters.groupId ?? null,
      pgy: filters.pgy ?? null,
    };
    return { programs, program, groups, banks, bank, who, view };
  }

  function summaryOf(
    row: ResidentRow,
    weeks: number[],
    assignments: AssignmentTally,
    median: number | null,
    now: Date,
  ): ResidentSummary {
    const exam = row.examCode ? examByCode.get(row.examCode) : undefined;
    const passing = exam ? exam.passingPercent / 100 : null;
    return {
      accountId: row.accountId,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      groupId: row.groupId,
      groupName: row.groupName,
      pgyYear: row.pgyYear,
      joinedAt: row.joinedAt.toISOString(),
      answered: row.answered,
      correct: row.correct,
      firstTimeScore: percentCorrect(row.correct, row.answered),
      weeks,
      lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
      readiness: row.readiness && {
        day: row.readiness.day,
        scorePercent: sharePercent(row.readiness.score),
        lowPercent: sharePercent(row.readiness.low),
        highPercent: sharePercent(row.readiness.high),
        passingPercent: exam?.passingPercent ?? null,
        examName: exam?.name ?? null,
      },
      assignments,
      atRisk: atRiskFlags(
        {
          answered: row.answered,
          correct: row.correct,
          readiness:
            row.readiness && passing !== null
              ? { score: row.readiness.score, passing, day: row.readiness.day }
              : null,
          assignments,
          lastActiveAt: row.lastActiveAt,
          joinedAt: row.joinedAt,
        },
        median,
        now,
      ),
    };
  }

  /**
   * Every resident of the program with their figures: the at-risk rules judge accuracy against
   * the whole program's median, whatever the filters show.
   */
  async function residentsOf(organizationId: number, bank: ProgramBank | null, now: Date) {
    const starts = weekStartsOf(now, PROGRESS_WEEKS);
    const [rows, assignments, weekRows] = await Promise.all([
      repo.residents(organizationId, bank?.bankId ?? null),
      repo.assignmentMoments(organizationId),
      repo.weeks({ organizationId }, starts),
    ]);
    const byAccount = new Map<number, AssignmentMoments[]>();
    for (const a of assignments) {
      const list = byAccount.get(a.accountId) ?? [];
      list.push(a);
      byAccount.set(a.accountId, list);
    }
    const weeks = new Map<number, number[]>();
    for (const w of weekRows) {
      if (w.week < 0 || w.week >= PROGRESS_WEEKS) continue;
      let entry = weeks.get(w.accountId);
      if (!entry) {
        entry = Array(PROGRESS_WEEKS).fill(0) as number[];
        weeks.set(w.accountId, entry);
      }
      entry[w.week] = w.answered;
    }
    const median = cohortMedianScore(rows);
    const empty = Array(PROGRESS_WEEKS).fill(0) as number[];
    const summaries = rows.map((row) =>
      summaryOf(
        row,
        weeks.get(row.accountId) ?? empty,
        tallyAssignments(byAccount.get(row.accountId) ?? [], now),
        median,
        now,
      ),
    );
    return { summaries, median, weekStarts: starts };
  }

  const matches = (filters: DashboardFilters) => (r: ResidentSummary) =>
    (filters.groupId === undefined || r.groupId === filters.groupId) &&
    (filters.pgy === undefined || r.pgyYear === filters.pgy);

  // All learners' pooled tallies per topic move by a few answers among thousands a minute: they
  // are kept per bank for a minute in each app instance, as the report keeps a bank's counts (0903)
  const allLearnersCache = new Map<number, { at: number; sums: Promise<TopicSums[]> }>();
  function allLearnerTopics(bankId: number, now: number) {
    const hit = allLearnersCache.get(bankId);
    if (hit && now - hit.at < ALL_LEARNERS_TTL_MS) return hit.sums;
    const sums = repo.allLearnerTopics(bankId);
    allLearnersCache.set(bankId, { at: now, sums });
    sums.catch(() => allLearnersCache.delete(bankId));
    return sums;
  }

  /** Each top-level topic: the residents of `who` beside all learners, pooled first answers. */
  async function cohortTopics(bankId: number, who: Who): Promise<CohortTopic[]> {
    const [topics, cohort, all] = await Promise.all([
      repo.topics(bankId),
      repo.cohortTopics(bankId, who),
      allLearnerTopics(bankId, Date.now()),
    ]);
    const zero = { answered: 0, correct: 0, learners: 0 };
    const cohortOf = new Map(cohort.map((c) => [c.topicId, c]));
    const allOf = new Map(all.map((a) => [a.topicId, a]));
    return topics.map((t) => {
      const c: TopicSums = cohortOf.get(t.topicId) ?? { topicId: t.topicId, ...zero };
      const a: TopicSums = allOf.get(t.topicId) ?? { topicId: t.topicId, ...zero };
      return {
        topicId: t.topicId,
        name: t.name,
        cohort: {
          answered: c.answered,
          correct: c.correct,
          percent: percentCorrect(c.correct, c.answered),
          residents: c.learners,
        },
        allLearners: {
          answered: a.answered,
          correct: a.correct,
          percent: percentCorrect(a.correct, a.answered),
          learners: a.learners,
        },
      };
    });
  }

  async function dashboard(
    account: AccountRow,
    filters: DashboardFilters,
    now = new Date(),
  ): Promise<ProgramDashboard> {
    const { program, bank, who, view } = await managerContext(account, filters);
    const [residents, topics] = await Promise.all([
      residentsOf(program.organizationId, bank, now),
      bank ? cohortTopics(bank.bankId, who) : Promise.resolve([]),
    ]);
    return {
      ...view,
      weekStarts: residents.weekStarts.map(isoDay),
      medianScore: residents.median === null ? null : sharePercent(residents.median),
      residents: residents.summaries.filter(matches(filters)),
      topics,
    };
  }

  function activityOf(
    found: Awaited<ReturnType<typeof repo.activity>>,
    assignments: AssignmentRow[],
    since: Date,
  ): ResidentActivity[] {
    const lines: { sortKey: string; line: ResidentActivity }[] = [
      ...found.sessions.map((s) => {
        const at = new Date(s.at).toISOString();
        return {
          sortKey: at,
          line: {
            kind: 'questions' as const,
            at,
            sessionName: s.sessionName,
            answered: s.answered,
            correct: s.correct,
          },
        };
      }),
      // a day's lines sort as that day's end, after the day's moments
      ...found.cards.map((c) => ({
        sortKey: `${c.day}T23:59:59.999Z`,
        line: { kind: 'cards' as const, day: c.day, reviews: c.n },
      })),
      ...found.reading.map((r) => ({
        sortKey: `${r.day}T23:59:59.999Z`,
        line: { kind: 'reading' as const, day: r.day, sections: r.n },
      })),
      ...assignments
        .filter((a) => a.completedAt && a.completedAt >= since)
        .map((a) => {
          const at = a.completedAt!.toISOString();
          return { sortKey: at, line: { kind: 'assignment' as const, at, title: a.title } };
        }),
    ];
    return lines
      .sort((a, b) => b.sortKey.localeCompare(a.sortKey))
      .slice(0, ACTIVITY_LINES * 2)
      .map((l) => l.line);
  }

  async function resident(
    viewer: AccountRow,
    accountId: number,
    filters: Pick<DashboardFilters, 'organizationId' | 'bankId'>,
    now = new Date(),
  ): Promise<ResidentDetail> {
    const { programs, program, banks, bank } = await managerContext(viewer, filters);
    const organizationId = program.organizationId;
    const since = new Date(now.getTime() - ACTIVITY_DAYS * DAY_MS);
    const [residents, assignments, activity, topics, mine, weekRows] = await Promise.all([
      residentsOf(organizationId, bank, now),
      repo.assignments(organizationId, accountId),
      repo.activity(accountId, since, ACTIVITY_LINES),
      bank ? cohortTopics(bank.bankId, { organizationId }) : Promise.resolve([]),
      bank ? repo.topicTallies(bank.bankId, { accountId }) : Promise.resolve([]),
      repo.accountWeeks(accountId, weekStartsOf(now, PROGRESS_WEEKS)),
    ]);
    // the rows above are read for any id; only a resident of this program is answered
    const summary = residents.summaries.find((r) => r.accountId === accountId);
    if (!summary) throw errors.residentNotFound();
    const mineOf = new Map(mine.map((m) => [m.topicId, m]));
    return {
      programs,
      program,
      banks,
      bank,
      resident: summary,
      weeks: residents.weekStarts.map((start, week) => {
        const row = weekRows.find((w) => w.week === week);
        return {
          weekStart: isoDay(start),
          answered: row?.answered ?? 0,
          correct: row?.correct ?? 0,
        };
      }),
      topics: topics.map((t) => {
        const m = mineOf.get(t.topicId) ?? { answered: 0, correct: 0 };
        return {
          topicId: t.topicId,
          name: t.name,
          answered: m.answered,
          correct: m.correct,
          percent: percentCorrect(m.correct, m.answered),
          cohortPercent: t.cohort.percent,
          allLearnersPercent: t.allLearners.percent,
        };
      }),
      assignments: assignments.map((a) => ({
        assignmentId: a.assignmentId,
        title: a.title,
        kind: a.kind,
        dueAt: a.dueAt.toISOString(),
        status: assignmentStatus(a, now),
        startedAt: a.startedAt?.toISOString() ?? null,
        completedAt: a.completedAt?.toISOString() ?? null,
        scorePercent: a.scorePercent,
        passed: a.passed,
      })),
      activity: activityOf(activity, assignments, since),
    };
  }

  async function cohortItems(
    account: AccountRow,
    filters: DashboardFilters & { topicId?: number | undefined; page: number },
  ): Promise<CohortItems> {
    const { bank, who, view } = await managerContext(account, filters);
    const topicId = filters.topicId ?? null;
    const { page } = filters;
    const [topics, residentIds, computedAt] = await Promise.all([
      bank ? repo.topics(bank.bankId) : Promise.resolve([]),
      repo.residentIds(who),
      bank ? repo.itemStatisticsComputedAt(bank.bankId) : Promise.resolve(null),
    ]);
    if (topicId !== null && !topics.some((t) => t.topicId === topicId)) {
      throw errors.unknownTopics('This topic is not a top-level topic of this question bank.', {
        fields: { topicId: 'This topic is not a top-level topic of this question bank.' },
      });
    }
    const { total, items } =
      bank && residentIds.length > 0
        ? await repo.cohortItems({
            bankId: bank.bankId,
            who,
            topicId,
            minResidents: MIN_RESIDENTS_PER_ITEM,
            limit: COHORT_ITEMS_PAGE_SIZE,
            offset: (page - 1) * COHORT_ITEMS_PAGE_SIZE,
          })
        : { total: 0, items: [] };
    const topicName = new Map(topics.map((t) => [t.topicId, t.name]));
    return {
      ...view,
      topics,
      topicId,
      residents: residentIds.length,
      computedAt: computedAt?.toISOString() ?? null,
      total,
      page,
      pageSize: COHORT_ITEMS_PAGE_SIZE,
      items: items.map((r) => {
        const cohortPercent = percentCorrect(r.residentsCorrect, r.residentsAnswered)!;
        const allPercent = r.pValue === null ? null : sharePercent(r.pValue);
        return {
          questionId: r.questionId,
          code: r.code,
          topics: r.topicGroups.flatMap((id) => topicName.get(id) ?? []),
          residentsAnswered: r.residentsAnswered,
          residentsCorrect: r.residentsCorrect,
          cohortPercent,
          allLearnersPercent: allPercent,
          allLearners: r.allAnswered,
          gapPoints:
            allPercent === null ? null : Math.round((cohortPercent - allPercent) * 10) / 10,
        };
      }),
    };
  }

  /** A row of the standing: the caller's tally, their group's and all learners' figures. */
  function standingRowOf(
    topic: { topicId: number | null; name: string },
    mine: Tally,
    group: Tally[] | null,
    groupPeers: Tally[] | null,
    all: PeerRankRow | undefined,
  ): StandingRow {
    const rankAll = all ?? { peers: 0, below: 0, equal: 0, answered: 0, correct: 0, learners: 0 };
    return {
      topicId: topic.topicId,
      name: topic.name,
      answered: mine.answered,
      correct: mine.correct,
      percent: percentCorrect(mine.correct, mine.answered),
      group:
        group && groupPeers
          ? {
              percent: pooledPercent(group),
              percentile: standingPercentile(mine, rankAmong(mine, groupPeers)),
              peers: rankAmong(mine, groupPeers).peers,
            }
          : null,
      allLearners: {
        percent: percentCorrect(rankAll.correct, rankAll.answered),
        percentile: standingPercentile(mine, rankAll),
        peers: rankAll.peers,
      },
    };
  }

  /**
   * A member's own standing in one of their programs (the first by name when none is named):
   * a program they are not a member of is 404; staff admins, who reach every program without
   * being in it, have no standing there.
   */
  async function standing(
    account: AccountRow,
    filters: Pick<DashboardFilters, 'organizationId' | 'bankId'>,
  ): Promise<MyStanding> {
    const accountId = account.id;
    const memberships = (await access.programsOf(account)).filter((p) => p.role !== null);
    const membership =
      filters.organizationId === undefined
        ? memberships[0]
        : memberships.find((m) => m.organizationId === filters.organizationId);
    if (!membership) {
      throw filters.organizationId === undefined
        ? errors.noMedCentralAccess()
        : errors.programNotFound();
    }
    const organizationId = membership.organizationId;
    const [groups, { banks, bank }] = await Promise.all([
      repo.groups(organizationId),
      banksOf(organizationId, filters.bankId),
    ]);
    const groupRow = groups.find((g) => g.groupId === membership.groupId);
    const group = groupRow
      ? {
          name: groupRow.name,
          residents: groupRow.residents,
          figuresShown: groupRow.residents >= MIN_GROUP_SIZE,
        }
      : null;
    const context = { programs: memberships.map(toRef), program: toRef(membership), banks, bank };
    const me = { accountId };
    if (!bank) {
      const nothing = { answered: 0, correct: 0 };
      return {
        ...context,
        group,
        overall: standingRowOf(
          { topicId: null, name: 'All topics' },
          nothing,
          null,
          null,
          undefined,
        ),
        topics: [],
      };
    }
    const groupWho: Who | null =
      group?.figuresShown && groupRow ? { organizationId, groupId: groupRow.groupId } : null;
    const [topics, myTopics, myBank, groupTopics, groupBank] = await Promise.all([
      repo.topics(bank.bankId),
      repo.topicTallies(bank.bankId, me),
      repo.bankTallies(bank.bankId, me),
      groupWho ? repo.topicTallies(bank.bankId, groupWho) : Promise.resolve(null),
      groupWho ? repo.bankTallies(bank.bankId, groupWho) : Promise.resolve(null),
    ]);
    const nothing = { answered: 0, correct: 0 };
    const mineOf = new Map(myTopics.map((t) => [t.topicId, t]));
    const mineIn = (topicId: number) => mineOf.get(topicId) ?? nothing;
    const myOverall = myBank[0] ?? nothing;
    const [ranks, bankRank] = await Promise.all([
      repo.topicRanks(
        accountId,
        topics.map((t) => ({ topicId: t.topicId, ...pick(mineIn(t.topicId)) })),
      ),
      repo.bankRank(accountId, bank.bankId, pick(myOverall)),
    ]);
    const rankOf = new Map(ranks.map((r) => [r.topicId, r]));
    // The group's residents with their tallies: the pooled figure counts the caller too, the
    // percentile ranks against the others
    const inGroup = (rows: ({ accountId: number } & Tally)[] | null) =>
      rows && {
        all: rows.map(pick),
        peers: rows.filter((r) => r.accountId !== accountId).map(pick),
      };
    const groupOverall = inGroup(groupBank);
    return {
      ...context,
      group,
      overall: standingRowOf(
        { topicId: null, name: 'All topics' },
        pick(myOverall),
        groupOverall?.all ?? null,
        groupOverall?.peers ?? null,
        bankRank,
      ),
      topics: topics.map((t) => {
        const groupHere = inGroup(groupTopics?.filter((g) => g.topicId === t.topicId) ?? null);
        return standingRowOf(
          t,
          pick(mineIn(t.topicId)),
          groupHere?.all ?? null,
          groupHere?.peers ?? null,
          rankOf.get(t.topicId),
        );
      }),
    };
  }

  return { dashboard, resident, cohortItems, standing };
}

const pick = (t: Tally): Tally => ({ answered: t.answered, correct: t.correct });
