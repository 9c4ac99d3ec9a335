import type { Interlink } from '@boardready/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  fetchInterlinks,
  type InterlinkRequest,
  interlinksQuery,
  linksOfKind,
  shownInterlinks,
} from './interlinks';

/** Spec §3 interlinking request, §7 interlinks (decision 1103): the call by application type. */

const practice: Interlink = {
  kind: 'topicQuestions',
  userProductId: 11,
  productName: 'IM Q&A',
  coreContentTopicId: 7,
  topicName: 'Heart failure',
  questionCount: 12,
};
const section: Interlink = {
  kind: 'bookSection',
  userProductId: 21,
  productName: 'IM Study Guide',
  sectionId: 'heart-failure',
  sectionTitle: 'Heart failure',
  chapterTitle: 'Cardiology',
};
const card: Interlink = {
  kind: 'flashCard',
  userProductId: 31,
  productName: 'IM Flash Cards',
  cardId: 5,
  code: 'IM-FC-0001',
  frontHtml: '<p>Which four drug classes…?</p>',
};

/** A fake fetch answering `body` with `status`, recording the paths asked for. */
function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string | URL | Request) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    paths: () => fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the interlink call by application type (spec §7)', () => {
  test('[QA-23] the request carries userProductId, applicationType and id, and the path names them', async () => {
    const request: InterlinkRequest = { userProductId: 21, applicationType: 'qa', id: 904 };
    expect(Object.keys(request).sort()).toEqual(['applicationType', 'id', 'userProductId']);
    const api = stubFetch(200, [section]);
    await fetchInterlinks(request);
    expect(api.paths()).toEqual(['/api/2.0/interlink/userproductid/21/qa/904']);
  });

  test('[QA-30] onlineBookCore: GET …/corecontenttopic/{id}, the id being the section', async () => {
    const api = stubFetch(200, [practice, card]);
    const links = await fetchInterlinks({
      userProductId: 21,
      applicationType: 'onlineBookCore',
      id: 'heart-failure',
    });
    expect(api.paths()).toEqual([
      '/api/2.0/interlink/userproductid/21/corecontenttopic/heart-failure',
    ]);
    expect(links).toEqual([practice, card]);
  });

  test.each([
    ['qa', 'a question'],
    ['fc', 'a card'],
  ])('[QA-31] %s: GET …/qa/{id}, the id being %s', async (applicationType) => {
    const api = stubFetch(200, [section, card]);
    const links = await fetchInterlinks({ userProductId: 12, applicationType, id: 345 });
    expect(api.paths()).toEqual(['/api/2.0/interlink/userproductid/12/qa/345']);
    expect(links).toEqual([section, card]);
  });

  test.each(['qa_sa', 'course', 'media', 'live', 'unknown'])(
    '[QA-43] %s: no call is made and the result is empty',
    async (applicationType) => {
      const api = stubFetch(200, [section]);
      expect(await fetchInterlinks({ userProductId: 12, applicationType, id: 1 })).toEqual([]);
      expect(api.fetch).not.toHaveBeenCalled();
    },
  );
});

describe('what a screen keeps and shows (spec §7)', () => {
  const request: InterlinkRequest = { userProductId: 12, applicationType: 'fc', id: 5 };

  test('[QA-44] a non-empty list is stored and shown', async () => {
    stubFetch(200, [section, practice]);
    const client = new QueryClient();
    await client.fetchQuery(interlinksQuery(request));
    const stored = client.getQueryData(interlinksQuery(request).queryKey);
    expect(stored).toEqual([section, practice]);
    expect(shownInterlinks({ status: 'success', data: stored })).toEqual([section, practice]);
  });

  test('[QA-45] an empty list counts as no interlinks', () => {
    expect(shownInterlinks({ status: 'success', data: [] })).toEqual([]);
  });

  test('[QA-46] a failed call counts as no interlinks, and is not asked again at once', async () => {
    const api = stubFetch(500, { error: { code: 'internal', message: 'Oops.' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new QueryClient();
    await expect(client.fetchQuery(interlinksQuery(request))).rejects.toThrow();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    const state = client.getQueryState(interlinksQuery(request).queryKey);
    expect(shownInterlinks({ status: state!.status, data: state!.data })).toEqual([]);
  });

  test('nothing shows while the call runs', () => {
    expect(shownInterlinks({ status: 'pending', data: undefined })).toEqual([]);
  });

  test('the links of one kind', () => {
    expect(linksOfKind([section, practice, card], 'flashCard')).toEqual([card]);
    expect(linksOfKind([section, practice, card], 'topicQuestions')).toEqual([practice]);
  });
});
