import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { specialty } from './products';

/** Spec §3 helpful link: the label may hold markup (rendered sanitized). */
export const helpfulLink = z.object({ label: z.string().max(500), link: z.string().max(2000) });
export type HelpfulLink = z.infer<typeof helpfulLink>;
export const helpfulStuffUrls = z.object({
  IM: z.array(helpfulLink).optional(),
  PEDS: z.array(helpfulLink).optional(),
  MS: z.array(helpfulLink).optional(),
});
export type HelpfulStuffUrls = z.infer<typeof helpfulStuffUrls>;

/** Spec §3 feature flags read by the SPA, with their values in force. */
export const featureFlags = z.object({
  ideasPortal: z.boolean(),
  helpfulStuffUrls,
  adminAccountDetails: z.boolean(),
  /** favorite admin links open their route inside the app instead of their url */
  adminLinksAsRoutes: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlags>;
export const featureFlagKey = z.enum([
  'ideasPortal',
  'helpfulStuffUrls',
  'adminAccountDetails',
  'adminLinksAsRoutes',
]);

/** Spec §3 favorite admin link. */
export const favoriteAdminLink = z.object({
  route: z.string(),
  text: z.string(),
  url: z.string(),
  hidden: z.boolean(),
});
export type FavoriteAdminLink = z.infer<typeof favoriteAdminLink>;

export const organization = z.object({
  id: z.number().int(),
  name: z.string(),
  isLicenseAdmin: z.boolean(),
  isResidencyProgram: z.boolean(),
});
export type Organization = z.infer<typeof organization>;

/**
 * What the due poll lists (spec §3 due status: its length is the badge): the memory items due
 * now, a flash card to review or a question to retrieve (issue 24, decision 1101). The Personal
 * Trainer's units are the Study Board's plan, not due items (decision 1201).
 */
export const dueItemKind = z.enum(['FlashCardReview', 'QuestionRetrieval']);
export const dueItem = z.object({
  id: z.number().int(),
  kind: dueItemKind,
  title: z.string(),
  userProductId: z.number().int(),
  dueAt: z.string(),
});
export type DueItem = z.infer<typeof dueItem>;

export const navigationEndpoints = {
  specialties: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/account/specialties',
    summary: "The user's specialties (spec §7: a list of strings).",
    access: 'signedIn',
    response: z.array(specialty),
  }),
  homePageRoute: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/account/homepageroute',
    summary: "The user's home page route: /dashboard with dashboard access, else /products.",
    access: 'signedIn',
    response: z.object({ route: z.string() }),
  }),
  featureFlags: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/featureflags',
    summary: 'Feature flag values in force (staff-set values over built-in defaults).',
    access: 'signedIn',
    response: featureFlags,
  }),
  setFeatureFlag: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/featureflags/:key',
    summary: 'Set a feature flag (staff: admin).',
    access: { staff: 'admin' },
    params: z.object({ key: featureFlagKey }),
    // Strict: a misspelt specialty key ('Im') must be refused, not silently dropped.
    body: z.strictObject({
      value: z.union([z.boolean(), helpfulStuffUrls.strict(), z.null()], {
        error:
          'Expected true or false, null (back to the default), or link lists ({ label, link }) keyed by IM, PEDS or MS.',
      }),
    }),
    response: featureFlags,
  }),
  favoriteAdminLinks: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/account/favoriteadminlinks',
    summary: "The staff member's favorite admin links (empty for learners).",
    access: 'signedIn',
    response: z.array(favoriteAdminLink),
  }),
  myOrganizations: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/organizations/mine',
    summary: 'Organizations the user belongs to, with whether they are its license admin.',
    access: 'signedIn',
    response: z.array(organization),
  }),
  medCentralAccess: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/access',
    summary:
      'The MedCentral permission check: members of a residency program, and admins; canManage: a program director or faculty of one (or an admin), who sees Assignments and the program dashboard.',
    access: 'signedIn',
    response: z.object({ hasAccess: z.boolean(), canManage: z.boolean() }),
  }),
  dueItems: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/personaltrainer/due',
    summary:
      'Flash cards and questions due now on the memory model (spec §3 due status: the badge shows dueNow.length).',
    access: 'signedIn',
    response: z.object({ dueNow: z.array(dueItem) }),
  }),
};
