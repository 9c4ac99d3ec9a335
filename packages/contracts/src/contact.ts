import { z } from 'zod';
import { email, personName } from './auth';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_TOPICS } from './contact-rules';
import { defineEndpoint } from './endpoint';

export * from './contact-rules';

export const contactBody = z.object({
  name: personName('name'),
  email,
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about.' }),
  message: z
    .string({ error: 'Write your message.' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters.`)
    .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
});

export const contactEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/contact',
    summary: 'Send a message to support (no sign-in needed); stored and mailed; rate-limited.',
    access: 'public',
    body: contactBody,
    status: 201,
    response: z.object({
      /** what the sender quotes when they write again, e.g. C-000042 */
      reference: z.string(),
      /** the address support will answer */
      email: z.string(),
    }),
  }),
};
