import type { QuestionFeedbackDetail, QuestionFeedbackItem } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { preloadRichText } from '@/components/ui/rich-text';
import { signedInAs, startApp, TEST_ACCOUNT } from '@/test/fake-api';
import { FeedbackItemDialog } from './feedback-item-dialog';

const ITEM_PATH = '/api/2.0/admin/questionfeedback/5';
const CONFLICT_MESSAGE =
  'This item changed after you opened it (another admin set its status, or a learner reported it again): nothing was saved. Check where it stands now and save again.';

const ITEM: QuestionFeedbackItem = {
  questionId: 5,
  code: 'IM-0005',
  version: 1,
  questionStatus: 'published',
  bank: { id: 1, title: 'Internal Medicine' },
  excerpt: 'A 54-year-old man',
  reports: 1,
  newReports: 1,
  lastReportAt: '2026-03-01T10:00:00.000Z',
  status: 'new',
  reopenedFrom: null,
  note: '',
  triagedBy: null,
  triagedAt: null,
  lockVersion: 0,
};

const detailOf = (item: QuestionFeedbackItem): QuestionFeedbackDetail => ({
  item,
  question: {
    stemHtml: '<p>A 54-year-old man has chest pain.</p>',
    leadIn: 'Which is the next step?',
    choices: [
      { key: 'A', html: 'ECG' },
      { key: 'B', html: 'CT' },
    ],
    correctKey: 'A',
    explanationSummary: '',
  },
  reports: [
    {
      accountId: 7,
      email: 'learner@demo.test',
      name: 'Alex Rivera',
      comment: 'The dose is outdated.',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      sinceTriage: true,
    },
  ],
  history: [],
});

/**
 * A fake server for one item: GET answers it as it now is; the first PUT finds it moved to review
 * by another admin (409), the next ones save.
 */
function fakeServer() {
  let current: QuestionFeedbackItem = ITEM;
  const puts: unknown[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path !== ITEM_PATH) return json(404, { error: { code: 'not_found', message: 'No.' } });
    if (init?.method !== 'PUT') return json(200, detailOf(current));
    const body = JSON.parse(String(init.body)) as { status: 'fixed'; note: string };
    puts.push(body);
    if (puts.length === 1) {
      current = {
        ...ITEM,
        status: 'in_review',
        note: 'Checking the dose.',
        triagedBy: { AccountId: 2, Email: 'editor@demo.test' },
        triagedAt: '2026-03-01T11:00:00.000Z',
        lockVersion: 1,
      };
      return json(409, {
        error: { code: ErrorCode.feedbackTriageConflict, message: CONFLICT_MESSAGE },
      });
    }
    current = { ...current, status: body.status, note: body.note, lockVersion: 2 };
    return json(200, { item: current });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { puts, gets: () => fetchMock.mock.calls.filter(([, i]) => i?.method !== 'PUT').length };
}

// the question's text and the dialog's stack load on first use: loaded before, nothing suspends
beforeAll(async () => {
  await Promise.all([preloadRichText(), import('@/components/ui/modal')]);
});

async function renderDialog(onClose = vi.fn()) {
  const client = startApp(signedInAs({ ...TEST_ACCOUNT, isAdmin: true }));
  const router = createMemoryRouter(
    [
      {
        path: '/ngadmin/feedback',
        element: <FeedbackItemDialog questionId={5} onClose={onClose} />,
      },
    ],
    { initialEntries: ['/ngadmin/feedback?question=5'] },
  );
  // awaited: the dialog (React.lazy) suspends once on its first mount
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return onClose;
}

describe('triaging an item another admin changed meanwhile', () => {
  test('the refusal is said, the item is read again and shown as it is now, the note typed kept; saved again over it, it goes', async () => {
    const server = fakeServer();
    const onClose = await renderDialog();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Triage IM-0005' });
    await user.click(within(form).getByRole('radio', { name: 'Fixed' }));
    await user.type(within(form).getByLabelText('Note'), 'Dose corrected.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${CONFLICT_MESSAGE} Your note is kept below.`,
    );
    expect(server.puts[0]).toEqual({
      status: 'fixed',
      note: 'Dose corrected.',
      lockVersion: 0,
      previousStatus: 'new',
    });
    // read again: it shows the other admin's status; the note typed is still there
    const again = await screen.findByRole('form', { name: 'Triage IM-0005' });
    expect(await within(again).findByRole('radio', { name: 'In review' })).toBeChecked();
    expect(screen.getByText(/Last set/)).toHaveTextContent('editor@demo.test');
    expect(within(again).getByLabelText('Note')).toHaveValue('Dose corrected.');
    expect(server.gets()).toBe(2);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(again).getByRole('radio', { name: 'Fixed' }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.puts[1]).toEqual({
      status: 'fixed',
      note: 'Dose corrected.',
      lockVersion: 1,
      previousStatus: 'in_review',
    });
  }, 15_000);
});
