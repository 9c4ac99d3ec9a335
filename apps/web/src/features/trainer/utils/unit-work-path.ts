import type { UnitWork, UserProduct } from '@boardready/contracts';
import { paths } from '@/lib/paths';

/** Where a unit's work opens in the app: the book section, the Q&A session or the deck's player. */
export function unitWorkPath(
  work: UnitWork,
  products: readonly Pick<UserProduct, 'userProductId' | 'specialty'>[],
): string {
  switch (work.open) {
    case 'bookSection':
      return paths.bookSection(work.userProductId, work.sectionId);
    case 'flashCards':
      return paths.flashCards(work.userProductId, 'study');
    case 'qaSession': {
      const product = products.find((p) => p.userProductId === work.userProductId);
      return paths.qaSession(
        {
          specialtyTypeCode: product?.specialty ?? '',
          applicationTypeCode: 'qa',
          userProductId: work.userProductId,
        },
        work.qaSessionId,
      );
    }
  }
}
