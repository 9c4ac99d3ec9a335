import { ErrorCode } from '@boardready/contracts/errors';
import {
  type KindGateProps,
  ProductGate,
  useProductProblem,
} from '@/components/product-gate/product-gate';

/**
 * A live product's screen: the learner's products are checked first, as on every product screen
 * (ProductGate), so another's or an ended one shows `unavailable` and no live call is made.
 */
export function LiveProductGate(props: KindGateProps) {
  return (
    <ProductGate
      {...props}
      applicationType="live"
      otherKind={{
        title: 'Not a live stream',
        why: 'is not a live stream, so it has no live sessions.',
      }}
    />
  );
}

/** The API's answers that mean the product itself is wrong here, not a session. */
const PRODUCT_PROBLEMS = [
  ErrorCode.productNotFound,
  ErrorCode.notALiveProduct,
  ErrorCode.productNotUsable,
];

/** Whether a live call failed because of the product (then the product screen says why). */
export function useLiveProductProblem(error: Error | null): boolean {
  return useProductProblem(error, PRODUCT_PROBLEMS);
}
