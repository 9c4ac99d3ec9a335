import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { useQaStore } from '@/lib/qa/qa-store';
import { useQaRemovedStore } from '@/lib/qa-removed';
import { QA_REMOVED_ALERT } from '@/lib/qa-removed-wording';
import QaRemovedAlert from './qa-removed-alert';

/** Spec §8 "The 422 alert" (decision 0901): what it says and where closing it goes. */

function renderAt(url: string) {
  const page = (name: string) => (
    <>
      <p>{name}</p>
      <QaRemovedAlert />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/questions/:s/:a/:id/overview', element: page('overview page') },
      { path: '/questions/:s/:a/:id/sa-overview', element: page('sa-overview page') },
      { path: '/questions/:s/:a/:id/session/:sid', element: page('player') },
      { path: '/dashboard', element: page('dashboard page') },
      { path: '*', element: page('elsewhere') },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the 422 alert', () => {
  afterEach(() => useQaRemovedStore.getState().close());

  test('[QA-56] [QA-57] [QA-58] [QA-59] title, body (with the joke about luck) and button, as an alert dialog', async () => {
    useQaRemovedStore.getState().report();
    renderAt('/questions/im/qa/12/session/40');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Oops! Some Q&As have been removed.',
    });
    expect(dialog).toHaveAccessibleDescription(
      /constantly review our questions against guideline updates/,
    );
    expect(dialog).toHaveTextContent('one or more Q&As in this session have been removed');
    expect(dialog).toHaveTextContent('Your session will be closed and reloaded');
    expect(dialog).toHaveTextContent('click it again');
    expect(dialog).toHaveTextContent(
      'If it no longer appears in the list, all of its questions were removed, so please start a new session.',
    );
    expect(dialog).toHaveTextContent(/Lucky you!/);
    expect(QA_REMOVED_ALERT.body.join(' ')).toMatch(/luck/i);
    const button = screen.getByRole('button', { name: 'Close my session' });
    expect(button).toHaveFocus();
  });

  test('[QA-60] closing it goes to the current product’s Q&A overview and clears the active session', async () => {
    useQaStore.getState().setActiveQaSession({ qaSessionId: 40 } as never);
    useQaRemovedStore.getState().report();
    const router = renderAt('/questions/im/qa/12/session/40');
    await userEvent.click(await screen.findByRole('button', { name: 'Close my session' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/questions/im/qa/12/overview'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useQaRemovedStore.getState().open).toBe(false);
    expect(useQaStore.getState().activeQaSession).toBeNull();
  });

  test('[QA-61] for a qa_sa product it goes to sa-overview', async () => {
    useQaRemovedStore.getState().report();
    const router = renderAt('/questions/peds/qa_sa/31/session/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Close my session' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/questions/peds/qa_sa/31/sa-overview'),
    );
  });

  test('[QA-62] without a product context it goes to /dashboard; Escape does the same', async () => {
    useQaRemovedStore.getState().report();
    const router = renderAt('/products');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
