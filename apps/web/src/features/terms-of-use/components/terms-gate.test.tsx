import type { CurrentSession } from '@boardready/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { sessionQuery } from '@/lib/session';
import { useSnackbar } from '@/lib/snackbar';
import { fakeApi, SIGNED_OUT, startApp, TEST_ACCOUNT, TEST_CONFIG } from '@/test/fake-api';
import { shouldOpenTermsDialog } from '../utils/should-open';
import { TermsGate } from './terms-gate';
import { TERMS_SAVE_FAILED } from './terms-prompt';

const ANSWER_PATH = '/api/1.0/account/accepttermsofuse';
const PENDING = { ...TEST_ACCOUNT, Email: 'terms@demo.test', HasAcceptedTermsOfUsage: false };
/** The restricted session of an account that has not accepted the terms in force. */
const RESTRICTED: CurrentSession = { isLoggedIn: false, account: PENDING, assumedBy: null };
const ACCEPTED: CurrentSession = {
  isLoggedIn: true,
  account: { ...PENDING, HasAcceptedTermsOfUsage: true },
  assumedBy: null,
};
const STAFF = { ...TEST_ACCOUNT, AccountId: 1, Email: 'admin@demo.test', canAssumeUsers: true };

describe('when the terms dialog opens (spec §4 terms of use, step 1)', () => {
  test('[TERMS-06] it opens when auth is not loading, the account has an AccountId, has not accepted, is not assumed, and is not logged in', () => {
    expect(shouldOpenTermsDialog(false, RESTRICTED)).toBe(true);
  });
  test('[TERMS-07] not while auth is loading', () => {
    expect(shouldOpenTermsDialog(true, RESTRICTED)).toBe(false);
  });
  test('[TERMS-08] not when the account has no AccountId', () => {
    expect(shouldOpenTermsDialog(false, SIGNED_OUT)).toBe(false);
    expect(
      shouldOpenTermsDialog(false, { ...RESTRICTED, account: { ...PENDING, AccountId: 0 } }),
    ).toBe(false);
  });
  test('[TERMS-09] not when HasAcceptedTermsOfUsage is true', () => {
    expect(
      shouldOpenTermsDialog(false, {
        ...RESTRICTED,
        account: { ...PENDING, HasAcceptedTermsOfUsage: true },
      }),
    ).toBe(false);
  });
  test('[TERMS-10] not while assuming another user', () => {
    expect(shouldOpenTermsDialog(false, { ...RESTRICTED, assumedBy: STAFF })).toBe(false);
  });
  test('[TERMS-11] not when the logged-in flag is true', () => {
    expect(shouldOpenTermsDialog(false, { ...RESTRICTED, isLoggedIn: true })).toBe(false);
  });
});

describe('the terms dialog and its answer (spec §2, §4, §8)', () => {
  beforeEach(() => {
    useSnackbar.setState({ messages: [] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  function renderGate(session: CurrentSession) {
    startApp(session);
    const router = createMemoryRouter(
      [
        { path: '/login', element: <TermsGate /> },
        { path: '/dashboard', element: <TermsGate /> },
      ],
      { initialEntries: ['/login'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  const bodies = (fetchMock: ReturnType<typeof fakeApi>['fetchMock']) =>
    fetchMock.mock.calls
      .filter(([input]) => String(input).startsWith(ANSWER_PATH))
      .map(([, init]) => [init?.method, init?.body]);

  test('[TERMS-13] Agree closes the dialog with true, saved as PUT true; the session is then logged in', async () => {
    const { fetchMock } = fakeApi({
      [ANSWER_PATH]: ACCEPTED,
      '/api/3.0/auth/session': { authenticated: true, accountId: PENDING.AccountId },
      '/api/1.0/account/termsofuse': { version: 1, summary: null, publishedAt: null },
    });
    renderGate(RESTRICTED);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Updated Terms & Conditions and Privacy Policy',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodies(fetchMock)).toEqual([['PUT', 'true']]);
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(ACCEPTED);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('[TERMS-14] [TERMS-15] [TERMS-16] [TERMS-19] the first Disagree only warns; the second closes with false and goes to /login?touDeclined=true', async () => {
    const { fetchMock } = fakeApi({ [ANSWER_PATH]: SIGNED_OUT });
    const router = renderGate(RESTRICTED);
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Disagree' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Unfortunately, you can't access your ${TEST_CONFIG.productName} account or learning tools without accepting our updated Terms & Conditions and Privacy Policy. If you have questions, reach out to ${TEST_CONFIG.supportEmail} or call ${TEST_CONFIG.supportPhone}.`,
    );
    expect(bodies(fetchMock)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Disagree' }));
    await waitFor(() => expect(router.state.location.search).toBe('?touDeclined=true'));
    expect(router.state.location.pathname).toBe('/login');
    expect(bodies(fetchMock)).toEqual([['PUT', 'false']]);
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(SIGNED_OUT);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('[TERMS-20] a failed save shows the snackbar, and the dialog asks again', async () => {
    fakeApi({
      [ANSWER_PATH]: { status: 503, body: { error: { code: 'down', message: 'Down.' } } },
    });
    renderGate(RESTRICTED);
    await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    await waitFor(() =>
      expect(useSnackbar.getState().messages.map((m) => [m.tone, m.text])).toEqual([
        ['failure', 'Hmm, agreement failed to save. Please try again.'],
      ]),
    );
    expect(TERMS_SAVE_FAILED).toBe('Hmm, agreement failed to save. Please try again.');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(RESTRICTED);
  });

  test('[TERMS-10] while assuming an account that has not accepted, no dialog', async () => {
    fakeApi();
    renderGate({ isLoggedIn: true, account: PENDING, assumedBy: STAFF });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
