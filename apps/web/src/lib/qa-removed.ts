import { create } from 'zustand';
import { paths } from './paths';

/**
 * Spec §7 "Q&A endpoint shapes watched for status 422" and §8 "The 422 alert": a watched call
 * that answers 422 means staff removed questions of the learner's session (decision 0901).
 */

/** The watched shapes, n being any API version (QA-47..54); each matches what begins so. */
export const WATCHED_QA_PATHS: readonly RegExp[] = [
  /^api\/\d+\.0\/qa\/session\/[^/?#]+/, // QA-47
  /^api\/\d+\.0\/qa\/user\/[^/?#]+\/check/, // QA-48
  /^api\/\d+\.0\/qa\/reportsrad\/[^/?#]+\/progresssummary/, // QA-49
  /^api\/\d+\.0\/qa\/session/, // QA-50: qa/session… (qa/sessions/… too)
  /^api\/\d+\.0\/product\/dashboardproduct\/qa\/[^/?#]+/, // QA-51
  /^api\/\d+\.0\/interlink\/userproductid\/[^/?#]+\/qa/, // QA-52
  /^api\/\d+\.0\/qa\/userproduct\/[^/?#]+\/question/, // QA-53
  /^api\/\d+\.0\/qa\/userproduct\/[^/?#]+\/corecontenttopic/, // QA-54
];

/** Is this request path (absolute URL, /api/… or api/…) one of the watched Q&A shapes? */
export function isWatchedQaPath(url: string): boolean {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').replace(/^\/+/, '');
  return WATCHED_QA_PATHS.some((shape) => shape.test(path));
}

/** Spec §3 QA redirect context, read from where the learner is. */
export interface QaRedirectContext {
  specialtyTypeCode: string;
  applicationTypeCode: string;
  userProductId: string;
}

const QA_ROUTE = /^\/questions\/([^/]+)\/([^/]+)\/([^/]+)(?:\/|$)/;

/** The current product's context when the learner is on one of its Q&A screens, else null. */
export function qaRedirectContext(pathname: string): QaRedirectContext | null {
  const match = QA_ROUTE.exec(pathname);
  if (!match) return null;
  const [, specialtyTypeCode, applicationTypeCode, userProductId] = match;
  return {
    specialtyTypeCode: decodeURIComponent(specialtyTypeCode!),
    applicationTypeCode: decodeURIComponent(applicationTypeCode!),
    userProductId: decodeURIComponent(userProductId!),
  };
}

/**
 * Where the learner goes after the alert (QA-60..62): the product's Q&A overview, its
 * sa-overview for a self-assessment (qa_sa), or /dashboard without a product context.
 */
export function qaRemovedTarget(context: QaRedirectContext | null): string {
  if (!context) return paths.dashboard;
  return context.applicationTypeCode === 'qa_sa'
    ? paths.qaSaOverview(context)
    : paths.qaOverview(context);
}

interface QaRemovedState {
  /** the alert is up; further 422s while it is up add nothing (QA-55) */
  open: boolean;
  report(): void;
  close(): void;
}

export const useQaRemovedStore = create<QaRemovedState>((set, get) => ({
  open: false,
  report() {
    if (!get().open) set({ open: true });
  },
  close() {
    set({ open: false });
  },
}));
