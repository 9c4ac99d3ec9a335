import type { AdminFavoriteLink, favoriteLinkInput } from '@boardready/contracts';
import {
  FAVORITE_LINKS_MAX,
  linkProblem,
  routeProblem,
} from '@boardready/contracts/admin-settings-rules';
import { errors } from '@boardready/contracts/errors';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../audit/audit';
import type { Actor } from './actor';
import {
  type FavoriteLinkRow,
  type FavoriteLinkValues,
  favoriteLinkRepository,
} from './favorite-links-repository';

type FavoriteLinkInput = z.output<typeof favoriteLinkInput>;

const toLink = (row: FavoriteLinkRow): AdminFavoriteLink => ({
  linkId: row.id,
  text: row.text,
  route: row.route,
  url: row.url,
  hidden: row.hidden,
});

/**
 * The shared link rules (admin-settings-rules.ts): the user menu opens these as they are. Checked
 * here, not in the contract: the contract's fuzzer draws strings, and few of them are links.
 */
function checkLinks(input: FavoriteLinkInput) {
  const fields: Record<string, string> = {};
  const route = routeProblem(input.route);
  if (route) fields.route = route;
  const url = linkProblem(input.url);
  if (url) fields.url = url;
  const [first] = Object.entries(fields);
  if (first) throw errors.invalidAdminLink(`${first[0]}: ${first[1]}`, { fields });
}

const textTaken = (text: string) =>
  errors.favoriteLinkTextTaken(`You already have a favorite admin link called “${text}”.`, {
    fields: { text: 'You already have a link with this text.' },
  });

function values(input: FavoriteLinkInput): FavoriteLinkValues {
  return { text: input.text, route: input.route, url: input.url, hidden: input.hidden };
}

/**
 * Each admin's own favorite admin links (spec §3; the user menu lists the visible ones). A link
 * of another account is "no such link" (404): nothing tells that it exists. Every write audited.
 */
export function favoriteLinkService(db: Database) {
  const listOf = async (repo: ReturnType<typeof favoriteLinkRepository>, accountId: number) => ({
    links: (await repo.list(accountId)).map(toLink),
  });

  return {
    list: (accountId: number) => listOf(favoriteLinkRepository(db), accountId),

    async create(accountId: number, input: FavoriteLinkInput, actor: Actor) {
      checkLinks(input);
      return db.transaction(async (tx) => {
        const repo = favoriteLinkRepository(tx);
        if ((await repo.count(accountId)) >= FAVORITE_LINKS_MAX) {
          throw errors.tooManyFavoriteLinks(
            `You have ${FAVORITE_LINKS_MAX} favorite admin links, as many as the menu holds. Remove one first.`,
          );
        }
        if (await repo.textTaken(accountId, input.text)) throw textTaken(input.text);
        let row: FavoriteLinkRow;
        try {
          row = await repo.insert(accountId, values(input));
        } catch (error) {
          if (isUniqueViolation(error)) throw textTaken(input.text);
          throw error;
        }
        await audit(tx, {
          action: 'favorite_admin_link.create',
          actorAccountId: actor.accountId,
          subjectAccountId: accountId,
          requestId: actor.requestId,
          details: { linkId: row.id, ...values(input) },
        });
        return toLink(row);
      });
    },

    async update(accountId: number, linkId: number, input: FavoriteLinkInput, actor: Actor) {
      checkLinks(input);
      return db.transaction(async (tx) => {
        const repo = favoriteLinkRepository(tx);
        const before = await repo.get(accountId, linkId);
        if (!before) throw errors.favoriteLinkNotFound();
        if (await repo.textTaken(accountId, input.text, linkId)) throw textTaken(input.text);
        let row: FavoriteLinkRow | undefined;
        try {
          row = await repo.update(accountId, linkId, values(input));
        } catch (error) {
          if (isUniqueViolation(error)) throw textTaken(input.text);
          throw error;
        }
        if (!row) throw errors.favoriteLinkNotFound();
        await audit(tx, {
          action: 'favorite_admin_link.update',
          actorAccountId: actor.accountId,
          subjectAccountId: accountId,
          requestId: actor.requestId,
          details: { linkId, before: values(before), after: values(input) },
        });
        return toLink(row);
      });
    },

    async remove(accountId: number, linkId: number, actor: Actor) {
      return db.transaction(async (tx) => {
        const repo = favoriteLinkRepository(tx);
        const before = await repo.get(accountId, linkId);
        if (!before || !(await repo.remove(accountId, linkId))) {
          throw errors.favoriteLinkNotFound();
        }
        await audit(tx, {
          action: 'favorite_admin_link.delete',
          actorAccountId: actor.accountId,
          subjectAccountId: accountId,
          requestId: actor.requestId,
          details: { linkId, ...values(before) },
        });
        return listOf(repo, accountId);
      });
    },

    /**
     * Puts the owner's links in the order given: every one of their ids once. A list that no
     * longer matches theirs (a link added or removed elsewhere meanwhile) is refused whole.
     */
    async order(accountId: number, linkIds: readonly number[], actor: Actor) {
      return db.transaction(async (tx) => {
        const repo = favoriteLinkRepository(tx);
        const current = new Set((await repo.list(accountId)).map((row) => row.id));
        if (linkIds.length !== current.size || linkIds.some((id) => !current.has(id))) {
          throw errors.favoriteLinksChanged();
        }
        await repo.setOrder(accountId, linkIds);
        await audit(tx, {
          action: 'favorite_admin_link.reorder',
          actorAccountId: actor.accountId,
          subjectAccountId: accountId,
          requestId: actor.requestId,
          details: { linkIds },
        });
        return listOf(repo, accountId);
      });
    },
  };
}
