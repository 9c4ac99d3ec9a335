import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { TranscriptPanel } from './transcript-panel';

const CUES = [
  { startSeconds: 0, endSeconds: 6, text: 'Heart failure is a clinical syndrome.' },
  { startSeconds: 6.5, endSeconds: 12, text: 'Loop diuretics relieve congestion.' },
  { startSeconds: 50.5, endSeconds: 56, text: 'Add hydralazine and isosorbide dinitrate.' },
];

function Panel({ current = -1, onSeek }: { current?: number; onSeek: (s: number) => void }) {
  const [query, setQuery] = useState('');
  return (
    <TranscriptPanel
      cues={CUES}
      current={current}
      query={query}
      onQueryChange={setQuery}
      onSeek={onSeek}
    />
  );
}

describe('the transcript (issue 29)', () => {
  test('a search keeps the passages with the words, marked; Enter plays the first', async () => {
    const onSeek = vi.fn();
    render(<Panel onSeek={onSeek} />);
    const list = screen.getByRole('list', { name: 'Transcript' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);

    const user = userEvent.setup();
    const field = screen.getByRole('searchbox', { name: 'Search the transcript' });
    await user.type(field, 'HYDRALAZINE');
    const found = within(list).getAllByRole('button');
    expect(found).toHaveLength(1);
    expect(found[0]?.querySelector('mark')).toHaveTextContent('hydralazine');
    expect(screen.getByRole('status')).toHaveTextContent('1 passage found');
    await user.keyboard('{Enter}');
    expect(onSeek).toHaveBeenCalledWith(50.5);

    await user.clear(field);
    await user.type(field, 'nothing here');
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No passage holds these words.');
  });

  test('a passage clicked plays from it; the one being spoken is marked', async () => {
    const onSeek = vi.fn();
    render(<Panel current={1} onSeek={onSeek} />);
    const spoken = screen.getByRole('button', { name: /Loop diuretics/ });
    expect(spoken).toHaveAttribute('aria-current', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: /clinical syndrome/ }));
    expect(onSeek).toHaveBeenCalledWith(0);
  });
});
