import type { CmeOverview } from '@boardready/contracts/cme';
import { transcriptFileName, transcriptHref } from '../api/cme-files';
import { transcriptsOf } from '../utils/wording';

const TEXT_LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** A transcript per year with claims, and per board the year's points reported to it. */
export function TranscriptLinks({ overview }: { overview: CmeOverview }) {
  return (
    <ul className="flex flex-col gap-2">
      {transcriptsOf(overview).map(({ year, boards }) => (
        <li key={year} className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <a href={transcriptHref(year)} download={transcriptFileName(year)} className={TEXT_LINK}>
            Transcript {year} (PDF)
          </a>
          {boards.map((board) => (
            <a
              key={board}
              href={transcriptHref(year, board)}
              download={transcriptFileName(year, board)}
              className={TEXT_LINK}
            >
              {board} points {year} (PDF)
            </a>
          ))}
        </li>
      ))}
    </ul>
  );
}
