import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/ui/page';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useProgramHome } from '../api/program-home';
import { usePrograms } from '../api/programs';
import { useProgramChoice } from '../hooks/use-program-choice';
import { AnnouncementsPanel } from './announcements-panel';
import { MyAssignmentsPanel } from './my-assignments-panel';
import { ProgramBar } from './program-bar';

/**
 * MedCentral (ROUTE-25, decision 1402): the caller's residency program (a switcher when they are
 * in several), its announcements, their own assignments with where they stand, and a resident's
 * standing against their group and all learners (`standing`: the program dashboard's panel,
 * composed by the app layer).
 */
export function MedCentralPage({ standing }: { standing?: (organizationId: number) => ReactNode }) {
  const programs = usePrograms();
  const { program, choose } = useProgramChoice(programs.data?.programs);
  const home = useProgramHome(program?.organizationId);

  return (
    <Page title="MedCentral">
      <QueryStatus query={programs} loading="Loading your programs…" />
      {programs.data && !program && (
        <p className="text-slate-700">You are not a member of a residency program.</p>
      )}
      {program && (
        <>
          <ProgramBar
            programs={programs.data?.programs ?? []}
            program={program}
            onChoose={choose}
          />
          {program.canManage && (
            <p className="text-sm text-slate-700">
              Give and follow assignments in{' '}
              <Link
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                to={`${paths.medCentralAssignments}?program=${program.organizationId}`}
              >
                Assignments
              </Link>
              ; see every resident&rsquo;s progress on the{' '}
              <Link
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                to={paths.medCentralDashboard}
              >
                Program dashboard
              </Link>
              .
            </p>
          )}
          <QueryStatus query={home} loading="Loading your program…" />
          {home.data && (
            <>
              {(!program.canManage || home.data.assignments.length > 0) && (
                <MyAssignmentsPanel assignments={home.data.assignments} />
              )}
              <AnnouncementsPanel program={program} announcements={home.data.announcements} />
            </>
          )}
          {program.role === 'resident' && standing?.(program.organizationId)}
        </>
      )}
    </Page>
  );
}
