import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { useSnackbar } from '@/lib/snackbar';
import { SIGNED_OUT, startApp } from '@/test/fake-api';
import { KitchensinkPage } from './kitchensink-page';

/** The page reads the brand's name for the window title: the app's primed query client. */
function renderPage(calculator: ReactNode = null) {
  render(
    <QueryClientProvider client={startApp(SIGNED_OUT)}>
      <KitchensinkPage calculator={calculator} />
    </QueryClientProvider>,
  );
}

describe('the kitchensink showcase', () => {
  test('shows one titled region per primitive, the calculator opener handed in', () => {
    renderPage(<button type="button">Opener</button>);
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen Sink' })).toBeVisible();
    const calculator = screen.getByRole('region', { name: 'Calculator' });
    expect(within(calculator).getByRole('button', { name: 'Opener' })).toBeVisible();
    for (const name of [
      'Server environment',
      'Buttons',
      'Dialogs',
      'Snackbars, Alerts and Loading',
      'Form Fields',
      'Menus',
      'Tabs',
      'Tables',
    ]) {
      expect(screen.getByRole('region', { name })).toBeVisible();
    }
    const table = screen.getByRole('table', { name: 'Sample performance by topic' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
  });

  test('its samples work: a dialog, a snackbar, a menu, a tab', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open a Dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'A sample dialog' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show Success' }));
    expect(useSnackbar.getState().messages.map((m) => m.text)).toContain('Your changes are saved.');

    await user.click(screen.getByRole('button', { name: 'Sample Menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Spacious' }));
    expect(screen.getByText('Chosen: Spacious')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The second panel.');
  });

  test('the sample form checks its fields with the contracts’ schema', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Check the Sample' }));
    const form = screen.getByRole('form', { name: 'Sample form' });
    await waitFor(() =>
      expect(within(form).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(useSnackbar.getState().messages.map((m) => m.text)).not.toContain(
      'The sample form is valid; nothing was sent.',
    );
  });
});
