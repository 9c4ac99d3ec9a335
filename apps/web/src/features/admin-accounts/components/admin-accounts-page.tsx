import { StaffPage } from '@/components/staff/staff-page';
import { AccountSearch } from './account-search';

/** /ngadmin: Admin's first screen, finding an account (issue 26; ROUTE-28). */
export default function AdminAccountsPage() {
  return (
    <StaffPage title="Admin" right="admin">
      <AccountSearch />
    </StaffPage>
  );
}
