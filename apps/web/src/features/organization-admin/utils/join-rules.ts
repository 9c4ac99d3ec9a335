import type { InvitationPreview, JoinedOrganization } from '@boardready/contracts/organizations';

/** The join page's sentences (decision 1401): why a link cannot be used, and what joining did. */

/** Why the invitation cannot be used any more; null while it can. */
export function refusedSentence(
  invitation: Pick<InvitationPreview, 'status' | 'organizationName'>,
) {
  switch (invitation.status) {
    case 'pending':
      return null;
    case 'accepted':
      return 'This invitation has already been used.';
    case 'revoked':
      return `${invitation.organizationName} withdrew this invitation. Ask them if you think it is a mistake.`;
    case 'expired':
      return `This invitation has expired. Ask ${invitation.organizationName} to send it again.`;
  }
}

/** What joining did, the seat included. */
export function joinedSentence(joined: JoinedOrganization): string {
  const product = joined.seatProductName ?? 'the product';
  const seat = {
    none: '',
    granted: ` Your seat gives you ${product}: find it on My Products.`,
    alreadyOwned: ` You already have ${product}, so you took no seat.`,
    noFreeSeat: ` Every seat of ${product} is taken for now: your program can give you one later.`,
    licenseEnded: ` The program's ${product} seats have ended: ask your program about a new one.`,
  }[joined.seat];
  return `You joined ${joined.organizationName}.${seat}`;
}
