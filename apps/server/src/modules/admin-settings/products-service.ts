import {
  type AdminProduct,
  applicationType,
  type ProductType,
  type productInput,
  productSpecialty,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../audit/audit';
import { productRepository } from '../products/repository';
import { toProductType } from '../products/service';
import type { Actor } from './actor';
import { adminProductRepository, type ProductRow, type ProductValues } from './products-repository';

type ProductInput = z.output<typeof productInput>;

const SPECIALTY_ORDER = productSpecialty.options;

function toAdminProduct(row: ProductRow & { holders: number }): AdminProduct {
  return {
    productId: row.id,
    code: row.code,
    typeCode: applicationType.parse(row.typeCode),
    specialty: row.specialty,
    shortName: row.shortName,
    fullName: row.fullName,
    description: row.description,
    hasPersonalTrainer: row.hasPersonalTrainer,
    trialAvailable: row.trialAvailable,
    trialDays: row.trialDays,
    holders: row.holders,
  };
}

/** A product without a free trial has no trial length: the column then stays empty. */
function toValues(input: ProductInput): ProductValues {
  return { ...input, trialDays: input.trialAvailable ? input.trialDays : null };
}

const codeTaken = (code: string) =>
  errors.productCodeTaken(`Another product already has the code ${code}. Codes are unique.`, {
    fields: { code: 'Another product has this code.' },
  });

/** What an edit changed, field by field, for the audit log. */
function changes(before: ProductRow, after: ProductRow) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ProductRow)[]) {
    if (before[key] !== after[key]) out[key] = { from: before[key], to: after[key] };
  }
  return out;
}

/** The products catalogue for admins (issue 26): list, create, edit; every write audited. */
export function adminProductService(db: Database) {
  async function checkType(repo: ReturnType<typeof adminProductRepository>, typeCode: string) {
    if (!(await repo.typeExists(typeCode))) {
      throw errors.validationFailed(`typeCode: ${typeCode} is not one of the product types.`, {
        fields: { typeCode: 'Choose one of the product types.' },
      });
    }
  }

  return {
    async list(): Promise<{ products: AdminProduct[]; productTypes: ProductType[] }> {
      const [rows, types] = await Promise.all([
        adminProductRepository(db).list(),
        productRepository(db).listTypes(),
      ]);
      // stable sort: within a specialty the rows keep the types' order, then the codes'
      const ordered = rows.sort(
        (a, b) => SPECIALTY_ORDER.indexOf(a.specialty) - SPECIALTY_ORDER.indexOf(b.specialty),
      );
      return { products: ordered.map(toAdminProduct), productTypes: types.map(toProductType) };
    },

    async create(input: ProductInput, actor: Actor): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const repo = adminProductRepository(tx);
        await checkType(repo, input.typeCode);
        if (await repo.codeTaken(input.code)) throw codeTaken(input.code);
        let row: ProductRow;
        try {
          row = await repo.insert(toValues(input));
        } catch (error) {
          // another admin created the same code between the check and the insert
          if (isUniqueViolation(error)) throw codeTaken(input.code);
          throw error;
        }
        await audit(tx, {
          action: 'product.create',
          actorAccountId: actor.accountId,
          requestId: actor.requestId,
          details: { productId: row.id, code: row.code, values: toValues(input) },
        });
        return toAdminProduct({ ...row, holders: 0 });
      });
    },

    async update(productId: number, input: ProductInput, actor: Actor): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const repo = adminProductRepository(tx);
        const before = await repo.get(productId);
        if (!before) throw errors.productNotFound();
        await checkType(repo, input.typeCode);
        if (await repo.codeTaken(input.code, productId)) throw codeTaken(input.code);
        let row: ProductRow | undefined;
        try {
          row = await repo.update(productId, toValues(input));
        } catch (error) {
          if (isUniqueViolation(error)) throw codeTaken(input.code);
          throw error;
        }
        if (!row) throw errors.productNotFound();
        await audit(tx, {
          action: 'product.update',
          actorAccountId: actor.accountId,
          requestId: actor.requestId,
          details: { productId, code: row.code, changes: changes(before, row) },
        });
        return toAdminProduct({ ...row, holders: before.holders });
      });
    },
  };
}
