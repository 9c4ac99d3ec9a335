import type { AccountProfile } from '@boardready/contracts';
import type { changeNameBody } from '@boardready/contracts/account';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NameFields } from '@/components/ui/name-fields';
import { Section } from '@/components/ui/section';
import { ServerForm } from '@/components/ui/server-form';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useChangeName } from '../api/change-name';

type Values = z.input<typeof changeNameBody>;
type Parsed = z.output<typeof changeNameBody>;
const resolver = lazyZodResolver<Values, Parsed>(
  async () => (await import('@boardready/contracts/account')).changeNameBody,
);

export function NameSection({ profile }: { profile: AccountProfile }) {
  const change = useChangeName();
  const form = useServerForm<Values, Parsed>({
    resolver,
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName },
    serverFields: ['firstName', 'lastName'],
    submit: async (values) => {
      const saved = await change.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName });
    },
  });
  const { formState } = form;

  return (
    <Section
      title="Name"
      description="As it should appear on your CME/MOC certificates and in our mail to you."
    >
      <ServerForm form={form} label="Name">
        {change.isSuccess && !formState.isDirty && (
          <Alert tone="success">Your name has been saved.</Alert>
        )}
        <NameFields form={form} />
        <Button type="submit" busy={change.isPending} className="self-start">
          Save Name
        </Button>
      </ServerForm>
    </Section>
  );
}
