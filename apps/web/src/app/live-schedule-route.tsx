import { LiveSchedulePage } from '@/features/live/components/live-schedule-screen';
import { ProductScreenPage } from '@/features/product-screens/components/product-screen-page';

/**
 * A live product's schedule with the product screen's own words for a product that is not the
 * learner's or cannot be used now, composed here because a feature never imports another feature.
 */
export default function LiveScheduleRoute() {
  return <LiveSchedulePage unavailable={<ProductScreenPage />} />;
}
