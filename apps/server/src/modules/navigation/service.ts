import {
  type DueItem,
  defaultHelpfulStuffUrls,
  type FavoriteAdminLink,
  type FeatureFlags,
  featureFlags as featureFlagsSchema,
  type HelpfulStuffUrls,
  type Organization,
  productSpecialty,
  type Specialty,
} from '@boardready/contracts';
import {
  type HelpfulLinkProblem,
  helpfulLinksProblems,
} from '@boardready/contracts/admin-settings-rules';
import { errors } from '@boardready/contracts/errors';
import { canManageAs } from '@boardready/contracts/medcentral-rules';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import type { AccountRow } from '../auth/session-repository';
import { memoryService } from '../memory/service';
import { productService } from '../products/service';
import { featureFlagRepository, navigationRepository } from './repository';

export type FeatureFlagKey = keyof FeatureFlags;

export interface Brand {
  publicHost: string;
  productName: string;
}

const SPECIALTY_ORDER = productSpecialty.options;
const BOOLEAN_FLAGS = new Set<FeatureFlagKey>([
  'ideasPortal',
  'adminAccountDetails',
  'adminLinksAsRoutes',
]);

/** The flags in force when staff have set nothing. */
export function defaultFeatureFlags(brand: Brand): FeatureFlags {
  return {
    ideasPortal: false,
    helpfulStuffUrls: defaultHelpfulStuffUrls(brand),
    adminAccountDetails: false,
    adminLinksAsRoutes: false,
  };
}

/** The per-key check the body's union cannot make: the value's type must fit the flag. */
export function checkFlagValue(key: FeatureFlagKey, value: boolean | HelpfulStuffUrls): void {
  if (BOOLEAN_FLAGS.has(key)) {
    if (typeof value !== 'boolean') {
      throw errors.invalidFlagValue(`The ${key} flag takes true or false (or null to reset it).`, {
        fields: { value: 'Expected a boolean.' },
      });
    }
    return;
  }
  if (typeof value !== 'object') {
    throw errors.invalidFlagValue(
      `The ${key} flag takes an object of link lists keyed by IM, PEDS or MS (or null to reset it).`,
      { fields: { value: 'Expected an object.' } },
    );
  }
  // The shared rules (admin-settings-rules.ts): only http(s), mailto: or a path of this app, a
  // label on each link, no link twice; the flags screen checks the same before it sends.
  const problems = helpfulLinksProblems(value);
  const [first] = problems;
  if (first) {
    const where = (p: HelpfulLinkProblem) =>
      p.index === null ? `value.${p.specialty}` : `value.${p.specialty}.${p.index}.${p.field}`;
    const place =
      first.index === null ? first.specialty : `Link ${first.index + 1} of ${first.specialty}`;
    throw errors.invalidFlagValue(`${place}: ${first.message}`, {
      fields: Object.fromEntries(problems.map((p) => [where(p), p.message])),
    });
  }
}

export function navigationService(db: Database, brand: Brand) {
  const repo = navigationRepository(db);
  const memory = memoryService(db);
  const flags = featureFlagRepository(db);
  const products = productService(db);

  async function currentFlags(): Promise<FeatureFlags> {
    const values = defaultFeatureFlags(brand) as Record<FeatureFlagKey, unknown>;
    for (const row of await flags.all()) {
      const schema = featureFlagsSchema.shape[row.key as FeatureFlagKey];
      // A stored value that no longer fits its flag (an old shape) falls back to the default.
      const parsed = schema?.safeParse(row.value);
      if (!parsed?.success) continue;
      // A specialty the staff's value leaves out keeps the built-in links (spec §2 HELP-08), so
      // the SPA never needs the default itself.
      values[row.key as FeatureFlagKey] =
        row.key === 'helpfulStuffUrls'
          ? { ...defaultHelpfulStuffUrls(brand), ...(parsed.data as HelpfulStuffUrls) }
          : parsed.data;
    }
    return values as FeatureFlags;
  }

  return {
    async specialties(accountId: number): Promise<Specialty[]> {
      const stored = await repo.specialties(accountId);
      return SPECIALTY_ORDER.filter((s) => stored.includes(s));
    },

    /** Decision 0201: the dashboard when the account has dashboard access, else My Products. */
    async homePageRoute(accountId: number) {
      const eligible = await products.dashboardEligible(accountId);
      return { route: eligible.length > 0 ? '/dashboard' : '/products' };
    },

    featureFlags: currentFlags,

    async setFeatureFlag(
      key: FeatureFlagKey,
      value: boolean | HelpfulStuffUrls | null,
      actor: { accountId: number; requestId: string },
    ): Promise<FeatureFlags> {
      if (value !== null) checkFlagValue(key, value);
      await db.transaction(async (tx) => {
        const txFlags = featureFlagRepository(tx);
        const previous = await txFlags.get(key);
        if (value === null) await txFlags.remove(key);
        else await txFlags.set(key, value, actor.accountId, new Date());
        await audit(tx, {
          action: 'feature_flag.set',
          actorAccountId: actor.accountId,
          requestId: actor.requestId,
          details: { key, value, previous: previous ?? null },
        });
      });
      return currentFlags();
    },

    /** Only admins have favorite admin links; hidden ones are sent and the client leaves them out. */
    async favoriteAdminLinks(account: AccountRow): Promise<FavoriteAdminLink[]> {
      if (!account.isAdmin) return [];
      const rows = await repo.favoriteAdminLinks(account.id);
      return rows.map((r) => ({ route: r.route, text: r.text, url: r.url, hidden: r.hidden }));
    },

    async myOrganizations(accountId: number): Promise<Organization[]> {
      return repo.memberships(accountId);
    },

    /**
     * Decision 0201: members of a residency program, and admins. Decision 1402: program directors
     * and faculty of one, and admins, manage (the Assignments and Program dashboard tabs).
     */
    async medCentralAccess(account: AccountRow) {
      const roles = await repo.residencyRoles(account.id);
      return {
        hasAccess: account.isAdmin || roles.length > 0,
        canManage: account.isAdmin || roles.some(canManageAs),
      };
    },

    /** The cards and questions due now on the memory model: one count for the badge. */
    async dueItems(accountId: number, now = new Date()): Promise<{ dueNow: DueItem[] }> {
      return { dueNow: await memory.dueNow(accountId, now) };
    },
  };
}
