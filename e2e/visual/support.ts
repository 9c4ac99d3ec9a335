import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { registerFreshAccount } from '../support/fresh-account';

/** The two themes every main screen is compared in. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * A throw-away learner of its own (nothing a parallel spec does shows on its screens) with free
 * trials of the IM Q&A bank and the IM Study Guide, signed in on the page's context, in `theme`.
 * Answers the trials' user products by code.
 */
export async function freshLearner(page: Page, theme: Theme, baseURL: string) {
  const account = await registerFreshAccount(page.request, 'visual', {
    firstName: 'Jordan',
    lastName: 'Visual',
  });
  const catalogue = (await (await page.request.get('/api/2.0/product/freetrials')).json()) as {
    trials: { productId: number; code: string }[];
  };
  for (const code of ['IM-QA', 'IM-BOOK']) {
    const trial = catalogue.trials.find((t) => t.code === code);
    if (!trial) throw new Error(`no free trial of ${code}`);
    const started = await page.request.post(`/api/2.0/product/freetrials/${trial.productId}`);
    expect(started.status(), `start the ${code} trial`).toBeLessThan(300);
  }
  await setTheme(page, theme, baseURL);
  await openApi3Session(page);
  const mine = (await (await page.request.get('/api/2.0/product/userproducts')).json()) as {
    products: { code: string; userProductId: number; route: string }[];
  };
  const product = (code: string) => {
    const found = mine.products.find((p) => p.code === code);
    if (!found) throw new Error(`no ${code} product`);
    return found;
  };
  return { ...account, qa: product('IM-QA'), book: product('IM-BOOK') };
}

/** The version 3 endpoints (sessions, self-assessments) ask for their own session first. */
async function openApi3Session(page: Page) {
  expect((await page.request.post('/api/3.0/auth/session')).status()).toBe(200);
}

/** The learner's own theme preference, as the Preferences screen saves it. */
export async function setTheme(page: Page, theme: Theme, baseURL: string) {
  const saved = await page.request.put('/api/2.0/account/preferences', {
    data: { theme },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(saved.status(), `save the ${theme} theme`).toBe(200);
}

/**
 * A Q&A session of the learner's IM bank made of one topic that holds a single question, so the
 * player shows the same question in every run (a session's order is random otherwise).
 */
export async function singleQuestionSession(
  page: Page,
  userProductId: number,
  viewMode: 'tutor' | 'test',
) {
  const tree = (await (
    await page.request.get(`/api/2.0/qa/userproduct/${userProductId}/corecontenttopic`)
  ).json()) as {
    topics: { id: number; name: string; children: { id: number; questionCount: number }[] }[];
  };
  const topic = tree.topics.flatMap((t) => t.children).find((t) => t.questionCount === 1);
  if (!topic) throw new Error('no topic with a single question');
  const created = await page.request.post(`/api/3.0/qa/sessions/userproducts/${userProductId}`, {
    data: { name: `Visual ${viewMode}`, numberOfQuestions: 1, viewMode, topicIds: [topic.id] },
  });
  expect(created.status(), 'create the session').toBe(201);
  return ((await created.json()) as { qaSessionId: number }).qaSessionId;
}

/** Hides what differs by nature but keeps its place in the layout (a mask that paints nothing). */
export async function hide(locators: Locator[]) {
  for (const locator of locators) {
    await locator.evaluateAll((elements) => {
      for (const element of elements) (element as HTMLElement).style.visibility = 'hidden';
    });
  }
}

/**
 * Compares what the viewport shows with its committed baseline, once the page is still: fonts
 * loaded, no request in flight, no loading bar, animations stopped. The viewport, not the full page: a sticky
 * bar would sit mid-page in a full-page shot. `mask` covers what differs by nature (dates,
 * durations, an e-mail address made per run, other learners' figures).
 */
export async function expectScreen(page: Page, name: string, mask: Locator[] = []) {
  await page.waitForLoadState('networkidle');
  // the route loading bar stays 1 s after an in-app navigation (spec §4)
  await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ state: 'hidden' });
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    mask,
    // Same machine kind, same Chromium, software rendering: a shifted button is more than this.
    maxDiffPixelRatio: 0.002,
  });
}

/**
 * A new attempt at the first form of a self-assessment, at question 1 of block 1. An attempt left
 * open (by a failed run) is ended first: a form takes one open attempt at a time. `finish()`
 * ends block 1, starts and ends block 2 unanswered, which scores the attempt.
 */
export async function saAttemptAtBlockOne(page: Page, userProductId: number) {
  await openApi3Session(page);
  const overview = (await (
    await page.request.get(`/api/3.0/qa/sa/userproducts/${userProductId}`)
  ).json()) as { forms: { formId: number; openAttemptId: number | null }[] };
  const form = overview.forms[0];
  if (!form) throw new Error('no self-assessment form');
  const endBlocks = async (attemptId: number) => {
    const at = `/api/3.0/qa/sa/attempts/${attemptId}`;
    type Attempt = { status: string; blocks: { blockNumber: number; state: string }[] };
    let attempt = (await (await page.request.get(at)).json()) as Attempt;
    for (const { blockNumber } of attempt.blocks) {
      const state = attempt.blocks.find((b) => b.blockNumber === blockNumber)?.state;
      if (state === 'notStarted')
        await page.request.post(`${at}/blocks/${blockNumber}/start`, { data: {} });
      if (state === 'ended') continue;
      const ended = await page.request.post(`${at}/blocks/${blockNumber}/end`, { data: {} });
      expect(ended.status(), `end block ${blockNumber}`).toBe(200);
      attempt = (await ended.json()) as Attempt;
    }
    expect(attempt.status).toBe('completed');
  };
  if (form.openAttemptId !== null) await endBlocks(form.openAttemptId);
  const started = await page.request.post(`/api/3.0/qa/sa/forms/${form.formId}/attempts`, {
    data: {},
  });
  expect(started.status(), 'start an attempt').toBe(201);
  const id = ((await started.json()) as { attemptId: number }).attemptId;
  return { id, finish: () => endBlocks(id) };
}
