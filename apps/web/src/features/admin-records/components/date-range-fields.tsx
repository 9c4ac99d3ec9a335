import { TextField } from '@/components/ui/text-field';
import { type DateRange, rangeProblem } from '../utils/record-filters';

/** First and last day of a record list (the admin's days; empty: no bound), applied as changed. */
export function DateRangeFields({
  range,
  onChange,
}: {
  range: DateRange;
  onChange(change: Partial<DateRange>): void;
}) {
  return (
    <>
      <TextField
        label="From"
        type="date"
        value={range.from}
        max={range.until || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <TextField
        label="Until"
        type="date"
        value={range.until}
        min={range.from || undefined}
        error={rangeProblem(range)}
        onChange={(e) => onChange({ until: e.target.value })}
      />
    </>
  );
}
