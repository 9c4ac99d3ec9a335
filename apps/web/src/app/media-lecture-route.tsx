import { MediaLecturePage } from '@/features/media/components/media-lecture-screen';
import { ProductScreenPage } from '@/features/product-screens/components/product-screen-page';
import { usePracticeTopic } from '@/lib/qa/use-practice-topic';

/**
 * A lecture with what it needs from other features, composed here because a feature never
 * imports another feature: the product screen's own words for a product that is not the
 * learner's or cannot be used now, and the Q&A session a chapter's practice button starts (as a
 * book section's does).
 */
export default function MediaLectureRoute() {
  const practice = usePracticeTopic();
  return <MediaLecturePage unavailable={<ProductScreenPage />} onPractice={practice} />;
}
