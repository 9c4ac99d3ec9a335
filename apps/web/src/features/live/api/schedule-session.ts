import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LiveSessionInput } from '../utils/schedule-form';
import { liveKeys } from './live-keys';

/** POST /api/3.0/admin/live/sessions: schedules a session; the staff's list reads again. */
export function useScheduleSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveSessionInput) =>
      apiRequest(routes.live.scheduleSession, { query: {}, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.staffSessions }),
  });
}
