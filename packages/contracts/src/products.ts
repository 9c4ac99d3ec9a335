import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Spec §3 Specialty. NONE can arrive from data but never gets a column or a product. */
export const specialty = z.enum(['IM', 'PEDS', 'MS', 'NONE']);
export type Specialty = z.infer<typeof specialty>;
export const productSpecialty = z.enum(['IM', 'PEDS', 'MS']);
export type ProductSpecialty = z.infer<typeof productSpecialty>;

/** Spec §3 application types, plus the product kinds that have their own screens. */
export const applicationType = z.enum([
  'qa',
  'qa_sa',
  'onlineBookCore',
  'fc',
  'course',
  'media',
  'live',
]);
export type ApplicationType = z.infer<typeof applicationType>;

export const productType = z.object({
  code: applicationType,
  displayName: z.string(),
  /** a Material Symbols name */
  icon: z.string(),
  /** the fixed order of the types */
  order: z.number().int(),
});
export type ProductType = z.infer<typeof productType>;

/** Spec §3 navigation product / user product. */
export const userProduct = z.object({
  userProductId: z.number().int(),
  code: z.string(),
  shortName: z.string(),
  fullName: z.string(),
  specialty: productSpecialty,
  applicationType,
  isUsable: z.boolean(),
  /** why a product is (not) usable */
  availability: z.enum(['usable', 'expired', 'notStarted']),
  startsAt: z.string(),
  endsAt: z.string(),
  isTrial: z.boolean(),
  hasPersonalTrainer: z.boolean(),
  /** where the product opens, e.g. /questions/IM/qa/12/overview */
  route: z.string(),
});
export type UserProduct = z.infer<typeof userProduct>;

export const productEndpoints = {
  myProducts: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/product/userproducts',
    summary: "The signed-in user's products with their types (in the types' fixed order).",
    access: 'signedIn',
    response: z.object({ products: z.array(userProduct), productTypes: z.array(productType) }),
  }),
  dashboardInterviewProducts: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/product/dashboardinterviewproducts',
    summary: 'Usable products eligible for the Personal Trainer dashboard.',
    access: 'signedIn',
    response: z.object({
      products: z.array(
        z.object({
          userProductId: z.number().int(),
          shortName: z.string(),
          hasPersonalTrainer: z.boolean(),
        }),
      ),
    }),
  }),
};
