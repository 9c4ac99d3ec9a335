import type { BoardIdentifiers } from '@boardready/contracts';
import { daysInMonth, MONTH_NAMES } from '@boardready/contracts/account-rules';

/** The board form's values: text inputs and selects hold strings ('' = nothing chosen). */
export interface BoardFormValues {
  abimNumber: string;
  abpNumber: string;
  birthMonth: string;
  birthDay: string;
}

export function toBoardFormValues(ids: BoardIdentifiers): BoardFormValues {
  return {
    abimNumber: ids.abimNumber ?? '',
    abpNumber: ids.abpNumber ?? '',
    birthMonth: ids.birthMonth === null ? '' : String(ids.birthMonth),
    birthDay: ids.birthDay === null ? '' : String(ids.birthDay),
  };
}

/** The request body before the contract's schema checks it ('' = none). */
export function fromBoardFormValues(values: BoardFormValues): BoardIdentifiers {
  const number = (value: string) => (value === '' ? null : Number(value));
  return {
    abimNumber: values.abimNumber,
    abpNumber: values.abpNumber,
    birthMonth: number(values.birthMonth),
    birthDay: number(values.birthDay),
  };
}

export const MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({
  value: String(index + 1),
  label,
}));

/** Days to offer for the chosen month (all 31 until a month is chosen). */
export function dayOptions(month: string): { value: string; label: string }[] {
  const days = month === '' ? 31 : daysInMonth(Number(month));
  return Array.from({ length: days }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
}

/** "March 14", or null while no birth date is kept. */
export function birthDateLabel(ids: BoardIdentifiers): string | null {
  if (ids.birthMonth === null || ids.birthDay === null) return null;
  return `${MONTH_NAMES[ids.birthMonth - 1]} ${ids.birthDay}`;
}
