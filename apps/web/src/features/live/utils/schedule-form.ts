/**
 * The schedule-a-session form's values as its fields hold them: the product's code, text, and
 * the times as datetime-local fields hold them (wall clock, the staff member's zone).
 * schedule-form-schema.ts turns them into the contract's body (instants); it loads zod, this
 * file does not.
 */
import type { liveSessionInput } from '@boardready/contracts/live';
import type { z } from 'zod';

/** What the form sends: the contract's body. */
export type LiveSessionInput = z.output<typeof liveSessionInput>;

export interface ScheduleFormValues {
  productCode: string;
  title: string;
  presenter: string;
  description: string;
  startsAt: string;
  endsAt: string;
  streamUrl: string;
}

/** The fields the server may name in a refusal (they are the body's names). */
export const SCHEDULE_FIELDS = [
  'productCode',
  'title',
  'presenter',
  'description',
  'startsAt',
  'endsAt',
  'streamUrl',
] as const satisfies readonly (keyof ScheduleFormValues)[];

/** A new session's form: the one live product chosen when there is only one. */
export const newScheduleValues = (liveProductCodes: readonly string[]): ScheduleFormValues => ({
  productCode: liveProductCodes.length === 1 ? liveProductCodes[0]! : '',
  title: '',
  presenter: '',
  description: '',
  startsAt: '',
  endsAt: '',
  streamUrl: '',
});
