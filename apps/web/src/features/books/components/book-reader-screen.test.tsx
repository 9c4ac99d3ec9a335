import type { BookContents, BookSection, Interlink, UserProduct } from '@boardready/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { api3Gate } from '@/lib/api-client';
import { interlinkKeys } from '@/lib/interlinks';
import { myProductsQuery } from '@/lib/my-products';
import { queryClient } from '@/lib/query-client';
import { type FakeAnswer, fakeApi, SHELL_DATA, signedInAs, startApp } from '@/test/fake-api';
import { BookReaderPage } from './book-reader-screen';

/** The reader against a fake API: where it opens, what it shows, what it leaves out. */

const BOOK = 21;
const API = `/api/2.0/book/userproduct/${BOOK}`;
const PROGRESS = `/api/3.0/books/userproducts/${BOOK}/progress`;
const HIGHLIGHTS = `/api/3.0/books/userproducts/${BOOK}/highlights`;
/** The learner's place as the server keeps it (issue 24). */
const progressAt = (lastSectionId: string | null) => ({
  userProductId: BOOK,
  lastSectionId,
  readSectionIds: [],
  sectionCount: 3,
  percentRead: 0,
});
const interlinksPath = (sectionId: string) =>
  `/api/2.0/interlink/userproductid/${BOOK}/corecontenttopic/${sectionId}`;
const sectionRequest = (sectionId: string) =>
  ({ userProductId: BOOK, applicationType: 'onlineBookCore', id: sectionId }) as const;

function product(overrides: Partial<UserProduct>): UserProduct {
  return {
    userProductId: BOOK,
    code: 'IM-BOOK',
    shortName: 'IM Study Guide',
    fullName: 'Internal Medicine Board Review Study Guide',
    specialty: 'IM',
    applicationType: 'onlineBookCore',
    isUsable: true,
    availability: 'usable',
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2027-01-01T00:00:00.000Z',
    isTrial: false,
    hasPersonalTrainer: true,
    route: `/book/${BOOK}`,
    ...overrides,
  };
}

const CONTENTS: BookContents = {
  userProductId: BOOK,
  title: 'Internal Medicine Board Review Study Guide',
  chapters: [
    {
      id: 'cardiology',
      title: 'Cardiology',
      sections: [
        { id: 'heart-failure', title: 'Heart failure' },
        { id: 'arrhythmias', title: 'Arrhythmias' },
      ],
    },
    {
      id: 'nephrology',
      title: 'Nephrology',
      sections: [{ id: 'aki', title: 'Acute kidney injury' }],
    },
  ],
};

const order = CONTENTS.chapters.flatMap((chapter) =>
  chapter.sections.map((section) => ({ chapter, section })),
);

function sectionOf(id: string): BookSection {
  const index = order.findIndex(({ section }) => section.id === id);
  const { chapter, section } = order[index]!;
  const ref = (i: number) => (order[i] ? { ...order[i].section } : null);
  return {
    ...section,
    chapter: { id: chapter.id, title: chapter.title },
    html: `<p>The text of ${section.title}.</p><table><caption>Drugs</caption><thead><tr><th scope="col">Class</th></tr></thead><tbody><tr><td>ACE inhibitor</td></tr></tbody></table><img src="x" onerror="alert(1)" alt="">`,
    previous: ref(index - 1),
    next: ref(index + 1),
  };
}

const LINK: Interlink = {
  kind: 'topicQuestions',
  userProductId: 11,
  productName: 'IM Q&amp;A',
  coreContentTopicId: 7,
  topicName: 'Heart failure',
  questionCount: 12,
};

function bookApi(answers: Record<string, FakeAnswer> = {}, products = [product({})]) {
  return fakeApi({
    '/api/2.0/product/userproducts': {
      ...(SHELL_DATA['/api/2.0/product/userproducts'] as object),
      products,
    },
    [API]: CONTENTS,
    ...Object.fromEntries(
      order.map(({ section }) => [`${API}/section/${section.id}`, sectionOf(section.id)]),
    ),
    ...Object.fromEntries(order.map(({ section }) => [interlinksPath(section.id), []])),
    [PROGRESS]: progressAt(null),
    [HIGHLIGHTS]: { highlights: [] },
    ...answers,
  });
}

/** Stands in for the product screen: it reads the same products query, as the real one does. */
function ProductScreenStandIn() {
  const products = useQuery(myProductsQuery);
  return <p>The product screen says why ({products.status})</p>;
}

function renderReader(url: string, onPractice = vi.fn(async () => {})) {
  startApp(signedInAs());
  const router = createMemoryRouter(
    [
      {
        path: '/book/:userProductId/*',
        element: (
          <BookReaderPage
            unavailable={<ProductScreenStandIn />}
            tools={<button type="button">Open calculator</button>}
            onPractice={onPractice}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { router, onPractice };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The places the reader sent (PUT …/progress), in order. */
function placesSent(api: ReturnType<typeof bookApi>) {
  return api.fetchMock.mock.calls
    .filter(([input, init]) => String(input).includes('/progress') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as { sectionId: string; finished: boolean })
    .filter((body) => !body.finished)
    .map((body) => body.sectionId);
}

describe('the book reader', () => {
  beforeEach(() => api3Gate.open());
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    localStorage.clear();
  });

  test('/book/:id opens the first section when none was read, and keeps the one on screen on the server', async () => {
    const api = bookApi();
    const { router } = renderReader(`/book/${BOOK}`);
    await heading('Heart failure');
    expect(router.state.location.pathname).toBe(`/book/${BOOK}/heart-failure`);
    await waitFor(() => expect(placesSent(api)).toEqual(['heart-failure']));
    expect(document.title).toBe('BoardReady - IM Study Guide: Heart failure');
    // the book's title, the chapter, the calculator icon composed in
    expect(screen.getByText('Internal Medicine Board Review Study Guide')).toBeVisible();
    expect(screen.getByText('Cardiology', { selector: 'header p' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open calculator' })).toBeVisible();
  });

  test('/book/:id opens the section the learner was last in, on any device', async () => {
    bookApi({ [PROGRESS]: progressAt('aki') });
    const { router } = renderReader(`/book/${BOOK}`);
    await heading('Acute kidney injury');
    expect(router.state.location.pathname).toBe(`/book/${BOOK}/aki`);
  });

  test('the contents list each chapter’s sections, the current one marked; the text is sanitized', async () => {
    bookApi();
    renderReader(`/book/${BOOK}/arrhythmias`);
    await heading('Arrhythmias');
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    const cardiology = within(nav).getByRole('list', { name: 'Cardiology' });
    expect(
      within(cardiology)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Heart failure', 'Arrhythmias']);
    expect(within(nav).getByRole('link', { name: 'Arrhythmias' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Heart failure' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(await screen.findByText('The text of Arrhythmias.')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Drugs' })).toBeVisible();
    expect(document.querySelector('[onerror]')).toBeNull();
    const around = screen.getByRole('navigation', { name: 'Previous and next sections' });
    expect(within(around).getByRole('link', { name: 'Previous: Heart failure' })).toHaveAttribute(
      'href',
      `/book/${BOOK}/heart-failure`,
    );
    expect(within(around).getByRole('link', { name: 'Next: Acute kidney injury' })).toHaveAttribute(
      'href',
      `/book/${BOOK}/aki`,
    );
  });

  test('choosing a section moves focus to its heading; the first one shown keeps focus where it was', async () => {
    const api = bookApi();
    const user = userEvent.setup();
    renderReader(`/book/${BOOK}/heart-failure`);
    const first = await heading('Heart failure');
    expect(first).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Next: Arrhythmias' }));
    expect(await heading('Arrhythmias')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Acute kidney injury' }));
    expect(await heading('Acute kidney injury')).toHaveFocus();
    await waitFor(() => expect(placesSent(api)).toEqual(['heart-failure', 'arrhythmias', 'aki']));
  });

  test('on a narrow screen the contents open and close behind the Contents button (Escape closes)', async () => {
    bookApi();
    const user = userEvent.setup();
    renderReader(`/book/${BOOK}/heart-failure`);
    await heading('Heart failure');
    const toggle = screen.getByRole('button', { name: 'Contents' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    within(nav).getByRole('link', { name: 'Arrhythmias' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(within(nav).getByRole('link', { name: 'Arrhythmias' }));
    await heading('Arrhythmias');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('an unknown section says so and links to the first section; it is not remembered', async () => {
    const api = bookApi({
      [`${API}/section/no-such-section`]: {
        status: 404,
        body: { error: { code: 'section_not_found', message: 'There is no such section.' } },
      },
    });
    renderReader(`/book/${BOOK}/no-such-section`);
    await heading('Section not found');
    expect(screen.getByText(/This book has no section “no-such-section”/)).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'Go to the first section: Heart failure' }),
    ).toHaveAttribute('href', `/book/${BOOK}/heart-failure`);
    expect(placesSent(api)).toEqual([]);
    expect(document.title).toBe('BoardReady - IM Study Guide: Section not found');
  });

  test('a malformed section id is not found without asking the server', async () => {
    const api = bookApi();
    renderReader(`/book/${BOOK}/Heart%20Failure/x`);
    await heading('Section not found');
    expect(api.fetchMock.mock.calls.some(([input]) => String(input).includes('/section/'))).toBe(
      false,
    );
  });

  test('a product that is not the learner’s, or not usable now, shows the product screen and calls no book endpoint', async () => {
    const api = bookApi({}, [product({ userProductId: 99 })]);
    renderReader(`/book/${BOOK}`);
    expect(await screen.findByText(/The product screen says why/)).toBeVisible();
    expect(api.calls(API)).toBe(0);

    queryClient.clear();
    const expired = bookApi({}, [product({ isUsable: false, availability: 'expired' })]);
    renderReader(`/book/${BOOK}/heart-failure`);
    expect(await screen.findByText(/The product screen says why/)).toBeVisible();
    expect(expired.calls(API)).toBe(0);
  });

  test('products that fail to load: the product screen says so once, with no second round of calls', async () => {
    const api = bookApi({
      '/api/2.0/product/userproducts': {
        status: 500,
        body: { error: { code: 'internal_error', message: 'x' } },
      },
    });
    renderReader(`/book/${BOOK}`);
    // The app's query client tries three times (1 s, then 2 s apart) before it gives up.
    expect(
      await screen.findByText('The product screen says why (error)', undefined, { timeout: 6000 }),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.calls('/api/2.0/product/userproducts')).toBe(3);
    expect(screen.getByText('The product screen says why (error)')).toBeVisible();
    expect(api.calls(API)).toBe(0);
  }, 15_000);

  test('a product of another kind is not a book', async () => {
    bookApi({}, [
      product({
        applicationType: 'qa',
        shortName: 'IM Q&A',
        route: '/questions/IM/qa/21/overview',
      }),
    ]);
    renderReader(`/book/${BOOK}`);
    await heading('Not a book');
    expect(screen.getByRole('link', { name: 'Open IM Q&A' })).toHaveAttribute(
      'href',
      '/questions/IM/qa/21/overview',
    );
  });

  test('a failed section call offers to try again', async () => {
    const api = bookApi({
      [`${API}/section/heart-failure`]: {
        status: 503,
        body: { error: { code: 'unavailable', message: 'Down.' } },
      },
    });
    const user = userEvent.setup();
    renderReader(`/book/${BOOK}/heart-failure`);
    // A server error is asked twice more (the app's query client) before it is shown.
    await screen.findByRole(
      'heading',
      { level: 1, name: 'The section could not be loaded' },
      { timeout: 6000 },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The book could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
    const asked = api.calls(`${API}/section/heart-failure`);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(api.calls(`${API}/section/heart-failure`)).toBe(asked + 1));
  }, 15_000);

  test('[QA-30] [QA-44] a non-empty interlink list shows as practice questions; a session is started from one', async () => {
    const api = bookApi({ [interlinksPath('heart-failure')]: [LINK] });
    const user = userEvent.setup();
    const { onPractice } = renderReader(`/book/${BOOK}/heart-failure`);
    const region = await screen.findByRole('region', { name: 'Practice questions' });
    expect(api.calls(interlinksPath('heart-failure'))).toBe(1);
    expect(region).toHaveTextContent('Heart failure — 12 questions in IM Q&A');
    await user.click(within(region).getByRole('button', { name: /^Start a session/ }));
    expect(onPractice).toHaveBeenCalledWith(LINK);
  });

  test('a session that cannot be started says why in an alert', async () => {
    bookApi({ [interlinksPath('heart-failure')]: [LINK] });
    const user = userEvent.setup();
    renderReader(
      `/book/${BOOK}/heart-failure`,
      vi.fn(async () => {
        throw new Error('The topic Heart failure has no questions yet.');
      }),
    );
    const region = await screen.findByRole('region', { name: 'Practice questions' });
    await user.click(within(region).getByRole('button', { name: /^Start a session/ }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The topic Heart failure has no questions yet.',
    );
  });

  test('[QA-45] [QA-46] an empty interlink list, or a failed call, shows nothing and no error', async () => {
    const api = bookApi({
      [interlinksPath('arrhythmias')]: {
        status: 500,
        body: { error: { code: 'internal', message: 'Oops.' } },
      },
    });
    renderReader(`/book/${BOOK}/heart-failure`);
    await heading('Heart failure');
    await waitFor(() => expect(api.calls(interlinksPath('heart-failure'))).toBe(1));
    expect(screen.queryByRole('region', { name: 'Practice questions' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Next: Arrhythmias' }));
    await heading('Arrhythmias');
    await waitFor(() => expect(api.calls(interlinksPath('arrhythmias'))).toBe(1));
    await waitFor(() =>
      expect(
        queryClient.getQueryState(interlinkKeys.of(sectionRequest('arrhythmias')))?.status,
      ).toBe('error'),
    );
    expect(screen.queryByRole('region', { name: 'Practice questions' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
