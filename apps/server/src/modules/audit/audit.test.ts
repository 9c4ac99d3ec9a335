import { describe, expect, test } from 'vitest';
import type { AccountRow, AuthContext } from '../../plugins/session';
import { asRecorded } from './audit';

/** Whom an entry records as acting as, from the request's session (decision 1304). */

const account = (id: number) => ({ id }) as AccountRow;
const session = (signedIn: number, assumed: number | null) =>
  ({
    account: account(signedIn),
    assumedAccount: assumed === null ? null : account(assumed),
    actingAccount: account(assumed ?? signedIn),
  }) as AuthContext;

describe('asRecorded', () => {
  test('a session assuming a user: the staff member acts as the user', () => {
    expect(
      asRecorded({ action: 'x', actorAccountId: 1, subjectAccountId: 2 }, session(1, 2)),
    ).toEqual({ action: 'x', actorAccountId: 1, subjectAccountId: 2, actingAsAccountId: 2 });
  });

  test('an entry naming the assumed user as its actor is the staff member’s, acting as the user', () => {
    expect(asRecorded({ action: 'x', actorAccountId: 2 }, session(1, 2))).toEqual({
      action: 'x',
      actorAccountId: 1,
      actingAsAccountId: 2,
    });
  });

  test('nobody assumed, no request, or another actor: recorded as given, acting as nobody', () => {
    const entry = { action: 'x', actorAccountId: 1, subjectAccountId: 2 };
    expect(asRecorded(entry, session(1, null))).toEqual({ ...entry, actingAsAccountId: null });
    expect(asRecorded(entry, null)).toEqual({ ...entry, actingAsAccountId: null });
    expect(asRecorded({ action: 'x', actorAccountId: null }, session(1, 2))).toEqual({
      action: 'x',
      actorAccountId: null,
      actingAsAccountId: null,
    });
  });
});
