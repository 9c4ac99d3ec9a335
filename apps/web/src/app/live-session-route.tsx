import { LiveSessionPage } from '@/features/live/components/live-session-screen';
import { ProductScreenPage } from '@/features/product-screens/components/product-screen-page';

/**
 * A live session (its stream or replay and its Q&A) with the product screen's own words for a
 * product that is not the learner's or cannot be used now, composed here because a feature never
 * imports another feature.
 */
export default function LiveSessionRoute() {
  return <LiveSessionPage unavailable={<ProductScreenPage />} />;
}
