import type { JoinedOrganization } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { joinedSentence, refusedSentence } from './join-rules';

const joined = (seat: JoinedOrganization['seat']): JoinedOrganization => ({
  organizationId: 1,
  organizationName: 'Riverside Internal Medicine Residency',
  isResidencyProgram: true,
  role: 'resident',
  seat,
  seatProductName: 'IM Q&A',
});

describe('the join page’s words (decision 1401)', () => {
  test('a used, withdrawn or expired link says so; a pending one can be used', () => {
    const organizationName = 'Riverside';
    expect(refusedSentence({ status: 'pending', organizationName })).toBeNull();
    expect(refusedSentence({ status: 'accepted', organizationName })).toBe(
      'This invitation has already been used.',
    );
    expect(refusedSentence({ status: 'revoked', organizationName })).toBe(
      'Riverside withdrew this invitation. Ask them if you think it is a mistake.',
    );
    expect(refusedSentence({ status: 'expired', organizationName })).toBe(
      'This invitation has expired. Ask Riverside to send it again.',
    );
  });

  test('joining says what became of the seat', () => {
    expect(joinedSentence(joined('granted'))).toBe(
      'You joined Riverside Internal Medicine Residency. Your seat gives you IM Q&A: find it on My Products.',
    );
    expect(joinedSentence(joined('none'))).toBe(
      'You joined Riverside Internal Medicine Residency.',
    );
    expect(joinedSentence(joined('alreadyOwned'))).toContain('you took no seat');
    expect(joinedSentence(joined('noFreeSeat'))).toContain('your program can give you one later');
    expect(joinedSentence(joined('licenseEnded'))).toContain('seats have ended');
  });
});
