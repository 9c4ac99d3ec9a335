import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Page } from '@/components/ui/page';
import { QueryStatus } from '@/components/ui/query-status';
import { useManagedPrograms } from '../api/managed-programs';
import { filtersFrom, type ItemsFilters, searchFrom, withChange } from '../utils/dashboard-filters';

/**
 * The program dashboard's screens, for those who manage a program only (its directors and
 * faculty, and staff admins: MedCentral's `canManage`): anyone else is told whose screens these
 * are (the server refuses their calls all the same).
 */
export function ManagerGate({
  organizationId,
  frame = (content) => content,
  children,
}: {
  /** the program the address names; null: the first the caller manages */
  organizationId: number | null;
  /** what the gate's own messages are shown in (the screen's frame when children draw theirs) */
  frame?: (content: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const programs = useManagedPrograms();
  if (!programs.data)
    return frame(<QueryStatus query={programs} loading="Loading your programs…" />);
  const { managed } = programs.data;
  const allowed =
    organizationId === null
      ? managed.length > 0
      : managed.some((p) => p.organizationId === organizationId) ||
        // not a member at all: the server answers that there is no such program
        !programs.data.programs.some((p) => p.organizationId === organizationId);
  if (!allowed) {
    return frame(
      <Alert>
        The program dashboard is for the program directors and faculty of a residency program. Your
        own standing is on your program's MedCentral page.
      </Alert>,
    );
  }
  return <>{children}</>;
}

/** What a manager's screen is given: its view, and the change that writes a new address. */
export interface ViewProps {
  filters: ItemsFilters;
  onChange(change: Partial<ItemsFilters>): void;
}

/**
 * A manager's screen whose view lives in the address: its frame, the gate, and the view with the
 * change that writes a new address.
 */
export function ManagedView({
  title,
  children,
}: {
  title: string;
  children: (view: ViewProps) => ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const change = (patch: Partial<ItemsFilters>) =>
    setSearch(searchFrom(withChange(filters, patch)));
  return (
    <Page title={title} wide>
      <ManagerGate organizationId={filters.organizationId}>
        {children({ filters, onChange: change })}
      </ManagerGate>
    </Page>
  );
}
