import { MAX_BOOK_NOTE_LENGTH } from '@boardready/contracts/book-study-rules';
import { TextArea } from '@/components/ui/text-area';

/** Whether a note is longer than the server keeps (its Save is then disabled). */
export const noteTooLong = (note: string) => note.length > MAX_BOOK_NOTE_LENGTH;

/** A highlight's note as it is typed: its length counted, too long said at once. */
export function NoteField({
  value,
  onChange,
  className,
  autoFocus,
}: {
  value: string;
  onChange(value: string): void;
  className?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextArea
      label="Note"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      counter={{ used: value.length, max: MAX_BOOK_NOTE_LENGTH }}
      error={
        noteTooLong(value) ? `A note has at most ${MAX_BOOK_NOTE_LENGTH} characters.` : undefined
      }
      className={className}
      autoFocus={autoFocus}
    />
  );
}
