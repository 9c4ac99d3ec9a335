import type { ProgramBank, ProgramGroup, ProgramRef } from '@boardready/contracts';
import { PGY_MAX, PGY_MIN } from '@boardready/contracts/organization-rules';
import { SelectField } from '@/components/ui/select-field';
import type { ItemsFilters } from '../utils/dashboard-filters';

const PGY_YEARS = Array.from({ length: PGY_MAX - PGY_MIN + 1 }, (_, i) => PGY_MIN + i);

/**
 * Which program (when the caller has several), which question bank (when the program has
 * several), and which residents: a group, a PGY year. Each change is a new address.
 */
export function ProgramFilters({
  view: { programs, program, banks, bank, groups },
  filters,
  onChange,
}: {
  /** where the answer on screen says it is */
  view: {
    programs: readonly ProgramRef[];
    program: ProgramRef;
    banks: readonly ProgramBank[];
    bank: ProgramBank | null;
    groups: readonly ProgramGroup[];
  };
  filters: ItemsFilters;
  onChange(change: Partial<ItemsFilters>): void;
}) {
  const id = (value: string) => (value ? Number(value) : null);
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {programs.length > 1 && (
        <SelectField
          label="Program"
          options={programs.map((p) => ({ value: String(p.organizationId), label: p.name }))}
          value={String(program.organizationId)}
          onChange={(e) => onChange({ organizationId: Number(e.target.value) })}
        />
      )}
      {banks.length > 1 && bank && (
        <SelectField
          label="Question bank"
          options={banks.map((b) => ({ value: String(b.bankId), label: b.title }))}
          value={String(bank.bankId)}
          onChange={(e) => onChange({ bankId: Number(e.target.value) })}
        />
      )}
      <SelectField
        label="Group"
        placeholder="All groups"
        options={groups.map((g) => ({ value: String(g.groupId), label: g.name }))}
        value={filters.groupId === null ? '' : String(filters.groupId)}
        onChange={(e) => onChange({ groupId: id(e.target.value) })}
      />
      <SelectField
        label="PGY year"
        placeholder="All years"
        options={PGY_YEARS.map((year) => ({ value: String(year), label: `PGY-${year}` }))}
        value={filters.pgy === null ? '' : String(filters.pgy)}
        onChange={(e) => onChange({ pgy: id(e.target.value) })}
      />
    </div>
  );
}
