import type { MedCentralProgram } from '@boardready/contracts';
import { ORGANIZATION_ROLE_LABELS } from '@boardready/contracts/organization-rules';
import { SelectField } from '@/components/ui/select-field';

/**
 * The program a screen shows: its name, the caller's role and group in it, and (for a member of
 * several programs) the switcher.
 */
export function ProgramBar({
  programs,
  program,
  onChoose,
}: {
  programs: readonly MedCentralProgram[];
  program: MedCentralProgram;
  onChoose(organizationId: number): void;
}) {
  const role = program.role ? ORGANIZATION_ROLE_LABELS[program.role] : 'Staff admin';
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-lg font-semibold text-slate-900">{program.name}</p>
        <p className="text-sm text-slate-700">
          {role}
          {program.groupName && ` · ${program.groupName}`}
        </p>
      </div>
      {programs.length > 1 && (
        <SelectField
          label="Program"
          className="sm:w-72"
          value={String(program.organizationId)}
          onChange={(event) => onChoose(Number(event.target.value))}
          options={programs.map((p) => ({ value: String(p.organizationId), label: p.name }))}
        />
      )}
    </div>
  );
}
