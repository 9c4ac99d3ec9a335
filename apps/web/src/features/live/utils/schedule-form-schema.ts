// The schedule-a-session form's schema: the contract's body from what the form holds, with
// messages for what a person left out and the end after the start, before the server is asked.
// Loaded lazily (zod) on first validation.
import { liveSessionInput } from '@boardready/contracts/live';
import { z } from 'zod';
import { instantOfLocalDateTime } from './local-date-time';

const required = (message: string) => z.string().trim().min(1, message);

/** A datetime-local value, read in the zone, as an instant with its offset. */
const moment = (missing: string, timeZone: string | undefined) =>
  required(missing).transform((local, ctx) => {
    const at = instantOfLocalDateTime(local, timeZone);
    if (at) return at;
    ctx.addIssue({ code: 'custom', message: 'Enter a date and a time, like 2026-05-12 18:00.' });
    return z.NEVER;
  });

const { title, presenter, description, streamUrl } = liveSessionInput.shape;

/** The form's schema, its times read in the zone (the browser's unless a test names one). */
export const scheduleForm = (timeZone?: string) =>
  z
    .object({
      productCode: required('Choose a live product.'),
      title,
      presenter,
      description,
      startsAt: moment('Enter when the session starts.', timeZone),
      endsAt: moment('Enter when the session ends.', timeZone),
      streamUrl: required('Give the stream’s address.').pipe(streamUrl),
    })
    .superRefine((session, ctx) => {
      if (Date.parse(session.endsAt) <= Date.parse(session.startsAt))
        ctx.addIssue({
          code: 'custom',
          path: ['endsAt'],
          message: 'End the session after it starts.',
        });
    })
    .pipe(liveSessionInput);
