import { routes } from '@boardready/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { flashCardKeys } from './flash-card-keys';

/** Card info (GET …/cards/{cardId}), read while its dialog is open: each grade changes it. */
export function useCardInfo(userProductId: number, cardId: number | null) {
  return useQuery({
    queryKey: flashCardKeys.cardInfo(userProductId, cardId ?? 0),
    queryFn: () =>
      apiRequest(routes.flashCards.cardInfo, { params: { userProductId, cardId: cardId ?? 0 } }),
    enabled: cardId !== null,
    staleTime: 0,
  });
}
