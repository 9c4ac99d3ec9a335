import type { contactBody } from '@boardready/contracts/contact';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
} from '@boardready/contracts/contact-rules';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { bindField, FormTextField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { SelectField } from '@/components/ui/select-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextArea } from '@/components/ui/text-area';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { useSendContactMessage } from '../api/send-message';

type Values = z.input<typeof contactBody>;
type Parsed = z.output<typeof contactBody>;
const resolver = lazyZodResolver<Values, Parsed>(
  async () => (await import('@boardready/contracts/contact')).contactBody,
);
const TOPIC_OPTIONS = CONTACT_TOPICS.map((value) => ({
  value,
  label: CONTACT_TOPIC_LABELS[value],
}));
const FIELDS = ['name', 'email', 'topic', 'message'] as const;

/** /contact (spec §2, no guard): write to support; signed-in users' details are filled in. */
export function ContactPage() {
  const { supportEmail, supportPhone } = usePublicConfig();
  return (
    <Page title="Contact Us">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ContactForm />
        <aside
          aria-labelledby="other-ways"
          className="flex h-fit flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700 shadow-sm"
        >
          <h2 id="other-ways" className="text-base font-semibold text-slate-900">
            Other ways to reach us
          </h2>
          <p>
            E-mail{' '}
            <a
              href={`mailto:${supportEmail}`}
              className="font-medium break-words text-brand-700 underline-offset-2 hover:underline"
            >
              {supportEmail}
            </a>
          </p>
          <p>
            Call{' '}
            <a
              href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {supportPhone}
            </a>
          </p>
          <p>We answer every message by e-mail, usually within one business day.</p>
        </aside>
      </div>
    </Page>
  );
}

export default ContactPage;

function ContactForm() {
  const { account } = useSession();
  const send = useSendContactMessage();
  const filledIn: Values = {
    name: account ? `${account.FirstName} ${account.LastName}` : '',
    email: account?.Email ?? '',
    topic: '' as Values['topic'],
    message: '',
  };
  const form = useServerForm<Values, Parsed>({
    resolver,
    defaultValues: filledIn,
    serverFields: FIELDS,
    submit: (values) => send.mutateAsync(values),
  });
  const { watch } = form;
  const length = watch('message')?.length ?? 0;

  if (send.isSuccess) {
    const firstName = watch('name').trim().split(/\s+/)[0];
    return (
      <div
        role="status"
        className="flex h-fit flex-col items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-6 text-green-900"
      >
        <h2 className="text-xl font-semibold">Thank you, {firstName}!</h2>
        <p>
          Your message has reached our support team. We will answer at{' '}
          <strong className="break-words">{send.data.email}</strong>.
        </p>
        <p>
          Your reference is <strong>{send.data.reference}</strong>. Quote it if you write again.
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            send.reset();
            form.reset(filledIn);
          }}
        >
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <ServerForm
      form={form}
      label="Contact support"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      intro={
        <p className="text-sm text-slate-700">
          Questions about your products, your account or your CME/MOC credit? Write to us and a
          person from our support team answers.
        </p>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="name" label="Your name" autoComplete="name" />
        <EmailField form={form} name="email" label="Your e-mail address" hint="We answer here." />
      </div>
      <SelectField
        label="Topic"
        placeholder="Choose a topic"
        options={TOPIC_OPTIONS}
        {...bindField(form, 'topic')}
      />
      <TextArea
        label="Message"
        maxLength={CONTACT_MESSAGE_MAX}
        hint={`${length} of ${CONTACT_MESSAGE_MAX} characters`}
        {...bindField(form, 'message')}
      />
      <Button type="submit" busy={send.isPending} className="self-start">
        Send Message
      </Button>
    </ServerForm>
  );
}
