import type { AdminAccount } from '@boardready/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { fakeApi, signedInAs, startApp, TEST_ACCOUNT } from '@/test/fake-api';
import { AccountDetailsPanel } from './account-details-panel';
import { StaffRightsPanel } from './staff-rights-panel';

const ACCOUNT: AdminAccount = {
  accountId: 42,
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'learner@demo.test',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-02-05T10:00:00.000Z',
  rights: {
    admin: false,
    contentManager: false,
    previewQna: false,
    superUser: false,
    assumeUsers: false,
  },
  acceptedTermsVersion: 2,
  isDemo: true,
  netSuiteCustomerId: null,
  boardIdentifiers: { abimNumber: '204817', abpNumber: null, birthMonth: 3, birthDay: 14 },
  specialties: ['IM'],
  isYou: false,
};
const NETSUITE_PATH = '/api/1.0/account/change/netsuitecustomerid/42';

function renderPanel(panel: React.ReactNode) {
  const client = startApp(signedInAs({ ...TEST_ACCOUNT, isAdmin: true }));
  const router = createMemoryRouter([{ path: '/ngadmin/accounts/42', element: panel }], {
    initialEntries: ['/ngadmin/accounts/42'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => setUnauthorizedHandler(() => {}));

describe('an account’s details on Admin → Accounts', () => {
  test('board identifiers read only; the NetSuite id is saved through spec §7’s endpoint', async () => {
    const api = fakeApi({ [NETSUITE_PATH]: { ...ACCOUNT, netSuiteCustomerId: 'CUST-1' } });
    renderPanel(<AccountDetailsPanel account={ACCOUNT} />);
    expect(screen.getByText('204817')).toBeVisible();
    expect(screen.getByText('March 14')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('NetSuite customer id'), 'CUST-1');
    await user.click(screen.getByRole('button', { name: 'Save NetSuite Id' }));
    expect(await screen.findByText('The NetSuite customer id was saved.')).toBeVisible();
    expect(api.calls(NETSUITE_PATH)).toBe(1);
  });

  test.each([
    [401, /Your session has ended, so the NetSuite customer id was not saved/],
    [403, /You are not allowed to change NetSuite customer ids/],
  ])(
    '[HTTP-17] a %i from the NetSuite endpoint is said on the page, with no sign-in redirect',
    async (status, sentence) => {
      const redirected = vi.fn();
      setUnauthorizedHandler(redirected);
      fakeApi({
        [NETSUITE_PATH]: {
          status,
          body: { error: { code: status === 401 ? 'not_signed_in' : 'forbidden', message: 'No.' } },
        },
      });
      renderPanel(<AccountDetailsPanel account={ACCOUNT} />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('NetSuite customer id'), '1234');
      await user.click(screen.getByRole('button', { name: 'Save NetSuite Id' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
      expect(redirected).not.toHaveBeenCalled();
    },
  );

  test('a bad id is refused in the browser, naming the rule, without a call', async () => {
    const api = fakeApi();
    renderPanel(<AccountDetailsPanel account={ACCOUNT} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('NetSuite customer id'), 'not valid!');
    await user.click(screen.getByRole('button', { name: 'Save NetSuite Id' }));
    expect(
      await screen.findByText('A NetSuite customer id has only letters, digits and hyphens.'),
    ).toBeVisible();
    expect(api.calls(NETSUITE_PATH)).toBe(0);
  });
});

describe('staff rights on Admin → Accounts', () => {
  test('an admin’s own Admin box is locked, and says why', () => {
    fakeApi();
    renderPanel(
      <StaffRightsPanel
        account={{ ...ACCOUNT, isYou: true, rights: { ...ACCOUNT.rights, admin: true } }}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Admin' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'You cannot remove your own Admin right. Another admin can.',
    );
    expect(screen.getByRole('checkbox', { name: 'Content manager' })).toBeEnabled();
  });

  test('changes are sent together; Save waits for a change', async () => {
    const api = fakeApi({
      '/api/2.0/admin/accounts/42/rights': {
        ...ACCOUNT,
        rights: { ...ACCOUNT.rights, contentManager: true },
      },
    });
    renderPanel(<StaffRightsPanel account={ACCOUNT} />);
    const save = screen.getByRole('button', { name: 'Save Rights' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Content manager' }));
    await user.click(save);
    expect(await screen.findByText('The staff rights were saved.')).toBeVisible();
    const [, init] = api.fetchMock.mock.calls.find(([input]) => String(input).includes('/rights'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ ...ACCOUNT.rights, contentManager: true });
  });
});
