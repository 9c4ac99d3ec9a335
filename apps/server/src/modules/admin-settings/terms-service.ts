import type {
  AdminTermsVersion,
  TermsAcceptance,
  termsAcceptancesQuery,
} from '@boardready/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { FIRST_TERMS_VERSION, termsRepository } from '../terms-of-use/repository';
import { type AcceptedFilter, termsAdminRepository } from './terms-repository';

type AcceptancesQuery = z.output<typeof termsAcceptancesQuery>;

/**
 * Staff's view of the terms of use (issue 26): every version with who published it and how many
 * accounts last agreed to it, and who agreed to which. Publishing stays the terms module's
 * (POST /api/2.0/admin/termsofuse, decision 0601).
 */
export function termsAdminService(db: Database) {
  const repo = termsAdminRepository(db);
  return {
    async versions() {
      const [published, counts] = await Promise.all([
        repo.publishedVersions(),
        repo.acceptedCounts(),
      ]);
      const byVersion = new Map(counts.map((c) => [c.version, c.accounts]));
      const versions: AdminTermsVersion[] = published.map((row) => ({
        version: row.version,
        summary: row.summary,
        publishedAt: row.publishedAt.toISOString(),
        publishedBy:
          row.publisherId !== null && row.publisherEmail !== null
            ? { AccountId: row.publisherId, Email: row.publisherEmail }
            : null,
        acceptedCount: byVersion.get(row.version) ?? 0,
      }));
      // The first version has no row: it is the one every account started with.
      if (!versions.some((v) => v.version === FIRST_TERMS_VERSION)) {
        versions.push({
          version: FIRST_TERMS_VERSION,
          summary: null,
          publishedAt: null,
          publishedBy: null,
          acceptedCount: byVersion.get(FIRST_TERMS_VERSION) ?? 0,
        });
      }
      return {
        inForce: versions[0]!.version,
        versions,
        accounts: counts.reduce((sum, c) => sum + c.accounts, 0),
        neverAccepted: byVersion.get(null) ?? 0,
      };
    },

    async acceptances(query: AcceptancesQuery) {
      const filter: AcceptedFilter =
        query.accepted === 'any'
          ? { kind: 'any' }
          : query.accepted === 'pending'
            ? { kind: 'pending', inForce: await termsRepository(db).currentVersion() }
            : { kind: 'version', version: query.accepted };
      const { items, total } = await repo.acceptances(filter, {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        items: items.map(
          (row): TermsAcceptance => ({
            ...row,
            acceptedAt: row.acceptedAt?.toISOString() ?? null,
          }),
        ),
        total,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}
