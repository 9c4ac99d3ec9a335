import 'fake-indexeddb/auto';
import type {
  DeckOverview,
  OfflineDeck,
  StudyCard,
  StudyState,
  UserProduct,
} from '@boardready/contracts';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { api3Gate } from '@/lib/api-client';
import { myProductsQuery } from '@/lib/my-products';
import { closeOfflineDb, offlineDb } from '@/lib/offline/offline-db';
import { resetOutbox, startOutbox } from '@/lib/offline/outbox';
import { queryClient } from '@/lib/query-client';
import { SHELL_DATA, signedInAs, startApp } from '@/test/fake-api';
import { flashCardKeys } from '../api/flash-card-keys';
import { FlashCardsPage } from './flash-cards-screen';
import { NO_PACK, OFFLINE_LINE, OFFLINE_TOOLS } from './study-player';

/** The deck screen and the study player against a fake API, driven by keyboard and pointer. */

const DECK = 31;
const BASE = `/api/3.0/fc/userproducts/${DECK}`;
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

const PRODUCT: UserProduct = {
  userProductId: DECK,
  code: 'IM-FC',
  shortName: 'IM Flash Cards',
  fullName: 'Internal Medicine Flash Cards',
  specialty: 'IM',
  applicationType: 'fc',
  isUsable: true,
  availability: 'usable',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  isTrial: false,
  hasPersonalTrainer: true,
  route: `/flashcards/${DECK}`,
};

const SETTINGS = {
  desiredRetention: 0.9,
  newCardsPerDay: 20,
  maxReviewsPerDay: 200,
  timeZone: TZ,
};

const OVERVIEW: DeckOverview = {
  userProductId: DECK,
  title: 'Internal Medicine Flash Cards',
  topics: [
    { id: 5, name: 'Cardiology', new: 12, learning: 1, due: 3, total: 28 },
    { id: 6, name: 'Nephrology', new: 0, learning: 0, due: 0, total: 24 },
  ],
  counts: { new: 12, learning: 1, review: 3 },
  settings: SETTINGS,
};

const card = (cardId: number, overrides: Partial<StudyCard> = {}): StudyCard => ({
  cardId,
  code: `IM-FC-000${cardId}`,
  kind: 'basic',
  frontHtml: `<p>Front of card ${cardId}?</p>`,
  backHtml: `<p>Back of card ${cardId}.</p>`,
  extraHtml: '<p>An extra note.</p>',
  topics: [{ id: 5, name: 'Cardiology' }],
  state: 'new',
  flagged: false,
  intervals: { 1: 60, 2: 360, 3: 600, 4: 4 * 86_400 },
  ...overrides,
});

const state = (c: StudyCard | null, overrides: Partial<StudyState> = {}): StudyState => ({
  card: c,
  counts: { new: 12, learning: 1, review: 3 },
  canUndo: false,
  nextLearningDue: null,
  ...overrides,
});

type Answer = { status?: number; body: unknown };
type Handler = (request: {
  method: string;
  path: string;
  search: string;
  body: unknown;
}) => Answer | undefined;

/** A fake API: the handler first, then the shell's data, then 404. */
function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    const answer =
      handler(request) ??
      (request.path in SHELL_DATA
        ? {
            body:
              request.path === '/api/2.0/product/userproducts'
                ? { ...(SHELL_DATA[request.path] as object), products: [PRODUCT] }
                : SHELL_DATA[request.path],
          }
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return (init?.method ?? 'GET') === method && url.pathname === path;
      })
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { fetchMock, sent };
}

/** `kept`: what the device kept, put back as the app opens offline. */
function renderAt(url: string, kept?: () => void) {
  startApp(signedInAs());
  kept?.();
  const router = createMemoryRouter(
    [
      {
        path: '/flashcards/:userProductId/*',
        element: (
          <FlashCardsPage
            unavailable={<p>The product screen says why</p>}
            tools={<button type="button">Open calculator</button>}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const deckAnswers: Handler = ({ method, path }) => {
  if (path === BASE && method === 'GET') return { body: OVERVIEW };
  if (path === '/api/3.0/memory/settings' && method === 'GET') return { body: SETTINGS };
  return undefined;
};

describe('the flash-card deck', () => {
  beforeEach(() => api3Gate.open());
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  test('today’s counts with their names, Study now, and each topic with its Study link', async () => {
    stubApi(deckAnswers);
    renderAt(`/flashcards/${DECK}`);
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Internal Medicine Flash Cards' }),
    ).toBeVisible();
    expect(within(today).getByText('12')).toHaveClass('text-blue-700');
    expect(within(today).getByText('1')).toHaveClass('text-red-700');
    expect(within(today).getByText('3')).toHaveClass('text-green-700');
    expect(within(today).getByRole('link', { name: 'Study now' })).toHaveAttribute(
      'href',
      `/flashcards/${DECK}/study`,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    for (const name of ['Topic', 'New', 'Learning', 'Due', 'Total', 'Study'])
      expect(within(rows[0]!).getByRole('columnheader', { name })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Cardiology121328');
    expect(screen.getByRole('link', { name: 'Study Cardiology' })).toHaveAttribute(
      'href',
      `/flashcards/${DECK}/study?topicId=5`,
    );
    expect(document.title).toBe('BoardReady - IM Flash Cards');
  });

  test('the settings are saved with a confirmation; the server’s message shows word for word', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = stubApi((request) => {
      if (request.path === '/api/3.0/memory/settings' && request.method === 'PUT') {
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'Reviews a day is a whole number from 0 to 9999.',
                fields: { maxReviewsPerDay: 'Reviews a day is a whole number from 0 to 9999.' },
              },
            },
          };
        }
        return { body: { ...SETTINGS, ...(request.body as object) } };
      }
      return deckAnswers(request);
    });
    renderAt(`/flashcards/${DECK}`);
    const form = await screen.findByRole('form', { name: 'Study settings' });
    const retention = within(form).getByRole('spinbutton', { name: 'Desired retention' });
    expect(retention).toHaveValue(0.9);
    expect(retention).toHaveAccessibleDescription(/Higher retention means more reviews\./);
    await user.clear(retention);
    await user.type(retention, '0.85');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Reviews a day is a whole number from 0 to 9999.',
    );
    expect(
      within(form).getByRole('spinbutton', { name: 'Reviews a day' }),
    ).toHaveAccessibleDescription('Reviews a day is a whole number from 0 to 9999.');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Your study settings have been saved.')).toBeVisible();
    expect(api.sent('PUT', '/api/3.0/memory/settings').at(-1)).toEqual({
      desiredRetention: 0.85,
      newCardsPerDay: 20,
      maxReviewsPerDay: 200,
    });
  });

  test('the client checks the range with the contract’s words before sending', async () => {
    const user = userEvent.setup();
    const api = stubApi(deckAnswers);
    renderAt(`/flashcards/${DECK}`);
    const retention = await screen.findByRole('spinbutton', { name: 'Desired retention' });
    await user.clear(retention);
    await user.type(retention, '0.99');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('The desired retention is a number from 0.70 to 0.97.'),
    ).toBeVisible();
    expect(api.sent('PUT', '/api/3.0/memory/settings')).toEqual([]);
  });

  test('a stored time zone other than the device’s follows the device', async () => {
    const api = stubApi((request) =>
      request.path === '/api/3.0/memory/settings' && request.method === 'GET'
        ? {
            body: { ...SETTINGS, timeZone: TZ === 'Pacific/Auckland' ? 'UTC' : 'Pacific/Auckland' },
          }
        : request.method === 'PUT'
          ? { body: { ...SETTINGS } }
          : deckAnswers(request),
    );
    renderAt(`/flashcards/${DECK}`);
    await waitFor(() =>
      expect(api.sent('PUT', '/api/3.0/memory/settings')).toEqual([{ timeZone: TZ }]),
    );
  });

  test('a deck whose cards are not there yet says the server’s words', async () => {
    stubApi(({ path, method }) =>
      path === BASE && method === 'GET'
        ? {
            status: 404,
            body: {
              error: {
                code: 'deck_not_found',
                message: 'The cards of this deck are not available yet.',
              },
            },
          }
        : deckAnswers({ path, method, search: '', body: undefined }),
    );
    renderAt(`/flashcards/${DECK}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The cards of this deck are not available yet.',
    );
  });
});

describe('the study player', () => {
  beforeEach(() => api3Gate.open());
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  /** A session of two cards: grading the first shows the second; undo brings the first back. */
  function sessionApi(options: { reviewAnswer?: () => Answer } = {}) {
    let current = state(card(1), { canUndo: false });
    return stubApi((request) => {
      const { method, path } = request;
      if (path === `${BASE}/study`) return { body: current };
      if (path === `${BASE}/reviews` && method === 'POST') {
        if (options.reviewAnswer) return options.reviewAnswer();
        current = state(card(2, { state: 'review' }), {
          canUndo: true,
          counts: { new: 11, learning: 1, review: 3 },
        });
        return { body: current };
      }
      if (path === `${BASE}/reviews/undo`) {
        current = state(card(1), { canUndo: false });
        return { body: current };
      }
      return deckAnswers(request);
    });
  }

  test('Space shows the answer, 3 grades Good, U undoes: by keyboard alone', async () => {
    const user = userEvent.setup();
    const api = sessionApi();
    renderAt(`/flashcards/${DECK}/study`);
    expect(await screen.findByText('Front of card 1?')).toBeVisible();
    expect(screen.queryByText('Back of card 1.')).toBeNull();
    // the counts with their names, the new queue the card's own
    expect(screen.getByText('(this card)').parentElement).toHaveTextContent('New 12');
    expect(screen.getByRole('button', { name: 'Open calculator' })).toBeVisible();

    await user.keyboard(' ');
    const answer = await screen.findByRole('region', { name: 'Answer' });
    expect(answer).toHaveTextContent('Back of card 1.');
    expect(answer).toHaveFocus();
    expect(screen.getByText('An extra note.')).toBeVisible();
    expect(screen.getByText('Cardiology', { exact: false })).toBeVisible();
    const grades = screen.getByRole('group', { name: 'Grade this card' });
    expect(
      within(grades)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1mAgain', '6mHard', '10mGood', '4dEasy']);
    expect(within(grades).getByRole('button', { name: 'Good, in 10 minutes' })).toBeVisible();

    await user.keyboard('3');
    expect(await screen.findByText('Front of card 2?')).toBeVisible();
    const [review] = api.sent('POST', `${BASE}/reviews`);
    expect(review).toMatchObject({ cardId: 1, rating: 3 });
    expect(review.clientReviewId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isInteger(review.durationMs) && review.durationMs >= 0).toBe(true);
    expect(screen.getByRole('region', { name: 'Flash card' })).toHaveFocus();
    expect(screen.getByText(/^Good\. Next card, review: Front of card 2\?/)).toBeInTheDocument();
    expect(screen.getByText('(this card)').parentElement).toHaveTextContent('Review 3');

    await user.keyboard('u');
    expect(await screen.findByText('Front of card 1?')).toBeVisible();
    expect(api.sent('POST', `${BASE}/reviews/undo`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show answer' })).toBeVisible();
  });

  test('a grade in flight disables the grades: a second press sends nothing', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = sessionApi();
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await held;
      return original(input, init);
    });
    renderAt(`/flashcards/${DECK}/study`);
    await screen.findByText('Front of card 1?');
    await user.keyboard(' ');
    await user.keyboard('3');
    await user.keyboard('4');
    expect(screen.getByRole('button', { name: /^Easy/ })).toBeDisabled();
    release();
    expect(await screen.findByText('Front of card 2?')).toBeVisible();
    expect(api.sent('POST', `${BASE}/reviews`)).toHaveLength(1);
  });

  test('a refused grade shows the server’s message and the card stays', async () => {
    const user = userEvent.setup();
    sessionApi({
      reviewAnswer: () => ({
        status: 409,
        body: { error: { code: 'card_not_due', message: 'This card is not due yet.' } },
      }),
    });
    renderAt(`/flashcards/${DECK}/study`);
    await screen.findByText('Front of card 1?');
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: /^Again/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This card is not due yet.');
    expect(screen.getByText('Front of card 1?')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Answer' })).toBeVisible();
  });

  test('keys typed in a field are not shortcuts', async () => {
    const user = userEvent.setup();
    sessionApi();
    renderAt(`/flashcards/${DECK}/study`);
    await screen.findByText('Front of card 1?');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard(' 3');
    expect(screen.queryByRole('region', { name: 'Answer' })).toBeNull();
    field.remove();
  });

  test('the end of today’s cards, with the next learning card’s time and the way back', async () => {
    const due = '2026-03-01T14:35:00.000Z';
    stubApi((request) =>
      request.path === `${BASE}/study`
        ? {
            body: state(null, {
              counts: { new: 0, learning: 0, review: 0 },
              nextLearningDue: due,
            }),
          }
        : deckAnswers(request),
    );
    renderAt(`/flashcards/${DECK}/study?topicId=5`);
    expect(
      await screen.findByRole('heading', {
        name: 'Congratulations! You have finished this deck for now.',
      }),
    ).toBeVisible();
    const time = new Date(due).toLocaleTimeString(undefined, {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(screen.getByText(`More cards are due in learning at ${time}.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the deck' })).toHaveAttribute(
      'href',
      `/flashcards/${DECK}`,
    );
    // one topic: its name heads the player
    expect(await screen.findByRole('heading', { level: 1, name: 'Cardiology' })).toBeVisible();
  });

  test('a product that is not a deck, or not the learner’s, is not opened here', async () => {
    stubApi(() => undefined);
    renderAt('/flashcards/999/study');
    expect(await screen.findByText('The product screen says why')).toBeVisible();
  });
});

describe('the study player offline (decision 1705)', () => {
  let online = true;
  const pack = (...cards: StudyCard[]): OfflineDeck => ({
    cards: cards.map((c) => ({ ...c, due: c.state === 'new' ? null : '2026-11-30T08:00:00.000Z' })),
    counts: {
      new: cards.filter((c) => c.state === 'new').length,
      learning: 0,
      review: cards.filter((c) => c.state === 'review').length,
    },
    dayEnd: new Date(Date.now() + 3_600_000).toISOString(),
  });

  beforeEach(async () => {
    api3Gate.open();
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    resetOutbox();
    startOutbox({ accountOf: () => 7, onSynced: () => void queryClient.invalidateQueries() });
    await (await offlineDb()).clear('outbox');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    onlineManager.setOnline(true);
    resetOutbox();
    closeOfflineDb();
  });

  const keepProducts = () =>
    queryClient.setQueryData(myProductsQuery.queryKey, {
      productTypes: [],
      ...(SHELL_DATA['/api/2.0/product/userproducts'] as object),
      products: [PRODUCT],
    });

  function goOffline() {
    online = false;
    act(() => onlineManager.setOnline(false));
  }

  /** The server: three cards today; each review moves its session on, as the real one does. */
  function dayApi() {
    const cards = [card(1), card(2, { state: 'review' }), card(3)];
    let graded = 0;
    return stubApi((request) => {
      const { method, path } = request;
      const now = () =>
        state(cards[graded] ?? null, { counts: { new: 2 - graded, learning: 0, review: 1 } });
      if (path === `${BASE}/study`) return { body: now() };
      if (path === `${BASE}/offline`) return { body: pack(...cards.slice(graded)) };
      if (path === `${BASE}/reviews` && method === 'POST') {
        graded += 1;
        return { body: now() };
      }
      return deckAnswers(request);
    });
  }

  test('grades wait to sync while the pack goes on; back online each is sent once', async () => {
    const user = userEvent.setup();
    const api = dayApi();
    renderAt(`/flashcards/${DECK}/study`);
    expect(await screen.findByText('Front of card 1?')).toBeVisible();
    // the pack is asked for once, while online
    await waitFor(() => expect(api.sent('GET', `${BASE}/offline`)).toHaveLength(1));

    goOffline();
    expect(screen.getByRole('button', { name: /^Undo/ })).toBeDisabled();
    expect(screen.getByText(OFFLINE_TOOLS)).toBeVisible();
    await user.keyboard(' ');
    await user.keyboard('3');
    expect(await screen.findByText('Front of card 2?')).toBeVisible();
    expect(screen.getByText(OFFLINE_LINE, { exact: false })).toBeVisible();
    expect(screen.getByText('1 change waiting to sync.')).toBeVisible();
    expect(screen.getByText('(this card)').parentElement).toHaveTextContent('Review 1');

    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: /^Again/ }));
    expect(await screen.findByText('Front of card 3?')).toBeVisible();
    expect(screen.getByText('2 changes waiting to sync.')).toBeVisible();
    expect(api.sent('POST', `${BASE}/reviews`)).toEqual([]);
    // an offline reload resumes here: the kept pack has lost the graded cards
    expect(
      queryClient
        .getQueryData<OfflineDeck>(flashCardKeys.offlinePack(DECK, null))
        ?.cards.map((c) => c.cardId),
    ).toEqual([3]);
    await user.keyboard('u');
    expect(screen.getByText('Undo needs a connection.')).toBeVisible();

    online = true;
    act(() => onlineManager.setOnline(true));
    window.dispatchEvent(new Event('online'));
    // until the server has them, the pack leads
    expect(await screen.findByText(/until your changes sync/)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/from this device/)).toBeNull());
    expect(screen.queryByText(/waiting to sync/)).toBeNull();
    const reviews = api.sent('POST', `${BASE}/reviews`);
    expect(reviews).toMatchObject([
      { cardId: 1, rating: 3 },
      { cardId: 2, rating: 1 },
    ]);
    for (const review of reviews) {
      expect(Date.parse(review.reviewedAt)).toBeLessThanOrEqual(Date.now());
    }
    // the server's state again: its card 3, the card's tools back
    expect(screen.getByText('Front of card 3?')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Flag/ })).toBeEnabled();
    expect(screen.queryByText(OFFLINE_TOOLS)).toBeNull();
  });

  test('opened offline, the kept pack’s next card shows instead of an error', async () => {
    const api = dayApi();
    goOffline();
    renderAt(`/flashcards/${DECK}/study`, () => {
      keepProducts();
      queryClient.setQueryData(
        flashCardKeys.offlinePack(DECK, null),
        pack(card(2, { state: 'review' }), card(3)),
      );
    });
    expect(await screen.findByText('Front of card 2?')).toBeVisible();
    expect(screen.getByText(OFFLINE_LINE, { exact: false })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Flag/ })).toBeDisabled();
    expect(api.sent('GET', `${BASE}/study`)).toEqual([]);
  });

  test('opened offline with no pack kept, it says how to get one', async () => {
    dayApi();
    goOffline();
    renderAt(`/flashcards/${DECK}/study`, keepProducts);
    expect(await screen.findByRole('heading', { name: NO_PACK })).toBeVisible();
  });
});
