import { buildPath } from '@boardready/contracts/route-ref';
import { routes } from '@boardready/contracts/routes';

/** A session's .ics file (the schedule lists sessions without it; a session's detail names it). */
export const calendarUrl = (userProductId: number, liveSessionId: number) =>
  buildPath(routes.live.calendar.path, { userProductId, liveSessionId });
