import { z } from 'zod';
import { boardIdentifiers } from './account';
import { defineEndpoint, idParam, idValue, limitParam, wholeNumberParam } from './endpoint';
import { applicationType, productSpecialty } from './products';

/**
 * Admin → Accounts (issue 26): staff (admin) find an account, and on its page see and change its
 * products, sessions, staff rights and NetSuite customer id. Every write is audited.
 */

export const ADMIN_ACCOUNT_PAGE_SIZE = 25;
export const ADMIN_ACCOUNT_MAX_PAGE_SIZE = 100;
export const ADMIN_ACCOUNT_MAX_PAGE = 10_000;
export const ADMIN_ACCOUNT_QUERY_MAX = 120;

export const adminAccountSearchQuery = z.object({
  /**
   * the start of an e-mail address, of "first last" or "last, first", or an account id (digits);
   * empty lists every account, newest first
   */
  q: z
    .string()
    .trim()
    .max(ADMIN_ACCOUNT_QUERY_MAX, `Search with ${ADMIN_ACCOUNT_QUERY_MAX} characters or fewer.`)
    .default(''),
  page: wholeNumberParam(
    1,
    ADMIN_ACCOUNT_MAX_PAGE,
    `The page is a whole number from 1 to ${ADMIN_ACCOUNT_MAX_PAGE}, written in digits only.`,
  ).default(1),
  pageSize: limitParam(ADMIN_ACCOUNT_PAGE_SIZE, ADMIN_ACCOUNT_MAX_PAGE_SIZE),
});

/** The staff rights of spec §6 as they are stored (the super user's Preview Q&A is not folded in). */
export const accountStaffRights = z.object({
  admin: z.boolean(),
  contentManager: z.boolean(),
  previewQna: z.boolean(),
  /** the product's super user: holds the Preview Q&A right whatever its own flag (decision 0202) */
  superUser: z.boolean(),
  assumeUsers: z.boolean(),
});
export type AccountStaffRights = z.infer<typeof accountStaffRights>;

export const adminAccountSummary = z.object({
  accountId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  rights: accountStaffRights,
});
export type AdminAccountSummary = z.infer<typeof adminAccountSummary>;

export const adminAccountSearchResult = z.object({
  items: z.array(adminAccountSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** another page follows */
  hasMore: z.boolean(),
});
export type AdminAccountSearchResult = z.infer<typeof adminAccountSearchResult>;

export const adminAccount = adminAccountSummary.extend({
  updatedAt: z.iso.datetime(),
  /** the version of the terms the account last accepted; null = never */
  acceptedTermsVersion: z.number().int().nullable(),
  isDemo: z.boolean(),
  netSuiteCustomerId: z.string().nullable(),
  boardIdentifiers,
  specialties: z.array(productSpecialty),
  /** the staff member looking is this account (who may not remove their own Admin right) */
  isYou: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccount>;

/** One user product of the account, every one it ever had (revoked and superseded ones too). */
export const adminUserProduct = z.object({
  userProductId: z.number().int(),
  productId: z.number().int(),
  code: z.string(),
  shortName: z.string(),
  fullName: z.string(),
  specialty: productSpecialty,
  applicationType,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  isTrial: z.boolean(),
  /** the products module's rule: the window [startsAt, endsAt) against now */
  availability: z.enum(['usable', 'expired', 'notStarted']),
  /** when staff ended it (its end is that moment) */
  revokedAt: z.iso.datetime().nullable(),
  /** a trial the account's paid product replaces: My Products shows the paid one (decision 0501) */
  superseded: z.boolean(),
});
export type AdminUserProduct = z.infer<typeof adminUserProduct>;

/** A catalogue product staff may grant. */
export const grantableProduct = z.object({
  productId: z.number().int(),
  code: z.string(),
  shortName: z.string(),
  fullName: z.string(),
  specialty: productSpecialty,
  applicationType,
  typeName: z.string(),
});
export type GrantableProduct = z.infer<typeof grantableProduct>;

export const adminAccountProducts = z.object({
  products: z.array(adminUserProduct),
  catalogue: z.array(grantableProduct),
});
export type AdminAccountProducts = z.infer<typeof adminAccountProducts>;

/**
 * Products' windows fall in this range: far dates are typing mistakes, and JSON keeps them exact.
 * (An organization's license is such a window too: organizations.ts.)
 */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
export const productInstant = (what: string) =>
  z.iso
    .datetime({ offset: true, error: `Give the ${what} as a date and time.` })
    .refine((value) => Date.parse(value) >= EARLIEST && Date.parse(value) < LATEST, {
      message: `Choose a ${what} date from the year 2000 to 2199.`,
    });

export const grantProductBody = z
  .strictObject({
    productId: idValue,
    startsAt: productInstant('start'),
    endsAt: productInstant('end'),
    isTrial: z.boolean({ error: 'Say whether it is a trial or paid.' }),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    path: ['endsAt'],
    message: 'The end date must be after the start date.',
  });
export type GrantProductBody = z.infer<typeof grantProductBody>;

export const extendProductBody = z.strictObject({ endsAt: productInstant('new end') });
export type ExtendProductBody = z.infer<typeof extendProductBody>;

/** The account's sessions that have not expired: never their token or its hash. */
export const adminAccountSession = z.object({
  sessionId: z.number().int(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  /** the account this (staff) session acts as now */
  assuming: z.object({ accountId: z.number().int(), email: z.string() }).nullable(),
  /** the session of the staff member looking */
  current: z.boolean(),
});
export type AdminAccountSession = z.infer<typeof adminAccountSession>;

export const adminAccountSessions = z.object({
  sessions: z.array(adminAccountSession),
  /** browsers that signed in before (their device cookie is stored hashed, never shown) */
  devices: z.array(z.object({ lastSignedInAt: z.iso.datetime() })),
});
export type AdminAccountSessions = z.infer<typeof adminAccountSessions>;

export const setStaffRightsBody = z.strictObject({
  admin: z.boolean(),
  contentManager: z.boolean(),
  previewQna: z.boolean(),
  superUser: z.boolean(),
  assumeUsers: z.boolean(),
});

/** NetSuite customer ids: letters, digits and hyphens (an internal id or an entity id). */
export const NETSUITE_ID_MAX = 40;
export const setNetSuiteCustomerIdBody = z.strictObject({
  netSuiteCustomerId: z
    .string({ error: 'Enter the NetSuite customer id, or leave it empty to clear it.' })
    .trim()
    .max(NETSUITE_ID_MAX, `A NetSuite customer id has ${NETSUITE_ID_MAX} characters or fewer.`)
    .regex(/^[A-Za-z0-9-]*$/, 'A NetSuite customer id has only letters, digits and hyphens.')
    // empty clears it
    .transform((value) => (value === '' ? null : value)),
});

const accountParams = z.object({ accountId: idParam });
const userProductParams = z.object({ accountId: idParam, userProductId: idParam });

export const adminAccountEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/accounts',
    summary:
      'Staff (admin): accounts whose e-mail or name starts with q, or whose id is q; newest first, a page at a time.',
    access: { staff: 'admin' },
    query: adminAccountSearchQuery,
    response: adminAccountSearchResult,
  }),
  account: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/accounts/:accountId',
    summary:
      'Staff (admin): one account: name, e-mail, staff rights, NetSuite customer id, board identifiers, specialties.',
    access: { staff: 'admin' },
    params: accountParams,
    response: adminAccount,
  }),
  products: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/accounts/:accountId/products',
    summary:
      'Staff (admin): every user product of the account, usable or why not, and the catalogue to grant from.',
    access: { staff: 'admin' },
    params: accountParams,
    response: adminAccountProducts,
  }),
  grantProduct: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/accounts/:accountId/products',
    summary:
      'Staff (admin): give the account a catalogue product, paid or as a trial, from a start to an end (audited).',
    access: { staff: 'admin' },
    params: accountParams,
    body: grantProductBody,
    status: 201,
    response: adminAccountProducts,
  }),
  extendProduct: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/accounts/:accountId/products/:userProductId',
    summary:
      "Staff (admin): a new end for one of the account's products (a revoked one opens again; audited).",
    access: { staff: 'admin' },
    params: userProductParams,
    body: extendProductBody,
    response: adminAccountProducts,
  }),
  revokeProduct: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/accounts/:accountId/products/:userProductId/revoke',
    summary:
      "Staff (admin): end one of the account's products now; the row stays for the learner's history (audited).",
    access: { staff: 'admin' },
    params: userProductParams,
    response: adminAccountProducts,
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/accounts/:accountId/sessions',
    summary:
      'Staff (admin): the sessions of the account that have not expired, and the browsers it signed in from.',
    access: { staff: 'admin' },
    params: accountParams,
    response: adminAccountSessions,
  }),
  signOutEverywhere: defineEndpoint({
    method: 'DELETE',
    path: '/api/2.0/admin/accounts/:accountId/sessions',
    summary: 'Staff (admin): end every session of the account (audited).',
    access: { staff: 'admin' },
    params: accountParams,
    response: z.object({ sessionsEnded: z.number().int() }),
  }),
  setStaffRights: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/accounts/:accountId/rights',
    summary:
      'Staff (admin): the staff rights of the account; nobody removes their own Admin right (audited).',
    access: { staff: 'admin' },
    params: accountParams,
    body: setStaffRightsBody,
    response: adminAccount,
  }),
  /** Spec §7's endpoint (its payload is not shown there: decided here); the SPA's 401/403 stay on the page. */
  setNetSuiteCustomerId: defineEndpoint({
    method: 'PUT',
    path: '/api/1.0/account/change/netsuitecustomerid/:accountId',
    summary:
      "Staff (admin): set or clear the account's NetSuite customer id (audited). A 401/403 does not send the SPA to /login.",
    access: { staff: 'admin' },
    params: accountParams,
    body: setNetSuiteCustomerIdBody,
    response: adminAccount,
  }),
};
