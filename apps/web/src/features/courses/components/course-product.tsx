import { ErrorCode } from '@boardready/contracts/errors';
import {
  type KindGateProps,
  ProductGate,
  useProductProblem,
} from '@/components/product-gate/product-gate';

/** The API's answers that mean the product itself is wrong here, not a lesson. */
const PRODUCT_PROBLEMS = [
  ErrorCode.productNotFound,
  ErrorCode.notACourse,
  ErrorCode.productNotUsable,
] as const;

/** A call failed for the product's sake (gone, ended, not a course): the screen shows `unavailable`. */
export const useCourseProblem = (error: Error | null) => useProductProblem(error, PRODUCT_PROBLEMS);

/**
 * A course screen's product check, as on every product screen (ProductGate): a product that is
 * not the learner's or cannot be used now shows `unavailable`, one of another kind says so, and
 * the course's calls are never made for either.
 */
export function CourseProductGate(props: KindGateProps) {
  return (
    <ProductGate
      {...props}
      applicationType="course"
      otherKind={{
        title: 'Not a course',
        why: 'is not a course, so it has no lessons to open here.',
      }}
    />
  );
}

/** A share of lessons done as a bar: its words beside it say the same for everyone. */
export function ProgressMeter({
  label,
  percent,
  size = 'md',
}: {
  /** the bar's accessible name: 'Course progress', 'Cardiology progress' */
  label: string;
  percent: number;
  size?: 'sm' | 'md';
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={`w-full overflow-hidden rounded-full bg-slate-200 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
    >
      <div
        className={`h-full rounded-full ${percent >= 100 ? 'bg-green-600' : 'bg-brand-600'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
