import { z } from 'zod';
import {
  FAVORITE_TEXT_MAX,
  LINK_MAX,
  PRODUCT_CODE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_FULL_NAME_MAX,
  PRODUCT_SHORT_NAME_MAX,
  ROUTE_MAX,
  TRIAL_DAYS_MAX,
  TRIAL_DAYS_MIN,
} from './admin-settings-rules';
import { defineEndpoint, idParam, idValue, limitParam, wholeNumberParam } from './endpoint';
import { featureFlagKey, helpfulStuffUrls } from './navigation';
import { applicationType, productSpecialty, productType } from './products';

/** Who did something, as staff screens name them. */
const staffMember = z.object({ AccountId: z.number().int(), Email: z.string() });

// ── Products catalogue ──────────────────────────────────────────────────────────────────────

/** One catalogue product as staff edit it. */
export const adminProduct = z.object({
  productId: z.number().int(),
  /** the stable catalogue key content files name it by, e.g. IM-QA */
  code: z.string(),
  typeCode: applicationType,
  specialty: productSpecialty,
  shortName: z.string(),
  fullName: z.string(),
  description: z.string(),
  hasPersonalTrainer: z.boolean(),
  /** offered as a free trial */
  trialAvailable: z.boolean(),
  /** its own trial length in days; null = the configured default */
  trialDays: z.number().int().nullable(),
  /** accounts that hold or held it (a trial counts) */
  holders: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `Keep the ${what} under ${max} characters.`);

/** What staff send to create or edit a product; the code is kept in capitals. */
export const productInput = z.strictObject({
  code: z
    .string({ error: 'Enter a code, like IM-QA.' })
    .trim()
    .min(2, 'Enter a code, like IM-QA.')
    .max(PRODUCT_CODE_MAX, `Keep the code under ${PRODUCT_CODE_MAX} characters.`)
    .regex(
      /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/,
      'A code is letters and digits in parts joined by hyphens, like IM-QA-2026.',
    )
    .transform((code) => code.toUpperCase()),
  typeCode: z.enum(applicationType.options, { error: 'Choose one of the product types.' }),
  specialty: z.enum(productSpecialty.options, { error: 'Choose IM, PEDS or MS.' }),
  shortName: text('short name', PRODUCT_SHORT_NAME_MAX),
  fullName: text('full name', PRODUCT_FULL_NAME_MAX),
  description: z
    .string({ error: 'The description is text.' })
    .trim()
    .max(
      PRODUCT_DESCRIPTION_MAX,
      `Keep the description under ${PRODUCT_DESCRIPTION_MAX} characters.`,
    ),
  hasPersonalTrainer: z.boolean({ error: 'Say whether it has a Personal Trainer.' }),
  trialAvailable: z.boolean({ error: 'Say whether it is offered as a free trial.' }),
  trialDays: z
    .number({ error: `A trial lasts ${TRIAL_DAYS_MIN} to ${TRIAL_DAYS_MAX} days, or null.` })
    .int(`A trial lasts a whole number of days.`)
    .min(TRIAL_DAYS_MIN, `A trial lasts ${TRIAL_DAYS_MIN} to ${TRIAL_DAYS_MAX} days.`)
    .max(TRIAL_DAYS_MAX, `A trial lasts ${TRIAL_DAYS_MIN} to ${TRIAL_DAYS_MAX} days.`)
    .nullable(),
});
export type ProductInput = z.input<typeof productInput>;

// ── Feature flags ───────────────────────────────────────────────────────────────────────────

/** One flag as staff see it: whether staff set it, and who last did. */
export const adminFeatureFlag = z.object({
  key: featureFlagKey,
  /** false: the built-in default is in force */
  isSet: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: staffMember.nullable(),
});
export type AdminFeatureFlag = z.infer<typeof adminFeatureFlag>;

// ── Favorite admin links ────────────────────────────────────────────────────────────────────

/** One of the staff member's own links, with its id (the user menu's read has none). */
export const adminFavoriteLink = z.object({
  linkId: z.number().int(),
  text: z.string(),
  route: z.string(),
  url: z.string(),
  hidden: z.boolean(),
});
export type AdminFavoriteLink = z.infer<typeof adminFavoriteLink>;

/** The link rules themselves (admin-settings-rules.ts) are checked by the server before it writes. */
export const favoriteLinkInput = z.strictObject({
  text: text('text', FAVORITE_TEXT_MAX),
  route: z
    .string({ error: 'Enter a route.' })
    .trim()
    .max(ROUTE_MAX, `Keep the route under ${ROUTE_MAX} characters.`),
  url: z
    .string({ error: 'Enter a link.' })
    .trim()
    .max(LINK_MAX, `Keep the link under ${LINK_MAX} characters.`),
  hidden: z.boolean({ error: 'Say whether the link is hidden.' }),
});
export type FavoriteLinkInput = z.input<typeof favoriteLinkInput>;

const favoriteLinks = z.object({ links: z.array(adminFavoriteLink) });

// ── Terms of use ────────────────────────────────────────────────────────────────────────────

export const adminTermsVersion = z.object({
  version: z.number().int(),
  /** what changed; null for the first version */
  summary: z.string().nullable(),
  /** null for the first version, in force before staff published any */
  publishedAt: z.iso.datetime().nullable(),
  /** null when unknown (the first version, or the account is gone) */
  publishedBy: staffMember.nullable(),
  /** accounts whose latest agreement is this version */
  acceptedCount: z.number().int(),
});
export type AdminTermsVersion = z.infer<typeof adminTermsVersion>;

export const TERMS_ACCEPTANCES_DEFAULT_LIMIT = 50;
export const TERMS_ACCEPTANCES_MAX_LIMIT = 200;

export const termsAcceptancesQuery = z.object({
  /** 'any' (every account), 'pending' (not on the version in force), or a version number */
  accepted: z
    .union(
      [
        z.enum(['any', 'pending']),
        wholeNumberParam(1, 100_000, 'A version is a whole number, written in digits only.'),
      ],
      { error: "Choose 'any', 'pending' or a version number." },
    )
    .default('any'),
  page: wholeNumberParam(1, 100_000, 'A page is a whole number from 1, in digits only.').default(1),
  limit: limitParam(TERMS_ACCEPTANCES_DEFAULT_LIMIT, TERMS_ACCEPTANCES_MAX_LIMIT),
});

export const termsAcceptance = z.object({
  AccountId: z.number().int(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  /** the latest version the account agreed to; null = never */
  acceptedVersion: z.number().int().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
});
export type TermsAcceptance = z.infer<typeof termsAcceptance>;

/** Admin: the products catalogue, feature flags, favorite admin links, terms of use (issue 26). */
export const adminSettingEndpoints = {
  products: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/products',
    summary:
      'Staff (admin): the products catalogue, by specialty and type, with how many accounts hold each.',
    access: { staff: 'admin' },
    response: z.object({ products: z.array(adminProduct), productTypes: z.array(productType) }),
  }),
  createProduct: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/products',
    summary: 'Staff (admin): add a product to the catalogue (its code unique). Audited.',
    access: { staff: 'admin' },
    body: productInput,
    status: 201,
    response: adminProduct,
  }),
  updateProduct: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/products/:productId',
    summary: "Staff (admin): change a product's code, type, names, trainer and trial. Audited.",
    access: { staff: 'admin' },
    params: z.object({ productId: idParam }),
    body: productInput,
    response: adminProduct,
  }),
  featureFlags: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/featureflags',
    summary:
      'Staff (admin): which flags staff set (by whom, when) and the helpfulStuffUrls lists they set (the other specialties keep the built-in lists); the values in force are GET /api/2.0/featureflags.',
    access: { staff: 'admin' },
    response: z.object({
      flags: z.array(adminFeatureFlag),
      /** the specialties' lists staff set; a specialty left out keeps the built-in list */
      storedHelpfulStuffUrls: helpfulStuffUrls.nullable(),
    }),
  }),
  favoriteLinks: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/favoriteadminlinks',
    summary:
      "Staff (admin): the caller's own favorite admin links in their order, hidden ones too.",
    access: { staff: 'admin' },
    response: favoriteLinks,
  }),
  createFavoriteLink: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/favoriteadminlinks',
    summary: 'Staff (admin): add a favorite admin link at the end of the caller’s list. Audited.',
    access: { staff: 'admin' },
    body: favoriteLinkInput,
    status: 201,
    response: adminFavoriteLink,
  }),
  updateFavoriteLink: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/favoriteadminlinks/:linkId',
    summary: 'Staff (admin): change one of the caller’s links (text, route, url, hidden). Audited.',
    access: { staff: 'admin' },
    params: z.object({ linkId: idParam }),
    body: favoriteLinkInput,
    response: adminFavoriteLink,
  }),
  deleteFavoriteLink: defineEndpoint({
    method: 'DELETE',
    path: '/api/2.0/admin/favoriteadminlinks/:linkId',
    summary: 'Staff (admin): remove one of the caller’s links. Audited. Answers the list left.',
    access: { staff: 'admin' },
    params: z.object({ linkId: idParam }),
    response: favoriteLinks,
  }),
  orderFavoriteLinks: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/favoriteadminlinks/order',
    summary:
      'Staff (admin): put the caller’s links in this order (every one of their link ids, once). Audited.',
    access: { staff: 'admin' },
    body: z.strictObject({
      linkIds: z
        .array(idValue, { error: 'Send linkIds: every one of your link ids, in order.' })
        .refine((ids) => new Set(ids).size === ids.length, 'Name each link once.'),
    }),
    response: favoriteLinks,
  }),
  termsVersions: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/termsofuse/versions',
    summary:
      'Staff (admin): every terms version, newest first, with who published it and how many accounts agreed to it last.',
    access: { staff: 'admin' },
    response: z.object({
      inForce: z.number().int(),
      versions: z.array(adminTermsVersion),
      /** every account, and those that never agreed to any version */
      accounts: z.number().int(),
      neverAccepted: z.number().int(),
    }),
  }),
  termsAcceptances: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/termsofuse/acceptances',
    summary:
      'Staff (admin): accounts with the terms version they last agreed to and when, newest agreement first (pending: the nearest version first, never agreed last), a page at a time.',
    access: { staff: 'admin' },
    query: termsAcceptancesQuery,
    response: z.object({
      items: z.array(termsAcceptance),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
    }),
  }),
};
