import { useInterlinks } from '@/lib/interlinks';

/**
 * QA-30: a book section's interlinks, GET /api/2.0/interlink/userproductid/{userProductId}/
 * corecontenttopic/{id} for an onlineBookCore product (lib/interlinks.ts dispatches by type): the
 * question-bank topics it links to and the cards that name it; a non-empty list, else none.
 */
export function useSectionInterlinks(userProductId: number, sectionId: string, enabled = true) {
  return useInterlinks(
    { userProductId, applicationType: 'onlineBookCore', id: sectionId },
    enabled,
  );
}
