import type { NotebookPage, NotebookShow } from '@boardready/contracts';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

const SHOW: { value: NotebookShow; label: string; count: keyof NotebookPage['counts'] }[] = [
  { value: 'all', label: 'All', count: 'all' },
  { value: 'notes', label: 'Notes', count: 'notes' },
  { value: 'bookmarks', label: 'Bookmarks', count: 'bookmarks' },
];

/** All / Notes / Bookmarks (with their counts), a topic of the learner's entries, a search. */
export function NotebookFilters({
  show,
  topicId,
  text,
  counts,
  topics,
  onShow,
  onTopic,
  onText,
}: {
  show: NotebookShow;
  topicId: number | null;
  text: string;
  counts: NotebookPage['counts'];
  topics: NotebookPage['topics'];
  onShow(show: NotebookShow): void;
  onTopic(topicId: number | null): void;
  onText(text: string): void;
}) {
  return (
    <div className="flex flex-col gap-3 desk:flex-row desk:items-end">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Show</legend>
        <div className="inline-flex w-fit overflow-hidden rounded-md border border-slate-300">
          {SHOW.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={show === option.value}
              onClick={() => onShow(option.value)}
              className={`min-h-10 px-3 text-sm font-semibold not-first:border-l not-first:border-slate-300 ${
                show === option.value
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-slate-800 hover:bg-slate-100'
              }`}
            >
              {option.label} <span className="tabular-nums">({counts[option.count]})</span>
            </button>
          ))}
        </div>
      </fieldset>
      <SelectField
        label="Topic"
        className="desk:w-64"
        value={topicId === null ? '' : String(topicId)}
        placeholder="All topics"
        options={topics.map((t) => ({ value: String(t.id), label: t.name }))}
        onChange={(event) => onTopic(event.target.value ? Number(event.target.value) : null)}
      />
      <TextField
        label="Search notes and questions"
        type="search"
        className="desk:w-80"
        value={text}
        maxLength={100}
        onChange={(event) => onText(event.target.value)}
      />
    </div>
  );
}
