import { watchedPaths } from '@boardready/contracts/routes';
import { matchPath } from 'react-router';
import { create } from 'zustand';
import { paths } from './paths';
import { ROUTES } from './route-registry';

/**
 * Spec §7 "Q&A endpoint shapes watched for status 422" and §8 "The 422 alert": a watched call
 * that answers 422 means staff removed questions of the learner's session (decision 0901).
 */

/**
 * Spec §7 lists QA-52's interlink/…/qa calls among the watched shapes. The server's endpoint
 * (decision 1103) touches no session, so it never answers the removed-questions 422 and its
 * contract is not marked watched; the client watches its shape all the same, as the spec says.
 */
const WATCHED_WITHOUT_SESSIONS = ['/api/2.0/interlink/userproductid/:id/qa'];

/**
 * A watched endpoint's path as the spec's shape (QA-47..54): any version n, any id, and what
 * begins so. The spec names a call family up to the word after its first id, so
 * qa/userproduct/{id}/question covers …/question/count.
 */
function shapeOf(path: string): RegExp {
  const segments = path.replace(/^\/api\/\d+\.0\//, '').split('/');
  const id = segments.findIndex((segment) => segment.startsWith(':'));
  const family = id < 0 ? segments : segments.slice(0, id + 2);
  const pattern = family.map((s) => (s.startsWith(':') ? '[^/?#]+' : s.replace(/\./g, '\\.')));
  return new RegExp(`^api\\/\\d+\\.0\\/${pattern.join('\\/')}`);
}

/** The watched shapes: those of the endpoints the contracts mark `watched` (decision 0902). */
export const WATCHED_QA_PATHS: readonly RegExp[] = [
  ...watchedPaths,
  ...WATCHED_WITHOUT_SESSIONS,
].map(shapeOf);

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

/** The current product's context when the learner is on one of its Q&A screens, else null. */
export function qaRedirectContext(pathname: string): QaRedirectContext | null {
  const params = matchPath(ROUTES.questions.path, pathname)?.params;
  if (!params) return null;
  const { specialtyTypeCode, applicationTypeCode, userProductId } = params;
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
