import type { CmeProductRule } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { signedInAs, startApp, TEST_ACCOUNT } from '@/test/fake-api';
import { RuleFormDialog } from './rule-form-dialog';

const PRODUCT: CmeProductRule = {
  productId: 9,
  productCode: 'MS-QA',
  productName: 'MS Q&A',
  typeCode: 'qa',
  specialty: 'MS',
  activityId: null,
  rule: null,
  claimCount: 0,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The first PUT finds the activity ID taken (409 at its field); the next one saves. */
function fakeServer() {
  const puts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method !== 'PUT' || path !== '/api/2.0/admin/cme/activities/9')
        return json(404, { error: { code: 'not_found', message: 'No.' } });
      const body = JSON.parse(String(init.body));
      puts.push(body);
      if (puts.length === 1)
        return json(409, {
          error: {
            code: ErrorCode.cmeActivityCodeTaken,
            message: 'Another product already uses the activity ID BRME-1.',
            fields: { activityCode: 'Another product uses this activity ID.' },
          },
        });
      return json(200, {
        ...PRODUCT,
        activityId: 3,
        rule: { ...body, updatedAt: '2026-11-29T10:00:00.000Z' },
      });
    }),
  );
  return puts;
}

beforeAll(async () => {
  await import('@/components/ui/modal');
});

describe("a product's CME rule", () => {
  test('typed in credits, sent in quarters; a refusal shows at its field; saved after the change', async () => {
    const puts = fakeServer();
    const onSaved = vi.fn();
    const client = startApp(signedInAs({ ...TEST_ACCOUNT, isAdmin: true }));
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <RuleFormDialog product={PRODUCT} onClose={vi.fn()} onSaved={onSaved} />
        </QueryClientProvider>,
      );
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'CME rule of MS-QA' });
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field('Activity ID'), 'BRME-1');
    expect(field('Questions answered for the first time per credit')).toHaveValue(10);
    await user.clear(field('Passing share correct (%)'));
    await user.type(field('Passing share correct (%)'), '60');
    await user.type(field('Maximum credit'), '7.25');
    await user.type(field('ABP Part 2 points (%)'), '50');
    await user.click(within(form).getByRole('button', { name: 'Save Rule' }));

    // (the form's schema loads on the first submit: allowed time on a busy machine)
    expect(
      await within(form).findByText(
        'Another product uses this activity ID.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(field('Activity ID')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Another product already uses the activity ID BRME-1.',
    );
    expect(puts[0]).toMatchObject({
      activityCode: 'BRME-1',
      title: 'MS Q&A',
      kind: 'questions',
      unitsPerCredit: 10,
      passingPercent: 60,
      maxQuarters: 29,
      abimRatioPercent: null,
      abpRatioPercent: 50,
      active: true,
    });

    // a chapters rule has no passing share to send
    await user.selectOptions(field('Work that earns credit'), 'book_chapters');
    expect(within(form).queryByLabelText('Passing share correct (%)')).toBeNull();
    await user.clear(field('Activity ID'));
    await user.type(field('Activity ID'), 'BRME-2');
    await user.click(within(form).getByRole('button', { name: 'Save Rule' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    expect(puts[1]).toMatchObject({
      activityCode: 'BRME-2',
      kind: 'book_chapters',
      passingPercent: null,
    });
  }, 15_000);
});
