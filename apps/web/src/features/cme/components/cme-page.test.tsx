import type { CmeActivitySummary, CmeClaim, CmeOverview } from '@boardready/contracts/cme';
import { CME_EVALUATION_STATEMENTS } from '@boardready/contracts/cme-rules';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { fakeApi, signedInAs, startApp } from '@/test/fake-api';
import { CmePage } from './cme-page';

const activity: CmeActivitySummary = {
  activityId: 3,
  activityCode: 'BR-IM-QA-2026',
  title: 'Internal Medicine Board Review Q&A 2026',
  productId: 1,
  productName: 'Internal Medicine Board Review Q&A',
  specialty: 'IM',
  kind: 'questions',
  rule: '1 credit per 20 questions answered for the first time, 50% correct',
  unitsDone: 52,
  blocksFailed: 0,
  earnedQuarters: 8,
  maxQuarters: 80,
  claimedQuarters: 0,
  claimableQuarters: 8,
  next: { unitsDone: 12, unitsPerCredit: 20, blockPercentCorrect: 58, passingPercent: 50 },
  moc: [{ board: 'ABIM', ratioPercent: 100 }],
  releasedOn: '2026-01-01',
  expiresOn: '2027-12-31',
  open: true,
};

const claim: CmeClaim = {
  claimId: 41,
  activityId: 3,
  activityCode: 'BR-IM-QA-2026',
  title: 'Internal Medicine Board Review Q&A 2026',
  claimedQuarters: 6,
  coveredQuarters: 8,
  completedOn: '2026-03-14',
  createdAt: '2026-03-14T10:00:00.000Z',
  reports: [
    {
      reportId: 7,
      board: 'ABIM',
      pointsQuarters: 6,
      status: 'queued',
      rejectReason: null,
      updatedAt: '2026-03-14T10:00:00.000Z',
    },
  ],
};

const overview = (over: Partial<CmeOverview> = {}): CmeOverview => ({
  activities: [activity],
  claims: [],
  identifiers: [
    { board: 'ABIM', complete: true, missing: [] },
    { board: 'ABP', complete: false, missing: ['your ABP ID'] },
  ],
  deadlines: [],
  transcriptYears: [],
  ...over,
});

function renderPage(answers: Record<string, unknown>) {
  const client = startApp(signedInAs());
  const api = fakeApi(answers);
  const router = createMemoryRouter([{ path: '/cme', element: <CmePage /> }], {
    initialEntries: ['/cme'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

/** The JSON bodies sent to a path with a method. */
function sent(api: ReturnType<typeof fakeApi>, method: string, path: string) {
  return api.fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && init?.method === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function openClaim(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('region', { name: activity.title });
  await user.click(within(card).getByRole('button', { name: 'Claim credit' }));
  return screen.findByRole('dialog', { name: 'Claim credit' });
}

async function rateAll(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  for (const { text } of CME_EVALUATION_STATEMENTS) {
    const group = within(dialog).getByRole('group', { name: text });
    await user.click(within(group).getByRole('radio', { name: 'Agree' }));
  }
}

describe('the CME/MOC page', () => {
  test('an activity: its rule, figures, progress to the next credit, MOC points, and the deadline', async () => {
    renderPage({
      '/api/2.0/cme': overview({
        deadlines: [
          {
            board: 'ABIM',
            year: 2026,
            deadline: '2026-12-31',
            claimBy: '2026-12-17',
            daysLeft: 30,
          },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'CME/MOC' })).toBeVisible();
    expect(
      await screen.findByText(
        "ABIM's deadline for 2026 work is December 31, 2026: claim by December 17 so your points are reported in time.",
      ),
    ).toBeVisible();
    const card = screen.getByRole('region', { name: activity.title });
    expect(card).toHaveTextContent('Activity ID BR-IM-QA-2026');
    expect(card).toHaveTextContent(activity.rule);
    expect(within(card).getByText('Earned').nextSibling).toHaveTextContent('2.00');
    expect(within(card).getByText('Claimable').nextSibling).toHaveTextContent('2.00');
    const progress = within(card).getByRole('progressbar', {
      name: '12 of 20 questions toward your next credit; 58% correct so far in this block (50% passes)',
    });
    expect(progress).toHaveAttribute('value', '12');
    expect(card).toHaveTextContent('1 ABIM Medical Knowledge MOC point per credit');
    expect(card).toHaveTextContent('Claims are taken until December 31, 2027.');
    expect(within(card).getByRole('button', { name: 'Claim credit' })).toBeEnabled();
    expect(screen.getByText(/You have not claimed any credit yet/)).toBeVisible();
  });

  test('claims with their certificate and MOC status; transcripts per year and board', async () => {
    renderPage({
      '/api/2.0/cme': overview({
        activities: [{ ...activity, claimedQuarters: 8, claimableQuarters: 0 }],
        claims: [
          claim,
          {
            ...claim,
            claimId: 40,
            completedOn: '2026-02-01',
            createdAt: '2026-02-01T10:00:00.000Z',
            reports: [
              {
                ...claim.reports[0]!,
                reportId: 6,
                status: 'rejected',
                rejectReason: 'Birth date does not match',
              },
            ],
          },
        ],
        transcriptYears: [2026],
      }),
    });
    const claims = await screen.findByRole('list', { name: 'Your claims' });
    const [newest, older] = within(claims).getAllByRole('listitem', { name: /Q&A 2026/ });
    expect(newest).toHaveTextContent('1.50 credits');
    expect(newest).toHaveTextContent('Completed March 14, 2026');
    expect(newest).toHaveTextContent('1.5 ABIM Medical Knowledge MOC points');
    expect(newest).toHaveTextContent('Waiting to be reported');
    const certificate = within(newest!).getByRole('link', { name: /^Download certificate/ });
    expect(certificate.getAttribute('href')).toMatch(
      /^\/api\/2\.0\/cme\/claims\/41\/certificate\.pdf\?requestId=/,
    );
    expect(certificate).toHaveAttribute('download');
    expect(older).toHaveTextContent('Rejected by the board');
    expect(older).toHaveTextContent('Birth date does not match');
    expect(
      within(screen.getByRole('region', { name: activity.title })).queryByRole('button', {
        name: 'Claim credit',
      }),
    ).not.toBeInTheDocument();

    const transcripts = screen.getByRole('region', { name: 'Transcripts' });
    expect(
      within(transcripts).getByRole('link', { name: 'Transcript 2026 (PDF)' }).getAttribute('href'),
    ).toMatch(/^\/api\/2\.0\/cme\/transcript\.pdf\?year=2026&requestId=/);
    expect(
      within(transcripts)
        .getByRole('link', { name: 'ABIM points 2026 (PDF)' })
        .getAttribute('href'),
    ).toMatch(/\?year=2026&board=ABIM&requestId=/);
  });

  test('no product with credit: what carries credit, and a way to My Products', async () => {
    renderPage({ '/api/2.0/cme': overview({ activities: [] }) });
    expect(await screen.findByText('None of your products carries CME credit.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See My Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByText('You have no claims yet.')).toBeVisible();
  });
});

describe('claiming credit', () => {
  test('attestation, evaluation and the MOC report are asked for, then sent; the certificate follows', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      '/api/2.0/cme': overview(),
      '/api/2.0/cme/activities/3/claims': { status: 201, body: claim },
    });
    const dialog = await openClaim(user);
    const hours = within(dialog).getByLabelText('Hours you spent on this activity');
    expect(hours).toHaveValue('8');
    expect(
      within(hours)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2.00', '1.75', '1.50', '1.25', '1.00', '0.75', '0.50', '0.25']);
    // nothing ticked or rated: the form says what is missing, and sends nothing
    await user.click(within(dialog).getByRole('button', { name: 'Claim 2.00 credits' }));
    expect(
      // the schema (zod) loads on this first check
      await within(dialog).findByText(
        'Confirm that you spent the time you claim on the activity.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(within(dialog).getAllByText('Rate each statement from 1 to 5.')).toHaveLength(4);
    expect(sent(api, 'POST', '/api/2.0/cme/activities/3/claims')).toEqual([]);

    await user.selectOptions(hours, '6');
    const attest = within(dialog).getByRole('checkbox', {
      name: /I attest that I spent 1\.50 hours on this activity/,
    });
    await user.click(attest);
    await rateAll(user, dialog);
    await user.click(within(dialog).getByLabelText('Comment (optional)'));
    await user.paste('Good cases.');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Report my 1.5 ABIM Medical Knowledge MOC points to ABIM',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Claim 1.50 credits' }));

    expect(
      await within(dialog).findByText('You claimed 1.50 credits AMA PRA Category 1 Credit™.'),
    ).toHaveFocus();
    expect(sent(api, 'POST', '/api/2.0/cme/activities/3/claims')).toEqual([
      {
        claimedQuarters: 6,
        claimableQuarters: 8,
        attested: true,
        evaluation: {
          ratings: {
            objectivesMet: 4,
            relevantToPractice: 4,
            willChangePractice: 4,
            freeOfBias: 4,
          },
          comment: 'Good cases.',
        },
        reportTo: ['ABIM'],
        mocConsent: true,
      },
    ]);
    expect(dialog).toHaveTextContent('ABIM Medical Knowledge MOC points: Waiting to be reported.');
    expect(
      within(dialog).getByRole('link', { name: 'Download certificate' }).getAttribute('href'),
    ).toMatch(/^\/api\/2\.0\/cme\/claims\/41\/certificate\.pdf/);
  }, 15_000);

  test('a claimable credit that moved: the server says so, the figures are read again', async () => {
    const user = userEvent.setup();
    const api = renderPage({ '/api/2.0/cme': overview() });
    const dialog = await openClaim(user);
    api.answers['/api/2.0/cme/activities/3/claims'] = {
      status: 409,
      body: {
        error: {
          code: 'claimable_credit_changed',
          message:
            'Your claimable credit changed while you were claiming: nothing was claimed. Look at it as it is now and try again.',
        },
      },
    };
    api.answers['/api/2.0/cme'] = overview({
      activities: [{ ...activity, earnedQuarters: 12, claimableQuarters: 12 }],
    });
    await user.click(within(dialog).getByRole('checkbox', { name: /I attest/ }));
    await rateAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Claim 2.00 credits' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your claimable credit changed while you were claiming',
    );
    await waitFor(() =>
      expect(within(dialog).getByText(/3\.00 credits earned and not yet claimed/)).toBeVisible(),
    );
    expect(within(dialog).getByLabelText('Hours you spent on this activity')).toHaveValue('8');
    expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('3.00');
    // the next try covers the new figure
    api.answers['/api/2.0/cme/activities/3/claims'] = { status: 201, body: claim };
    await user.click(within(dialog).getByRole('button', { name: 'Claim 2.00 credits' }));
    await within(dialog).findByRole('link', { name: 'Download certificate' });
    expect(sent(api, 'POST', '/api/2.0/cme/activities/3/claims').at(-1)).toMatchObject({
      claimedQuarters: 8,
      claimableQuarters: 12,
    });
  }, 15_000);

  test("the server's field messages stand under their fields", async () => {
    const user = userEvent.setup();
    const api = renderPage({ '/api/2.0/cme': overview() });
    const dialog = await openClaim(user);
    api.answers['/api/2.0/cme/activities/3/claims'] = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'evaluation.ratings.freeOfBias: Rate each statement from 1 to 5.',
          fields: { 'evaluation.ratings.freeOfBias': 'Rate each statement from 1 to 5.' },
        },
      },
    };
    await user.click(within(dialog).getByRole('checkbox', { name: /I attest/ }));
    await rateAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Claim 2.00 credits' }));
    const group = within(dialog).getByRole('group', {
      name: 'The content was fair, balanced and free of commercial bias.',
    });
    expect(await within(group).findByText('Rate each statement from 1 to 5.')).toBeVisible();
    expect(group).toHaveAttribute('aria-invalid', 'true');
  }, 15_000);

  test('missing board identifiers are asked for in the claim and saved to the account', async () => {
    const user = userEvent.setup();
    const pedsActivity: CmeActivitySummary = {
      ...activity,
      activityId: 5,
      title: 'Pediatrics Board Review Q&A 2026',
      specialty: 'PEDS',
      moc: [{ board: 'ABP', ratioPercent: 100 }],
    };
    const profile = {
      firstName: 'Alex',
      lastName: 'Rivera',
      email: 'learner@demo.test',
      boardIdentifiers: { abimNumber: '123456', abpNumber: null, birthMonth: 3, birthDay: 14 },
      signedInDevices: 1,
      assumed: false,
    };
    const api = renderPage({
      '/api/2.0/cme': overview({ activities: [pedsActivity] }),
      '/api/2.0/account/profile': profile,
      '/api/2.0/account/boardidentifiers': {
        ...profile,
        boardIdentifiers: { ...profile.boardIdentifiers, abpNumber: '654321' },
      },
    });
    const card = await screen.findByRole('region', { name: pedsActivity.title });
    await user.click(within(card).getByRole('button', { name: 'Claim credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim credit' });
    expect(dialog).toHaveTextContent('ABP needs your ABP ID before we can report to it');
    await user.click(within(dialog).getByRole('checkbox', { name: /Report my 2 ABP MOC Part 2/ }));
    const ids = await within(dialog).findByRole('group', { name: 'Your ABP identifiers' });
    expect(within(ids).getByLabelText('Birth month')).toHaveValue('3');

    // the claim waits for them
    await user.click(within(dialog).getByRole('checkbox', { name: /I attest/ }));
    await rateAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Claim 2.00 credits' }));
    expect(
      await within(dialog).findByText('Save your ABP identifiers first, or untick the board.'),
    ).toBeVisible();
    expect(sent(api, 'POST', '/api/2.0/cme/activities/5/claims')).toEqual([]);

    await user.type(within(ids).getByLabelText('ABP ID'), '12');
    await user.click(within(ids).getByRole('button', { name: 'Save my ABP identifiers' }));
    expect(within(ids).getByText('An ABP ID has 6 digits.')).toBeVisible();
    api.answers['/api/2.0/cme'] = overview({
      activities: [pedsActivity],
      identifiers: [
        { board: 'ABIM', complete: true, missing: [] },
        { board: 'ABP', complete: true, missing: [] },
      ],
    });
    await user.clear(within(ids).getByLabelText('ABP ID'));
    await user.type(within(ids).getByLabelText('ABP ID'), '654-321{Enter}');
    await waitFor(() =>
      expect(sent(api, 'PUT', '/api/2.0/account/boardidentifiers')).toEqual([
        { abimNumber: '123456', abpNumber: '654321', birthMonth: 3, birthDay: 14 },
      ]),
    );
    // Enter saved the identifiers, it did not send the claim
    expect(sent(api, 'POST', '/api/2.0/cme/activities/5/claims')).toEqual([]);
    await waitFor(() =>
      expect(within(dialog).queryByRole('group', { name: 'Your ABP identifiers' })).toBeNull(),
    );
  }, 15_000);
});
