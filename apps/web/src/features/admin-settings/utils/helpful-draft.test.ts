import { describe, expect, test } from 'vitest';
import { draftFrom, draftProblems, flagValueOf, serverProblems, urlsOf } from './helpful-draft';
import { moveItem } from './move-item';

const inForce = {
  IM: [
    { label: 'IM one', link: '/a' },
    { label: 'IM two', link: 'https://b.example/' },
  ],
  PEDS: [{ label: 'PEDS one', link: '/p' }],
  MS: [{ label: 'MS one', link: 'mailto:ms@b.example' }],
};

describe('the Helpful Stuff editor draft', () => {
  test('[HELP-08] lists staff stored are custom; the others are the built-in ones in force', () => {
    const draft = draftFrom(inForce, { PEDS: inForce.PEDS });
    expect([draft.IM.custom, draft.PEDS.custom, draft.MS.custom]).toEqual([false, true, false]);
    expect(urlsOf(draft)).toEqual(inForce);
    // only the custom list is stored; nothing custom stores nothing (back to the default)
    expect(flagValueOf(draft)).toEqual({ PEDS: inForce.PEDS });
    expect(flagValueOf(draftFrom(inForce, null))).toBeNull();
  });

  test('rows keep their keys when moved', () => {
    const draft = draftFrom(inForce, null);
    const moved = moveItem(draft.IM.links, 1, -1);
    expect(moved.map((l) => l.label)).toEqual(['IM two', 'IM one']);
    expect(moved.map((l) => l.key)).toEqual([draft.IM.links[1]!.key, draft.IM.links[0]!.key]);
    expect(moveItem(draft.IM.links, 0, -1)).toEqual(draft.IM.links);
    expect(moveItem(draft.IM.links, 1, 1)).toEqual(draft.IM.links);
  });

  test('problems are named by specialty, row and field, with the server’s sentences', () => {
    const draft = draftFrom(
      {
        IM: [
          { label: ' ', link: 'javascript:alert(1)' },
          { label: 'ok', link: '/ok' },
          { label: 'ok', link: '/ok' },
        ],
        MS: [{ label: 'x', link: 'data:text/html,hi' }],
      },
      null,
    );
    const problems = draftProblems(draft);
    expect(problems.get('IM.0.label')).toBe('Give the link a label.');
    expect(problems.get('IM.0.link')).toMatch(/^javascript: links are not allowed/);
    expect(problems.get('IM.2.label')).toBe('The same label and link are already in this list.');
    expect(problems.get('MS.0.link')).toMatch(/^data: links are not allowed/);
    expect(problems.has('IM.1.link')).toBe(false);
    expect(serverProblems({ 'value.PEDS.3.link': 'No.', value: 'x' })).toEqual(
      new Map([['PEDS.3.link', 'No.']]),
    );
  });
});
