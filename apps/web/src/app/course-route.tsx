import { CoursePage } from '@/features/courses/components/course-screen';
import { ProductScreenPage } from '@/features/product-screens/components/product-screen-page';

/**
 * A course with the product screen's own words for a product that is not the learner's or cannot
 * be used now, composed here because a feature never imports another feature.
 */
export default function CourseRoute() {
  return <CoursePage unavailable={<ProductScreenPage />} />;
}
