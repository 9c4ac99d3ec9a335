import { lazy, Suspense } from 'react';
import { MedCentralPage } from '@/features/medcentral/components/medcentral-screen';

/** The program dashboard's standing panel (issue 27, decision 1403): loaded with the page alone. */
const MyStanding = lazy(() => import('@/features/program-dashboard/components/my-standing'));

/**
 * MedCentral with the resident's standing against their group and all learners by topic, composed
 * here because a feature never imports another feature (decision 1402).
 */
export default function MedCentralRoute() {
  return (
    <MedCentralPage
      standing={(organizationId) => (
        <Suspense fallback={null}>
          <MyStanding organizationId={organizationId} />
        </Suspense>
      )}
    />
  );
}
