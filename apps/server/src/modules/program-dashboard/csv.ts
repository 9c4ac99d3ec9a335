import type { ProgramDashboard, ResidentSummary } from '@boardready/contracts';
import {
  AT_RISK_LABELS,
  RESIDENT_CSV_COLUMNS,
} from '@boardready/contracts/program-dashboard-rules';
import { csvRecord } from '../flash-cards/export';

/**
 * The program dashboard's residents as CSV (decision 1403): RFC 4180 quoting and CRLF line ends
 * (the review log's writer), and text that a spreadsheet would run as a formula (a name or group
 * starting with =, +, -, @, a tab or a carriage return) led by an apostrophe, as OWASP advises.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text field a spreadsheet shows as text, never evaluates. */
export function csvText(value: string | null): string | null {
  return value !== null && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Lower-case ASCII words joined by hyphens: a file name any system keeps. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'program';
}

/** "riverside-internal-medicine-residency-residents-2025-03-20.csv" */
export function residentsCsvFilename(programName: string, now: Date): string {
  return `${fileSlug(programName)}-residents-${now.toISOString().slice(0, 10)}.csv`;
}

function residentRecord(r: ResidentSummary): string {
  return csvRecord([
    csvText(r.name),
    csvText(r.email),
    csvText(r.groupName),
    r.pgyYear,
    r.answered,
    r.firstTimeScore,
    r.weeks.reduce((sum, n) => sum + n, 0),
    r.lastActiveAt,
    r.readiness?.scorePercent ?? null,
    r.assignments.assigned,
    r.assignments.completed,
    r.assignments.completedLate,
    r.assignments.overdue,
    r.atRisk.length > 0 ? r.atRisk.map((f) => AT_RISK_LABELS[f.code]).join('; ') : 'No',
    r.atRisk.map((f) => f.text).join('; '),
  ]);
}

/** The header and a row per resident shown, in the dashboard's order. */
export function residentsCsv(dashboard: Pick<ProgramDashboard, 'residents'>): string {
  return [csvRecord(RESIDENT_CSV_COLUMNS), ...dashboard.residents.map(residentRecord)].join('');
}
