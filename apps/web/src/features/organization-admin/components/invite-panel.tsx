import type { InviteMemberBody, OrganizationRoster } from '@boardready/contracts';
import { INVITATION_DAYS } from '@boardready/contracts/organization-rules';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { bindField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useInvite } from '../api/invitations';
import { seatChoices } from '../utils/roster-rules';
import { PlacementFields, type PlacementValues } from './placement-fields';

interface Values extends PlacementValues {
  email: string;
  licenseId: string;
}
const resolver = lazyZodResolver<Values, InviteMemberBody>(
  async () => (await import('../utils/forms')).inviteForm,
);

/** Invites an address: the mail carries the link; this page never sees it. */
export function InvitePanel({ roster }: { roster: OrganizationRoster }) {
  const organizationId = roster.organization.organizationId;
  const invite = useInvite(organizationId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const seats = seatChoices(roster.licenses);
  const defaults: Values = {
    email: '',
    role: 'resident',
    pgyYear: '1',
    groupId: '',
    licenseId: seats[0]?.value ?? '',
  };
  const form = useServerForm<Values, InviteMemberBody>({
    resolver,
    defaultValues: defaults,
    serverFields: ['email', 'role', 'pgyYear', 'groupId', 'licenseId'],
    submit: async (body) => {
      setSentTo(null);
      await invite.mutateAsync(body);
      setSentTo(body.email);
      // the next invitation keeps the class: only the address is new
      form.reset({ ...form.getValues(), email: '' });
    },
  });
  const role = form.watch('role');

  return (
    <Panel
      title="Invite a member"
      description={`We mail them a link to sign in, or create their account, and join. It works for ${INVITATION_DAYS} days.`}
    >
      <ServerForm form={form} label="Invite a member">
        {sentTo && (
          <Alert tone="success">Invitation sent to {sentTo}. The link is in their mail only.</Alert>
        )}
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          {...bindField(form, 'email')}
        />
        <PlacementFields form={form} role={role} groups={roster.groups} />
        <SelectField
          label="Seat"
          placeholder="No seat"
          hint="The seat is taken when they join, if one is still free. One who has the product already takes none."
          options={seats}
          {...bindField(form, 'licenseId')}
        />
        <Button type="submit" busy={invite.isPending} className="self-start">
          Send Invitation
        </Button>
      </ServerForm>
    </Panel>
  );
}
