import { ORGANIZATION_ROLES, PGY_MAX, PGY_MIN } from '@boardready/contracts/organization-rules';
import type { OrganizationGroup } from '@boardready/contracts/organizations';
import type { FieldValues, Path } from 'react-hook-form';
import { bindField, type FormBinding } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { roleLabel } from '../utils/roster-rules';

export interface PlacementValues extends FieldValues {
  role: (typeof ORGANIZATION_ROLES)[number];
  pgyYear: string;
  groupId: string;
}

const ROLE_OPTIONS = ORGANIZATION_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
const PGY_OPTIONS = Array.from({ length: PGY_MAX - PGY_MIN + 1 }, (_, i) => ({
  value: String(PGY_MIN + i),
  label: `PGY-${PGY_MIN + i}`,
}));

/** Role, PGY year (residents only) and group: where a member stands in the program. */
export function PlacementFields<T extends PlacementValues>({
  form,
  role,
  groups,
}: {
  form: FormBinding<T>;
  /** the role chosen now: the PGY year is asked of residents alone */
  role: string;
  groups: readonly OrganizationGroup[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField label="Role" options={ROLE_OPTIONS} {...bindField(form, 'role' as Path<T>)} />
      {role === 'resident' ? (
        <SelectField
          label="PGY year"
          placeholder="Not set"
          options={PGY_OPTIONS}
          {...bindField(form, 'pgyYear' as Path<T>)}
        />
      ) : (
        <p className="self-end pb-2 text-sm text-slate-600">Only residents have a PGY year.</p>
      )}
      <SelectField
        label="Group"
        placeholder="No group"
        options={groups.map((g) => ({ value: String(g.groupId), label: g.name }))}
        {...bindField(form, 'groupId' as Path<T>)}
      />
    </div>
  );
}
