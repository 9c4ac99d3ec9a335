import type { Badge as BadgeData, BadgeTone } from '../utils/access';

const TONES: Record<BadgeTone, string> = {
  trial: 'border-brand-100 bg-brand-50 text-brand-800',
  expired: 'border-red-200 bg-red-50 text-red-800',
  upcoming: 'border-amber-200 bg-amber-50 text-amber-900',
  ending: 'border-slate-200 bg-slate-100 text-slate-800',
};

export function Badges({ badges }: { badges: BadgeData[] }) {
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Status" className="flex flex-wrap gap-1.5">
      {badges.map((badge) => (
        <li
          key={badge.label}
          className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[badge.tone]}`}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
