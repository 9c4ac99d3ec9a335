import { z } from 'zod';
import { defineEndpoint, idParam } from './endpoint';
import { IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX } from './ideas-rules';

/**
 * Bright Ideas (spec §2, /helpfulstuff/ideas): learners share product ideas, see everyone's,
 * vote once per idea; staff set the status. Only while the ideasPortal flag is on (decision 0503).
 */
export const ideaStatus = z.enum(['new', 'planned', 'done']);
export type IdeaStatus = z.infer<typeof ideaStatus>;

export const idea = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: ideaStatus,
  /** votes, the author's own included (sharing an idea votes for it) */
  votes: z.number().int(),
  votedByMe: z.boolean(),
  /** shared by the account acting now */
  mine: z.boolean(),
  /** first name and last initial: 'Alex R.' */
  author: z.string(),
  createdAt: z.string(),
  statusChangedAt: z.string().nullable(),
});
export type Idea = z.infer<typeof idea>;

/** The same rules on the client's form and the server (react-hook-form + zod). */
export const newIdeaBody = z.strictObject({
  title: z
    .string({ error: 'Give your idea a title.' })
    .trim()
    .min(1, 'Give your idea a title.')
    .min(5, 'The title needs at least 5 characters.')
    .max(IDEA_TITLE_MAX, `Keep the title to ${IDEA_TITLE_MAX} characters or fewer.`),
  description: z
    .string({ error: 'Describe your idea.' })
    .trim()
    .min(1, 'Describe your idea.')
    .min(20, 'Describe your idea in at least 20 characters.')
    .max(
      IDEA_DESCRIPTION_MAX,
      `Keep the description to ${IDEA_DESCRIPTION_MAX.toLocaleString('en-US')} characters or fewer.`,
    ),
});
export type NewIdea = z.infer<typeof newIdeaBody>;

const ideaParams = z.object({ ideaId: idParam });

export const ideaEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/ideas',
    summary:
      'Every idea, most votes first, with the caller’s vote and whether they may set statuses.',
    access: 'signedIn',
    response: z.object({ ideas: z.array(idea), canSetStatus: z.boolean() }),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/ideas',
    summary: 'Share an idea (it starts as new, with the author’s vote).',
    access: 'signedIn',
    body: newIdeaBody,
    status: 201,
    response: idea,
  }),
  vote: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/ideas/:ideaId/vote',
    summary: 'Vote for an idea; voting again changes nothing (one vote per idea).',
    access: 'signedIn',
    params: ideaParams,
    response: idea,
  }),
  unvote: defineEndpoint({
    method: 'DELETE',
    path: '/api/2.0/ideas/:ideaId/vote',
    summary: 'Take back one’s vote for an idea.',
    access: 'signedIn',
    params: ideaParams,
    response: idea,
  }),
  withdraw: defineEndpoint({
    method: 'DELETE',
    path: '/api/2.0/ideas/:ideaId',
    summary: 'Withdraw one’s own idea while it is new (staff: admin may remove any).',
    access: 'signedIn',
    params: ideaParams,
    response: z.object({ id: z.number().int() }),
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/ideas/:ideaId/status',
    summary: 'Set an idea’s status (staff: admin).',
    access: { staff: 'admin' },
    params: ideaParams,
    body: z.strictObject({
      status: z.enum(ideaStatus.options, { error: 'The status is new, planned or done.' }),
    }),
    response: idea,
  }),
};
