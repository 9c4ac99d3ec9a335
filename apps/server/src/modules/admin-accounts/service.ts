import {
  type AccountStaffRights,
  type AdminAccount,
  type AdminAccountProducts,
  type AdminAccountSearchResult,
  type AdminAccountSessions,
  type AdminAccountSummary,
  applicationType,
  type ExtendProductBody,
  type GrantProductBody,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/session';
import { accountSettingsRepository } from '../account/repository';
import { audit } from '../audit/audit';
import { accountRepository } from '../auth/account-repository';
import type { AccountRow } from '../auth/session-repository';
import { navigationRepository } from '../navigation/repository';
import { availabilityOf, withoutSupersededTrials } from '../products/service';
import { type AdminProductRow, adminAccountRepository, type StaffRightColumns } from './repository';
import { type AccountSummaryRow, accountSearchRepository } from './search-repository';
import { searchTerms } from './search-terms';

export interface RequestMeta {
  requestId: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function rightsOf(row: StaffRightColumns): AccountStaffRights {
  return {
    admin: row.isAdmin,
    contentManager: row.isContentManager,
    previewQna: row.canPreviewQna,
    superUser: row.isSuperUser,
    assumeUsers: row.canAssumeUsers,
  };
}

function columnsOf(rights: AccountStaffRights): StaffRightColumns {
  return {
    isAdmin: rights.admin,
    isContentManager: rights.contentManager,
    canPreviewQna: rights.previewQna,
    isSuperUser: rights.superUser,
    canAssumeUsers: rights.assumeUsers,
  };
}

function toSummary(row: AccountSummaryRow): AdminAccountSummary {
  return {
    accountId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    rights: rightsOf(row),
  };
}

/** Every user product with the products module's availability rule, and the catalogue. */
function toProducts(
  rows: AdminProductRow[],
  catalogue: Awaited<ReturnType<ReturnType<typeof adminAccountRepository>['catalogue']>>,
  now: Date,
): AdminAccountProducts {
  const shown = new Set(withoutSupersededTrials(rows, now).map((row) => row.userProductId));
  return {
    products: rows.map((row) => ({
      userProductId: row.userProductId,
      productId: row.productId,
      code: row.code,
      shortName: row.shortName,
      fullName: row.fullName,
      specialty: row.specialty,
      applicationType: applicationType.parse(row.typeCode),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      isTrial: row.isTrial,
      availability: availabilityOf(row, now),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      superseded: !shown.has(row.userProductId),
    })),
    catalogue: catalogue.map(({ typeCode, ...product }) => ({
      ...product,
      applicationType: applicationType.parse(typeCode),
    })),
  };
}

/**
 * Admin → Accounts (issue 26). Rights and data are checked per call: the route's contract lets
 * only admins in; here every write names an account that exists and is audited with the staff
 * member at the keyboard as actor and the account as subject, in the write's transaction.
 */
export function adminAccountService(db: Database) {
  const search = accountSearchRepository(db);

  async function existing(tx: Database, accountId: number): Promise<AccountRow> {
    const row = await accountRepository(tx).findById(accountId);
    if (!row) throw errors.accountNotFound(`There is no account #${accountId}.`);
    return row;
  }

  function record(
    tx: Database,
    auth: AuthContext,
    accountId: number,
    action: string,
    meta: RequestMeta,
    details: Record<string, unknown>,
  ) {
    return audit(tx, {
      action: `admin.account.${action}`,
      actorAccountId: auth.account.id,
      subjectAccountId: accountId,
      requestId: meta.requestId,
      details,
    });
  }

  async function accountOf(
    tx: Database,
    auth: AuthContext,
    row: AccountRow,
  ): Promise<AdminAccount> {
    const [boardIdentifiers, specialties] = await Promise.all([
      accountSettingsRepository(tx).boardIdentifiers(row.id),
      navigationRepository(tx).specialties(row.id),
    ]);
    return {
      ...toSummary(row),
      updatedAt: row.updatedAt.toISOString(),
      acceptedTermsVersion: row.acceptedTermsVersion,
      isDemo: row.isDemo,
      netSuiteCustomerId: row.netSuiteCustomerId,
      boardIdentifiers,
      specialties,
      isYou: row.id === auth.actingAccount.id,
    };
  }

  async function productsOf(tx: Database, accountId: number, now: Date) {
    const repo = adminAccountRepository(tx);
    const [rows, catalogue] = await Promise.all([repo.products(accountId), repo.catalogue()]);
    return toProducts(rows, catalogue, now);
  }

  /** The account's user product `userProductId`, or 404. */
  async function heldProduct(tx: Database, accountId: number, userProductId: number) {
    const row = await adminAccountRepository(tx).product(accountId, userProductId);
    if (!row) {
      throw errors.userProductNotFound(`Account #${accountId} has no product #${userProductId}.`);
    }
    return row;
  }

  function assertEndAhead(endsAt: Date, now: Date) {
    if (endsAt <= now) {
      throw errors.endInPast(undefined, {
        fields: { endsAt: 'The end date must be in the future. To end a product now, revoke it.' },
      });
    }
  }

  return {
    async search(query: {
      q: string;
      page: number;
      pageSize: number;
    }): Promise<AdminAccountSearchResult> {
      const { rows, hasMore } = await search.search(searchTerms(query.q), {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { items: rows.map(toSummary), page: query.page, pageSize: query.pageSize, hasMore };
    },

    async account(auth: AuthContext, accountId: number) {
      return accountOf(db, auth, await existing(db, accountId));
    },

    async products(accountId: number, now = new Date()) {
      await existing(db, accountId);
      return productsOf(db, accountId, now);
    },

    async grant(
      auth: AuthContext,
      accountId: number,
      body: GrantProductBody,
      meta: RequestMeta,
      now = new Date(),
    ) {
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      return db.transaction(async (tx) => {
        const account = await existing(tx, accountId);
        const repo = adminAccountRepository(tx);
        const product = await repo.catalogueProduct(body.productId);
        if (!product) {
          throw errors.unknownProduct(undefined, {
            fields: { productId: `There is no product #${body.productId} in the catalogue.` },
          });
        }
        assertEndAhead(endsAt, now);
        const form = body.isTrial ? 'a trial' : 'a paid product';
        const id = await repo.grant({
          accountId,
          productId: product.id,
          startsAt,
          endsAt,
          isTrial: body.isTrial,
        });
        if (id === undefined) {
          const held = await repo.heldInForm(accountId, product.id, body.isTrial);
          const message = `${account.email} already has ${product.shortName} (${product.code}) as ${form}${held ? `, ending ${day(held.endsAt)}` : ''}. Extend that one instead.`;
          throw errors.productAlreadyHeld(message, { fields: { productId: message } });
        }
        await record(tx, auth, accountId, 'product_granted', meta, {
          userProductId: id,
          productId: product.id,
          code: product.code,
          isTrial: body.isTrial,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
        });
        return productsOf(tx, accountId, now);
      });
    },

    async extend(
      auth: AuthContext,
      accountId: number,
      userProductId: number,
      body: ExtendProductBody,
      meta: RequestMeta,
      now = new Date(),
    ) {
      const endsAt = new Date(body.endsAt);
      return db.transaction(async (tx) => {
        await existing(tx, accountId);
        const held = await heldProduct(tx, accountId, userProductId);
        if (endsAt <= held.startsAt) {
          throw errors.endBeforeStart(undefined, {
            fields: {
              endsAt: `The end date must be after the start date (${day(held.startsAt)}).`,
            },
          });
        }
        assertEndAhead(endsAt, now);
        if (endsAt.getTime() !== held.endsAt.getTime() || held.revokedAt) {
          await adminAccountRepository(tx).setEnd(userProductId, endsAt);
          await record(tx, auth, accountId, 'product_extended', meta, {
            userProductId,
            code: held.code,
            isTrial: held.isTrial,
            from: held.endsAt.toISOString(),
            to: endsAt.toISOString(),
            ...(held.revokedAt ? { wasRevokedAt: held.revokedAt.toISOString() } : {}),
          });
        }
        return productsOf(tx, accountId, now);
      });
    },

    async revoke(
      auth: AuthContext,
      accountId: number,
      userProductId: number,
      meta: RequestMeta,
      now = new Date(),
    ) {
      return db.transaction(async (tx) => {
        await existing(tx, accountId);
        const held = await heldProduct(tx, accountId, userProductId);
        if (held.endsAt <= now) {
          throw errors.productAlreadyEnded(
            `${held.shortName} (${held.isTrial ? 'trial' : 'paid'}) already ended on ${day(held.endsAt)}.`,
          );
        }
        const startsAt = held.startsAt < now ? held.startsAt : now;
        await adminAccountRepository(tx).revoke(userProductId, startsAt, now);
        await record(tx, auth, accountId, 'product_revoked', meta, {
          userProductId,
          code: held.code,
          isTrial: held.isTrial,
          endedAt: now.toISOString(),
          wasEndingAt: held.endsAt.toISOString(),
        });
        return productsOf(tx, accountId, now);
      });
    },

    async sessions(
      auth: AuthContext,
      accountId: number,
      now = new Date(),
    ): Promise<AdminAccountSessions> {
      await existing(db, accountId);
      const repo = adminAccountRepository(db);
      const [rows, devices] = await Promise.all([
        repo.sessions(accountId, now),
        repo.devices(accountId),
      ]);
      return {
        sessions: rows.map((row) => ({
          sessionId: row.sessionId,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          userAgent: row.userAgent,
          assuming:
            row.assumedId !== null && row.assumedEmail !== null
              ? { accountId: row.assumedId, email: row.assumedEmail }
              : null,
          current: row.sessionId === auth.sessionId,
        })),
        devices: devices.map((d) => ({ lastSignedInAt: d.lastSignedInAt.toISOString() })),
      };
    },

    /** My Account's sign-out-everywhere (account/repository.ts), done by staff for the account. */
    async signOutEverywhere(auth: AuthContext, accountId: number, meta: RequestMeta) {
      return db.transaction(async (tx) => {
        await existing(tx, accountId);
        const sessionsEnded = await accountSettingsRepository(tx).endAllSessions(accountId);
        await record(tx, auth, accountId, 'signed_out_everywhere', meta, { sessionsEnded });
        return { sessionsEnded };
      });
    },

    async setStaffRights(
      auth: AuthContext,
      accountId: number,
      rights: AccountStaffRights,
      meta: RequestMeta,
    ) {
      return db.transaction(async (tx) => {
        const before = await existing(tx, accountId);
        const was = rightsOf(before);
        // Nobody locks themselves out: another admin must take the right away.
        if (accountId === auth.actingAccount.id && was.admin && !rights.admin) {
          throw errors.ownAdminRight(undefined, {
            fields: {
              admin: 'You cannot remove your own Admin right. Ask another admin to do it.',
            },
          });
        }
        const changed = (Object.keys(rights) as (keyof AccountStaffRights)[]).filter(
          (right) => was[right] !== rights[right],
        );
        if (changed.length === 0) return accountOf(tx, auth, before);
        const now = new Date();
        await adminAccountRepository(tx).setStaffRights(accountId, columnsOf(rights), now);
        await record(tx, auth, accountId, 'rights_changed', meta, {
          granted: changed.filter((right) => rights[right]),
          removed: changed.filter((right) => !rights[right]),
        });
        return accountOf(tx, auth, { ...before, ...columnsOf(rights), updatedAt: now });
      });
    },

    async setNetSuiteCustomerId(
      auth: AuthContext,
      accountId: number,
      netSuiteCustomerId: string | null,
      meta: RequestMeta,
    ) {
      return db.transaction(async (tx) => {
        const before = await existing(tx, accountId);
        if (before.netSuiteCustomerId === netSuiteCustomerId) return accountOf(tx, auth, before);
        const now = new Date();
        await adminAccountRepository(tx).setNetSuiteCustomerId(accountId, netSuiteCustomerId, now);
        await record(tx, auth, accountId, 'netsuite_customer_id_changed', meta, {
          from: before.netSuiteCustomerId,
          to: netSuiteCustomerId,
        });
        return accountOf(tx, auth, { ...before, netSuiteCustomerId, updatedAt: now });
      });
    },
  };
}
