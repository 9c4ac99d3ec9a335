import type { MedCentralHome, MedCentralProgram, MyAssignment } from '@boardready/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { fakeApi, signedInAs, startApp } from '@/test/fake-api';
import { MedCentralPage } from './medcentral-screen';

const riverside: MedCentralProgram = {
  organizationId: 4,
  name: 'Riverside Internal Medicine Residency',
  role: 'resident',
  canManage: false,
  groupName: 'PGY-2 class 2025',
};
const harbor: MedCentralProgram = {
  ...riverside,
  organizationId: 9,
  name: 'Harbor City Internal Medicine Residency',
  groupName: null,
};

const assignment = (title: string, status: MyAssignment['mine']['status']): MyAssignment => ({
  assignment: {
    assignmentId: title.length,
    organizationId: 4,
    title,
    instructions: '',
    kind: 'questions',
    productId: 1,
    productName: 'Internal Medicine Board Review Q&A',
    what: '10 questions',
    questionCount: 10,
    bookCode: null,
    sectionId: null,
    dueAt: '2030-03-09T23:59:00.000Z',
    passingScore: 70,
    createdAt: '2030-03-01T00:00:00.000Z',
    closedAt: null,
    lockVersion: 1,
    groupId: null,
    groupName: null,
    recipientCount: 1,
  },
  mine: {
    status,
    assignedAt: '2030-03-01T00:00:00.000Z',
    startedAt: null,
    completedAt: status === 'completed' ? '2030-03-05T00:00:00.000Z' : null,
    scorePercent: status === 'completed' ? 80 : null,
    passed: status === 'completed' ? true : null,
    late: false,
    userProductId: 11,
    specialty: 'IM',
    qaSessionId: status === 'completed' ? 5 : null,
  },
});

const home = (program: MedCentralProgram, assignments: MyAssignment[]): MedCentralHome => ({
  program,
  announcements: [
    {
      announcementId: 1,
      title: `News of ${program.name}`,
      body: 'Grand rounds on Thursday.',
      groupId: null,
      groupName: null,
      authorName: 'Omar Haddad',
      createdAt: '2030-03-02T00:00:00.000Z',
      archivedAt: null,
    },
  ],
  assignments,
});

function renderPage(programs: MedCentralProgram[]) {
  const client = startApp(signedInAs());
  fakeApi({
    '/api/2.0/medcentral/programs': { programs },
    '/api/2.0/medcentral/programs/4': home(riverside, [
      assignment('Week 1 review', 'overdue'),
      assignment('Cardiology', 'completed'),
      assignment('Renal', 'notStarted'),
    ]),
    '/api/2.0/medcentral/programs/9': home(harbor, []),
  });
  const router = createMemoryRouter(
    [{ path: '/medcentral', element: <MedCentralPage standing={() => <p>Standing panel</p>} /> }],
    { initialEntries: ['/medcentral'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('MedCentral for a resident', () => {
  test('the program, its announcements, their assignments with what is done and overdue', async () => {
    renderPage([riverside]);
    const table = await screen.findByRole('table', { name: 'My assignments' });
    expect(screen.getByText('1 to do · 1 overdue · 1 done')).toBeInTheDocument();
    const overdue = within(table).getByRole('row', { name: /Week 1 review/ });
    expect(overdue).toHaveTextContent('Overdue');
    expect(within(overdue).getByRole('button', { name: 'Start: Week 1 review' })).toBeEnabled();
    const done = within(table).getByRole('row', { name: /Cardiology/ });
    expect(done).toHaveTextContent('Completed');
    expect(done).toHaveTextContent('80%');
    expect(done).toHaveTextContent('Passed');
    expect(within(done).getByRole('button', { name: 'Review: Cardiology' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: /News of Riverside/ })).toBeVisible();
    // a resident posts nothing, and sees their standing
    expect(screen.queryByRole('button', { name: 'New announcement' })).not.toBeInTheDocument();
    expect(screen.getByText('Standing panel')).toBeVisible();
    expect(screen.queryByLabelText('Program')).not.toBeInTheDocument();
  });

  test('a member of several programs switches between them; the address keeps the choice', async () => {
    const router = renderPage([harbor, riverside]);
    expect(await screen.findByText(/News of Harbor City/)).toBeVisible();
    expect(screen.getByText('Your program has not given you any assignments yet.')).toBeVisible();
    await userEvent.selectOptions(
      screen.getByLabelText('Program'),
      String(riverside.organizationId),
    );
    expect(await screen.findByText(/News of Riverside/)).toBeVisible();
    expect(router.state.location.search).toBe('?program=4');
  });
});
