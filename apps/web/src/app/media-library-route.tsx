import { MediaLibraryPage } from '@/features/media/components/media-library-screen';
import { ProductScreenPage } from '@/features/product-screens/components/product-screen-page';

/**
 * A media library with the product screen's own words for a product that is not the learner's
 * or cannot be used now, composed here because a feature never imports another feature.
 */
export default function MediaLibraryRoute() {
  return <MediaLibraryPage unavailable={<ProductScreenPage />} />;
}
