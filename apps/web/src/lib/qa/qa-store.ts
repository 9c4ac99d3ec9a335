import type { ApplicationType, QaSession, UserProduct } from '@boardready/contracts';
import { create } from 'zustand';
import { type BookTopicSessionRequest, createBookTopicSession } from './create-book-topic-session';
import { getSession } from './get-session';

/** Spec §3 QA redirect context plus the session id of the player's route (QA-02). */
export interface QaRouteParams {
  specialtyTypeCode?: string;
  applicationTypeCode?: string;
  userProductId?: string;
  qaSessionId?: string;
}

/** Spec §3 "Q&A state", under the spec's names (QA-22). */
export interface QaState {
  /** the user's products by application type */
  dashboardProductsByAppType: Partial<Record<ApplicationType, UserProduct[]>>;
  /** the products questions come from (Q&A banks and self-assessments) */
  dashboardProductsForQuestions: UserProduct[];
  routeParams: QaRouteParams;
  loading: boolean;
  loaded: boolean;
  activeQaSession: QaSession | null;

  setDashboardProducts(products: readonly UserProduct[]): void;
  setRouteParams(params: QaRouteParams): void;
  setActiveQaSession(session: QaSession | null): void;
  /** Spec §4 "Session from an interlinked book" (QA-25..27); resolves to the session or null. */
  startBookTopicSession(request: BookTopicSessionRequest): Promise<QaSession | null>;
}

const QUESTION_TYPES: readonly ApplicationType[] = ['qa', 'qa_sa'];

export const useQaStore = create<QaState>((set) => ({
  dashboardProductsByAppType: {},
  dashboardProductsForQuestions: [],
  routeParams: {},
  loading: false,
  loaded: false,
  activeQaSession: null,

  setDashboardProducts(products) {
    const byType: Partial<Record<ApplicationType, UserProduct[]>> = {};
    for (const product of products) {
      const list = byType[product.applicationType] ?? [];
      list.push(product);
      byType[product.applicationType] = list;
    }
    set({
      dashboardProductsByAppType: byType,
      dashboardProductsForQuestions: products.filter((p) =>
        QUESTION_TYPES.includes(p.applicationType),
      ),
    });
  },

  setRouteParams(params) {
    set({ routeParams: { ...params } });
  },

  setActiveQaSession(session) {
    set({ activeQaSession: session });
  },

  async startBookTopicSession(request) {
    set({ loading: true, loaded: false, activeQaSession: null });
    try {
      // QA-40 then QA-41: the call answers an id, and the session is fetched by it.
      const { qaSessionId } = await createBookTopicSession(request);
      const session = await getSession(qaSessionId);
      set({ loading: false, loaded: true, activeQaSession: session });
      return session;
    } catch {
      // The call layer logged it (§8); the failure state is the spec's: cleared, loaded.
      set({ loading: false, loaded: true, activeQaSession: null });
      return null;
    }
  },
}));
