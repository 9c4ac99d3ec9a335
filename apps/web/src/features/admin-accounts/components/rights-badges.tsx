import type { AccountStaffRights } from '@boardready/contracts';
import { heldRightLabels } from '../utils/staff-rights';

/** The staff rights an account holds, as small labels. */
export function RightsBadges({
  rights,
  none = 'None',
}: {
  rights: AccountStaffRights;
  /** what stands for no right at all ('None' under a column header) */
  none?: string;
}) {
  const held = heldRightLabels(rights);
  if (held.length === 0) return <span className="text-sm text-slate-600">{none}</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Staff rights">
      {held.map((label) => (
        <li
          key={label}
          className="rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
        >
          {label}
        </li>
      ))}
    </ul>
  );
}
