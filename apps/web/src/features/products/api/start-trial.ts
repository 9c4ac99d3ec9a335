import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Starts the free trial of a product. Afterwards everything that rests on the user's products is
 * fetched again at once: the My Products menu and overview, dashboard access, the catalogue
 * (all under ['products']), the home page route and the Personal Trainer's due items.
 */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      apiRequest(routes.freeTrials.start, { params: { productId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['account', 'home-page-route'] }),
        queryClient.invalidateQueries({ queryKey: ['personal-trainer'] }),
      ]),
  });
}
