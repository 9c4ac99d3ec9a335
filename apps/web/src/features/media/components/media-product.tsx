import { ErrorCode } from '@boardready/contracts/errors';
import {
  type KindGateProps,
  ProductGate,
  ProductLoadError,
  productName,
  TEXT_LINK,
  useProductProblem as useProductCallProblem,
} from '@/components/product-gate/product-gate';

export { productName };
export const LINK = TEXT_LINK;
export const MediaLoadError = ProductLoadError;

/**
 * The learner's products are checked first, as on every product screen (ProductGate): a product
 * that is not theirs or cannot be used now shows `unavailable`, and the library's calls are never
 * made.
 */
export function MediaProductGate(props: KindGateProps) {
  return (
    <ProductGate
      {...props}
      applicationType="media"
      otherKind={{
        title: 'Not a media library',
        why: 'is not a media library, so its lectures do not open here.',
      }}
    />
  );
}

/** The API's answers that mean the product itself is wrong here, not a lecture. */
const PRODUCT_PROBLEMS = [
  ErrorCode.productNotFound,
  ErrorCode.notAMediaProduct,
  ErrorCode.productNotUsable,
];

/**
 * Whether a call's failure is the product's (the products list was out of date: the product
 * went away or ended). The list is asked again, and the caller shows `unavailable`.
 */
export function useProductProblem(error: Error | null): boolean {
  return useProductCallProblem(error, PRODUCT_PROBLEMS);
}
