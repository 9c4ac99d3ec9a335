import { DEFAULT_HELPFUL_STUFF_URLS } from '@boardready/contracts/helpful-links';
import { describe, expect, test } from 'vitest';
import { helpfulColumns } from './helpful-columns';

describe('Helpful Stuff columns (spec §2)', () => {
  test('[HELP-01] [HELP-02] one column per specialty the user has; NONE gets none', () => {
    expect(helpfulColumns(['PEDS', 'NONE', 'IM'], {}).map((c) => c.specialty)).toEqual([
      'IM',
      'PEDS',
    ]);
    expect(helpfulColumns(['NONE'], {})).toEqual([]);
  });
  test('[HELP-05] [HELP-06] IM and PEDS link to Personal Trainer (Classic); MS does not', () => {
    const columns = helpfulColumns(['IM', 'PEDS', 'MS'], {});
    const classic = (s: string) =>
      columns
        .find((c) => c.specialty === s)!
        .links.some(
          (l) => l.label === 'Personal Trainer (Classic)' && l.link === '/personaltrainer',
        );
    expect([classic('IM'), classic('PEDS'), classic('MS')]).toEqual([true, true, false]);
  });
  test('[HELP-07] links come from the flag (the server fills in the default: feature-flags.test)', () => {
    const custom = { IM: [{ label: 'Only link', link: '/x' }], MS: DEFAULT_HELPFUL_STUFF_URLS.MS };
    expect(helpfulColumns(['IM'], custom)[0]!.links[0]).toEqual({
      label: 'Only link',
      link: '/x',
    });
    expect(helpfulColumns(['MS'], custom)[0]!.links).toEqual(DEFAULT_HELPFUL_STUFF_URLS.MS);
  });
});
