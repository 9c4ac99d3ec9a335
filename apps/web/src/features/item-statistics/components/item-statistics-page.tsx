import { StaffPage } from '@/components/staff/staff-page';
import { ItemStatisticsScreen } from './item-statistics-screen';

/** /ngadmin/cms/statistics: item statistics per question, for content managers (issue 26). */
export default function ItemStatisticsPage() {
  return (
    <StaffPage title="Item statistics" right="contentManager">
      <ItemStatisticsScreen />
    </StaffPage>
  );
}
