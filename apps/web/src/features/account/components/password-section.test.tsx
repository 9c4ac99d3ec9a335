import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { fakeApi, signedInAs, startApp } from '@/test/fake-api';
import { PasswordSection } from './password-section';

const PASSWORD_PATH = '/api/2.0/account/password';

function renderSection() {
  const client = startApp(signedInAs());
  const router = createMemoryRouter(
    [{ path: '/account', element: <PasswordSection assumed={false} /> }],
    {
      initialEntries: ['/account'],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the new-password pair on My Account (decision 0409)', () => {
  test.each([
    ['not your e-mail address', 'Choose a password that is not your e-mail address.'],
    ['too common', 'This password is too common. Choose another.'],
  ])(
    'a new password the server refuses (%s) shows its sentence under the field',
    async (_why, sentence) => {
      const api = fakeApi({
        [PASSWORD_PATH]: {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: `newPassword: ${sentence}`,
              fields: { newPassword: sentence },
            },
          },
        },
      });
      renderSection();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Current password'), 'the first long password');
      await user.type(screen.getByLabelText('New password'), 'learner@demo.test');
      await user.type(screen.getByLabelText('Repeat the new password'), 'learner@demo.test');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));

      const field = screen.getByLabelText('New password');
      expect(await screen.findByText(sentence)).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(sentence));
      expect(api.calls(PASSWORD_PATH)).toBe(1);
    },
  );

  test('a password of only spaces is refused in the browser, in the same words, without a call', async () => {
    const api = fakeApi();
    renderSection();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'the first long password');
    await user.type(screen.getByLabelText('New password'), ' '.repeat(14));
    await user.type(screen.getByLabelText('Repeat the new password'), ' '.repeat(14));
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('A password cannot be only spaces.')).toBeVisible();
    expect(api.calls(PASSWORD_PATH)).toBe(0);
  });
});
