import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { fakeApi, signedInAs, startApp } from '@/test/fake-api';
import { StartupDialogs } from './startup-dialogs';

const NEXT = '/api/2.0/startupdialogs';
const CROSS_SELL = {
  dialog: 'crossSell',
  products: [
    {
      code: 'IM-SA',
      shortName: 'IM Self-Assessment',
      fullName: 'Internal Medicine Self-Assessment Exam',
      description: 'Timed exam forms.',
      specialty: 'IM',
      applicationType: 'qa_sa',
      trialAvailable: true,
      url: 'https://boardready.example/products/IM-SA',
    },
  ],
};

function renderDialogs() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <StartupDialogs startedAt={performance.now()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('startup dialogs (spec §2 other global screen behaviour)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  test('[GLOBAL-09] the startup dialog becomes visible 100 ms after start, not before', async () => {
    vi.useFakeTimers();
    fakeApi({ [NEXT]: { dialog: 'feedback' } });
    startApp(signedInAs());
    renderDialogs();
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(
      screen.getByRole('dialog', { name: 'How is BoardReady working for you?' }),
    ).toBeVisible();
  });

  test('[GLOBAL-07] the cross-sell dialog offers the products; closing it is told to the server and it stays closed', async () => {
    const api = fakeApi({
      [NEXT]: CROSS_SELL,
      '/api/2.0/startupdialogs/dismiss': {
        dialog: 'crossSell',
        hiddenUntil: '2030-01-01T00:00:00.000Z',
      },
    });
    startApp(signedInAs());
    renderDialogs();
    const dialog = await screen.findByRole('dialog', { name: 'More for your board prep' });
    expect(dialog).toHaveTextContent('IM Self-Assessment');
    expect(screen.getByRole('link', { name: 'About IM Self-Assessment' })).toHaveAttribute(
      'href',
      'https://boardready.example/products/IM-SA',
    );
    expect(
      screen.getByRole('link', { name: 'Start a free trial of IM Self-Assessment' }),
    ).toHaveAttribute('href', '/products/freetrials');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('/api/2.0/startupdialogs/dismiss')).toBe(1);
    const [, init] = api.fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith('/api/2.0/startupdialogs/dismiss'),
    )!;
    expect(init?.body).toBe(JSON.stringify({ dialog: 'crossSell' }));
  });

  test('[GLOBAL-08] the feedback popup sends a rating and a comment, then thanks the user', async () => {
    const api = fakeApi({ [NEXT]: { dialog: 'feedback' }, '/api/2.0/feedback': { id: 9 } });
    startApp(signedInAs());
    renderDialogs();
    const popup = await screen.findByRole('dialog', { name: 'How is BoardReady working for you?' });
    expect(popup).toHaveAttribute('aria-modal', 'false');
    const send = screen.getByRole('button', { name: 'Send feedback' });
    expect(send).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '4 – Very good' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Anything we could do better? (optional)' }),
      ' More images. ',
    );
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback!');
    const [, init] = api.fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith('/api/2.0/feedback'),
    )!;
    expect(init?.body).toBe(JSON.stringify({ rating: 4, comment: 'More images.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a feedback that fails to send says so and keeps what was written', async () => {
    fakeApi({
      [NEXT]: { dialog: 'feedback' },
      '/api/2.0/feedback': { status: 503, body: { error: { code: 'down', message: 'Down.' } } },
    });
    startApp(signedInAs());
    renderDialogs();
    await userEvent.click(await screen.findByRole('radio', { name: '2 – Fair' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hmm, your feedback failed to send. Please try again.',
    );
    expect(screen.getByRole('radio', { name: '2 – Fair' })).toBeChecked();
  });
});
