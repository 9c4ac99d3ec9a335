import type { BoardIdentifiers } from '@boardready/contracts/account';
import {
  BOARD_ID_DIGITS,
  daysInMonth,
  MONTH_NAMES,
  normalizeBoardId,
} from '@boardready/contracts/account-rules';
import type { MocBoard } from '@boardready/contracts/cme-rules';
import { type KeyboardEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useBoardIdentifiers, useSaveBoardIdentifiers } from '../api/board-identifiers';
import { listText } from '../utils/wording';

const MONTHS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));
const daysOf = (month: string) =>
  Array.from({ length: month === '' ? 31 : daysInMonth(Number(month)) }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));
const ID_FIELD = { ABIM: 'abimNumber', ABP: 'abpNumber' } as const;
type Errors = Partial<Record<'id' | 'birthMonth' | 'birthDay', string>>;

/** The checks the account endpoint makes, said before the call. */
function check(board: MocBoard, id: string, month: string, day: string): Errors {
  const errors: Errors = {};
  if (!new RegExp(`^\\d{${BOARD_ID_DIGITS}}$`).test(normalizeBoardId(id.trim())))
    errors.id = `An ${board} ID has ${BOARD_ID_DIGITS} digits.`;
  if (month === '') errors.birthMonth = 'Choose a month.';
  if (day === '') errors.birthDay = 'Choose a day.';
  else if (month !== '' && Number(day) > daysInMonth(Number(month)))
    errors.birthDay = `${MONTH_NAMES[Number(month) - 1]} has only ${daysInMonth(Number(month))} days.`;
  return errors;
}

/**
 * A board's identifiers, filled in where the claim asks for them and saved with My Account's
 * endpoint (the other board's ID is sent back unchanged). Not a form of its own: it sits in the
 * claim's form, so Enter here saves these and does not send the claim.
 */
export function BoardIdentifiersFields({
  board,
  missing,
}: {
  board: MocBoard;
  missing: readonly string[];
}) {
  const current = useBoardIdentifiers(true);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm text-amber-900">
        To report these points, {board} needs {listText(missing)}.
      </p>
      {current.data ? (
        <IdentifierInputs board={board} current={current.data} />
      ) : current.error ? (
        <p className="text-sm text-amber-900">{current.error.message}</p>
      ) : (
        <p role="status" className="text-sm text-amber-900">
          Loading your board identifiers…
        </p>
      )}
      <p className="text-sm text-amber-900">
        You can also keep them on{' '}
        <Link to={paths.account} className="font-semibold underline underline-offset-2">
          My Account
        </Link>{' '}
        (Board identifiers).
      </p>
    </div>
  );
}

function IdentifierInputs({ board, current }: { board: MocBoard; current: BoardIdentifiers }) {
  const save = useSaveBoardIdentifiers();
  const field = ID_FIELD[board];
  const [id, setId] = useState(current[field] ?? '');
  const [month, setMonth] = useState(current.birthMonth === null ? '' : String(current.birthMonth));
  const [day, setDay] = useState(current.birthDay === null ? '' : String(current.birthDay));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();

  async function handleSave() {
    const found = check(board, id, month, day);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        ...current,
        [field]: normalizeBoardId(id.trim()),
        birthMonth: Number(month),
        birthDay: Number(day),
      });
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.fields ?? {};
        setErrors({ id: fields[field], birthMonth: fields.birthMonth, birthDay: fields.birthDay });
        setFailure(error.message);
      } else setFailure('We could not reach the server. Check your connection and try again.');
    }
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Enter' || (event.target as HTMLElement).tagName !== 'INPUT') return;
    event.preventDefault();
    void handleSave();
  }

  return (
    // Enter in its inputs saves the identifiers, not the claim around them
    <fieldset className="flex flex-col gap-3" onKeyDown={handleKeyDown}>
      <legend className="sr-only">Your {board} identifiers</legend>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={`${board} ID`}
          inputMode="numeric"
          autoComplete="off"
          hint={`${BOARD_ID_DIGITS} digits`}
          value={id}
          onChange={(e) => setId(e.target.value)}
          error={errors.id}
        />
        <SelectField
          label="Birth month"
          autoComplete="bday-month"
          placeholder="Choose a month"
          options={MONTHS}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          error={errors.birthMonth}
        />
        <SelectField
          label="Birth day"
          autoComplete="bday-day"
          placeholder="Choose a day"
          options={daysOf(month)}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          error={errors.birthDay}
        />
      </div>
      <Button
        variant="secondary"
        className="self-start"
        busy={save.isPending}
        onClick={() => void handleSave()}
      >
        Save my {board} identifiers
      </Button>
    </fieldset>
  );
}
