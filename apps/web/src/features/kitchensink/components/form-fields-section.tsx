import type { registerBody } from '@boardready/contracts/auth';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { NameFields } from '@/components/ui/name-fields';
import { NewPasswordField } from '@/components/ui/new-password-fields';
import { Section } from '@/components/ui/section';
import { SelectField } from '@/components/ui/select-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useSnackbar } from '@/lib/snackbar';
import { Code } from './code';

type Sample = z.input<typeof registerBody>;

/** The registration schema of the contracts, loaded on the first check as real forms do. */
const sampleResolver = lazyZodResolver<Sample, z.output<typeof registerBody>>(
  async () => (await import('@boardready/contracts/auth')).registerBody,
);

const SPECIALTIES = [
  { value: 'IM', label: 'Internal medicine' },
  { value: 'PEDS', label: 'Pediatrics' },
  { value: 'MS', label: 'Medical school' },
];

/** A form bound to a contract schema (react-hook-form), and the plain labelled controls. */
export function FormFieldsSection() {
  const show = useSnackbar((s) => s.show);
  const form = useServerForm({
    resolver: sampleResolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    serverFields: [],
    submit: async () =>
      show({ tone: 'success', text: 'The sample form is valid; nothing was sent.' }),
  });
  return (
    <Section
      title="Form Fields"
      description={
        <>
          Bound to a form: <Code>NameFields</Code>, <Code>EmailField</Code>,{' '}
          <Code>NewPasswordField</Code> (each a <Code>FormTextField</Code>) in a{' '}
          <Code>ServerForm</Code>, checked by the contracts&apos; schema. Plain:{' '}
          <Code>TextField</Code>, <Code>SelectField</Code>, <Code>TextArea</Code>, with a hint or an
          error announced with the control.
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <ServerForm form={form} label="Sample form">
          <NameFields form={form} />
          <EmailField form={form} name="email" />
          <NewPasswordField form={form} name="password" />
          <Button type="submit" className="self-start">
            Check the Sample
          </Button>
        </ServerForm>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="With a hint" hint="Six digits, as on your certificate." />
          <TextField label="With an error" error="Enter six digits." defaultValue="12a" />
          <SelectField label="Specialty" options={SPECIALTIES} placeholder="Choose…" />
          <TextArea label="Comment" rows={3} />
        </div>
      </div>
    </Section>
  );
}
