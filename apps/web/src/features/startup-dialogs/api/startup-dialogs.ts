import type { BodyOf, endpointGroups, StartupDialogName } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Which startup dialog this visit shows (asked once per account per page load). */
export const startupDialogQuery = queryOptions({
  queryKey: ['startup-dialog'],
  queryFn: () => apiRequest(routes.startupDialogs.next),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** Nothing more to show this visit, whatever the server is told. */
export function closeStartupDialog() {
  queryClient.setQueryData(startupDialogQuery.queryKey, { dialog: null });
}

/** The dialog was closed: the server rests it for a while (a failed call only means it asks again). */
export async function dismissStartupDialog(dialog: StartupDialogName) {
  closeStartupDialog();
  try {
    await apiRequest(routes.startupDialogs.dismiss, { body: { dialog } });
  } catch (error) {
    console.warn('The startup dialog could not be dismissed on the server.', error);
  }
}

export type FeedbackInput = BodyOf<(typeof endpointGroups)['startupDialogs']['sendFeedback']>;

export const sendFeedback = (body: FeedbackInput) =>
  apiRequest(routes.startupDialogs.sendFeedback, { body });
