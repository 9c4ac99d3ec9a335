import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAs } from '../support/fixtures';
import { correctKeyOf, findCorrectKey } from './qbank';

export const KEYS = ['A', 'B', 'C', 'D', 'E'] as const;

/** The signed-in learner's Q&A bank (or self-assessment, with 'qa_sa'). */
export async function qaProduct(page: Page, applicationType: 'qa' | 'qa_sa' = 'qa') {
  const response = await page.request.get('/api/2.0/product/userproducts');
  const { products } = (await response.json()) as {
    products: {
      userProductId: number;
      applicationType: string;
      route: string;
      specialty: string;
      fullName: string;
    }[];
  };
  const product = products.find((p) => p.applicationType === applicationType);
  if (!product) throw new Error(`no ${applicationType} product`);
  return product;
}

/**
 * The correct key of the question on screen (from the demo bank's source). Just after a move the
 * screen may still show the question before (the heading moves first): its lead-in and choice A,
 * read together, are read again until they are one demo question's.
 */
export async function correctKeyOnScreen(page: Page): Promise<string> {
  const article = page.getByRole('article');
  const leadIn = article.locator('[id^="lead-in-"]');
  // The choice's text follows its spoken "A. " prefix.
  const choiceA = choice(page, 'A').locator('xpath=..').locator('span.flex-1');
  let key: string | undefined;
  await expect
    .poll(
      async () => {
        const [lead, a] = await Promise.all([leadIn.textContent(), choiceA.innerText()]);
        key = findCorrectKey(lead ?? '', a.replace(/^A\.\s*/, '').trim());
        return key;
      },
      { message: 'one demo question on screen' },
    )
    .toBeDefined();
  return key as string;
}

export const choice = (page: Page, key: string) =>
  page.getByRole('article').getByRole('radio', { name: new RegExp(`^${key}\\. `) });

export async function expectQuestion(page: Page, n: number, of: number) {
  await expect(
    page.getByRole('heading', { level: 1, name: `Question ${n} of ${of}` }),
  ).toBeVisible();
}

/**
 * Answers every question of one top-level topic of a bank through the API, as the signed-in
 * learner of `request`: right or wrong on purpose (the keys come from the demo bank's source).
 * Returns the user product id.
 */
export async function answerTopicThroughApi(
  request: APIRequestContext,
  productCode: string,
  topicName: string,
  right: boolean,
): Promise<number> {
  expect((await request.post('/api/3.0/auth/session')).status()).toBe(200);
  const mine = await (await request.get('/api/2.0/product/userproducts')).json();
  const product = (mine.products as { code: string; userProductId: number }[]).find(
    (p) => p.code === productCode,
  );
  if (!product) throw new Error(`no ${productCode}`);
  const id = product.userProductId;
  const tree = await (await request.get(`/api/2.0/qa/userproduct/${id}/corecontenttopic`)).json();
  const topic = (tree.topics as { id: number; name: string }[]).find((t) => t.name === topicName);
  if (!topic) throw new Error(`no topic ${topicName}`);
  const created = await request.post(`/api/3.0/qa/sessions/userproducts/${id}`, {
    data: {
      name: `${topicName} history`,
      numberOfQuestions: 200,
      viewMode: 'tutor',
      topicIds: [topic.id],
    },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as { qaSessionId: number; items: { position: number }[] };
  for (const item of session.items) {
    const url = `/api/3.0/qa/sessions/${session.qaSessionId}/items/${item.position}`;
    const { question } = await (await request.get(url)).json();
    const correct = correctKeyOf(question.leadIn, question.choices[0].text);
    const choiceKey = right ? correct : correct === 'A' ? 'B' : 'A';
    expect((await request.put(`${url}/answer`, { data: { choiceKey } })).status()).toBe(200);
  }
  expect(
    (
      await request.get(
        `/api/2.0/qa/session/${session.qaSessionId}/secondselapsed/${session.items.length * 90}`,
      )
    ).status(),
  ).toBe(200);
  return id;
}

export interface SaAttemptState {
  status: 'inProgress' | 'completed';
  currentBlock: number;
  blocks: { blockNumber: number; state: 'notStarted' | 'running' | 'ended' }[];
  items: { position: number; blockNumber: number; withdrawn: boolean }[];
}

/** Ends an attempt left open (by a retry of a failed try) through the API, block by block. */
export async function finishOpenAttempt(request: APIRequestContext, userProductId: number) {
  const overview = await (await request.get(`/api/3.0/qa/sa/userproducts/${userProductId}`)).json();
  for (const form of overview.forms as { openAttemptId: number | null }[]) {
    if (form.openAttemptId === null) continue;
    const at = `/api/3.0/qa/sa/attempts/${form.openAttemptId}`;
    let state = (await (await request.get(at)).json()) as SaAttemptState;
    while (state.status === 'inProgress') {
      const block = state.blocks[state.currentBlock - 1]!;
      if (block.state === 'notStarted') {
        await request.post(`${at}/blocks/${block.blockNumber}/start`, { data: {} });
      }
      const ended = await request.post(`${at}/blocks/${block.blockNumber}/end`, { data: {} });
      expect(ended.status()).toBe(200);
      state = (await ended.json()) as SaAttemptState;
    }
  }
}

/**
 * The demo learner signed in on the self-assessment overview with no attempt left open (the one
 * account with an exam, shared by the exam specs); answers its product.
 */
export async function openSelfAssessment(page: Page) {
  await signInAs(page, 'learner');
  const product = await qaProduct(page, 'qa_sa');
  expect((await page.request.post('/api/3.0/auth/session')).status()).toBe(200);
  await finishOpenAttempt(page.request, product.userProductId);
  await page.goto(product.route);
  return product;
}
