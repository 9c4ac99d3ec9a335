import type { MedCentralProgram } from '@boardready/contracts';
import { useSearchParams } from 'react-router';

/**
 * The program a MedCentral screen shows: the one the address names (?program=), else the first of
 * the caller's by name. The switcher writes the address, so a chosen program can be linked to.
 */
export function useProgramChoice(programs: readonly MedCentralProgram[] | undefined) {
  const [params, setParams] = useSearchParams();
  const named = Number(params.get('program'));
  const program = programs?.find((p) => p.organizationId === named) ?? programs?.[0];
  const choose = (organizationId: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('program', String(organizationId));
        return next;
      },
      { replace: true },
    );
  return { program, choose };
}
