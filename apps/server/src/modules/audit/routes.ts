import { auditEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { accountRepository } from '../auth/account-repository';
import { auditRepository } from './audit-repository';

/** Staff read the audit log: who signed in, who assumed whom and when it stopped, terms answers. */
export async function auditRoutes(app: FastifyInstance, opts: { db: Database }) {
  const repo = auditRepository(opts.db);
  const accountsRepo = accountRepository(opts.db);
  registerEndpoint(app, auditEndpoints.list, async ({ query }) => {
    const { accountEmail, ...filter } = query;
    if (accountEmail === undefined && filter.accountId === undefined) return repo.page(filter);
    // An account named by id or e-mail: the answer says which account that is, or that none is.
    const found =
      accountEmail !== undefined
        ? await accountsRepo.findByEmail(accountEmail)
        : await accountsRepo.findById(filter.accountId!);
    const account = found ? { AccountId: found.id, Email: found.email } : null;
    if (!found) return { items: [], newer: null, older: null, account };
    return { ...(await repo.page({ ...filter, accountId: found.id })), account };
  });
}
