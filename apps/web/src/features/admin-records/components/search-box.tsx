import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/**
 * A record list's text filter: applied on Enter or the button, not at every key. The field is
 * drawn again from the address when it changes (Back, a link), hence its key.
 */
export function SearchBox({
  name,
  label,
  value,
  maxLength,
  searchLabel,
  button,
  onSearch,
}: {
  name: string;
  label: string;
  value: string;
  maxLength: number;
  /** what the search landmark searches */
  searchLabel: string;
  button: string;
  onSearch(value: string): void;
}) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get(name) ?? '').trim());
  };
  return (
    <search aria-label={searchLabel}>
      <form onSubmit={handleSubmit} className="flex items-end gap-2">
        <TextField
          key={value}
          label={label}
          name={name}
          type="search"
          defaultValue={value}
          maxLength={maxLength}
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <Button type="submit">{button}</Button>
      </form>
    </search>
  );
}
