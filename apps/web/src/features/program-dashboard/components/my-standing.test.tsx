import type { MyStanding } from '@boardready/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AppQueries } from '@/test/app-queries';
import { fakeApi, signedInAs, startApp } from '@/test/fake-api';
import MyStandingPanel from './my-standing';

const program = { organizationId: 4, name: 'Riverside Internal Medicine Residency' };
const bank = { bankId: 1, title: 'Internal Medicine Board Review', specialty: 'IM' };
const row = (name: string, topicId: number | null, group: boolean) => ({
  topicId,
  name,
  answered: 40,
  correct: 30,
  percent: 75,
  group: group ? { percent: 68.8, percentile: 62, peers: 6 } : null,
  allLearners: { percent: 64.8, percentile: 80, peers: 120 },
});

function standing(groupResidents: number): MyStanding {
  const shown = groupResidents >= 5;
  return {
    programs: [program],
    program,
    banks: [bank],
    bank,
    group: { name: 'Class of 2027', residents: groupResidents, figuresShown: shown },
    overall: row('All topics', null, shown),
    topics: [row('Cardiology', 3, shown)],
  };
}

function renderStanding(answer: MyStanding) {
  startApp(signedInAs());
  fakeApi({ '/api/2.0/medcentral/standing': answer });
  render(
    <AppQueries>
      <MyStandingPanel organizationId={4} />
    </AppQueries>,
  );
}

describe("a resident's standing", () => {
  test('by topic: their First-time score, their group and all learners with percentiles', async () => {
    renderStanding(standing(7));
    const table = await screen.findByRole('table', {
      name: 'Your standing by topic against your group and all learners',
    });
    const cardiology = within(table).getByRole('row', { name: /Cardiology/ });
    expect(cardiology).toHaveTextContent('75% (30/40)');
    expect(cardiology).toHaveTextContent('68.8% · 62nd percentile');
    expect(cardiology).toHaveTextContent('64.8% · 80th percentile');
    expect(screen.getByText(/Your group is Class of 2027 \(7 residents\)/)).toBeVisible();
  });

  test('a group under five residents is not shown, and the panel says why', async () => {
    renderStanding(standing(3));
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Your group' })).toBeNull();
    expect(
      screen.getByText(/Group figures are shown from 5 residents on, so that no one's results/),
    ).toBeVisible();
  });
});
