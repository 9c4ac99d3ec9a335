import type { MedCentralProgram } from '@boardready/contracts';
import type { ReactNode } from 'react';
import { Page } from '@/components/ui/page';
import { QueryStatus } from '@/components/ui/query-status';
import { usePrograms } from '../api/programs';
import { useProgramChoice } from '../hooks/use-program-choice';
import { ProgramBar } from './program-bar';

/**
 * A MedCentral screen of the program's directors and faculty: the programs the caller manages (a
 * switcher when several); a member who manages none is told so, and never calls the managers'
 * endpoints (the SPA takes a 403 for a lost session, spec §8).
 */
export function ManagerGate({
  title,
  children,
}: {
  title: string;
  children: (program: MedCentralProgram) => ReactNode;
}) {
  const programs = usePrograms();
  const managed = programs.data?.programs.filter((p) => p.canManage);
  const { program, choose } = useProgramChoice(managed);
  return (
    <Page title={title} wide>
      <QueryStatus query={programs} loading="Loading your programs…" />
      {managed && !program && (
        <p className="text-slate-700">
          Assignments are given by your program&rsquo;s directors and faculty. Yours are on your
          MedCentral page.
        </p>
      )}
      {program && (
        <>
          <ProgramBar programs={managed ?? []} program={program} onChoose={choose} />
          {children(program)}
        </>
      )}
    </Page>
  );
}
