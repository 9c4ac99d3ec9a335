import type { NotebookEntry } from '@boardready/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { NotebookEntryCard } from './notebook-entry-card';

const entry: NotebookEntry = {
  questionId: 7,
  excerpt: 'A 45-year-old woman comes to the office because of pain in both hands',
  topics: [{ id: 3, name: 'Rheumatology' }],
  note: 'Think of RA',
  bookmarked: true,
  updatedAt: '2026-11-26T10:00:00.000Z',
  lastMet: { qaSessionId: 12, position: 4, sessionName: 'Joints' },
};
const route = { specialtyTypeCode: 'IM', applicationTypeCode: 'qa', userProductId: 5 };

function renderCard(onChange = vi.fn().mockResolvedValue(undefined), shown = entry) {
  render(
    <MemoryRouter>
      <NotebookEntryCard entry={shown} route={route} onChange={onChange} />
    </MemoryRouter>,
  );
  return onChange;
}

describe('a notebook entry', () => {
  test('shows the excerpt, the note, the bookmark and the session position it opens', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: entry.excerpt })).toBeTruthy();
    expect(screen.getByText('Think of RA')).toBeTruthy();
    expect(screen.getByText('Bookmarked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in session' }).getAttribute('href')).toBe(
      '/questions/IM/qa/5/session/12?q=4',
    );
    expect(screen.getByText('Last seen in “Joints”, question 4')).toBeTruthy();
  });

  test('the note is edited in place: Escape cancels back to its button, Save sends the text', async () => {
    const user = userEvent.setup();
    const onChange = renderCard();
    const edit = screen.getByRole('button', { name: /^Edit note: / });
    await user.click(edit);
    const box = screen.getByRole('textbox', { name: 'Your note' });
    expect(document.activeElement).toBe(box);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Edit note: / }));
    await user.click(screen.getByRole('button', { name: /^Edit note: / }));
    await user.type(screen.getByRole('textbox', { name: 'Your note' }), ' (RF, anti-CCP)');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onChange).toHaveBeenCalledWith({ questionId: 7, note: 'Think of RA (RF, anti-CCP)' });
    await user.click(screen.getByRole('button', { name: /^Remove bookmark: / }));
    expect(onChange).toHaveBeenLastCalledWith({ questionId: 7, bookmarked: false });
    await user.click(screen.getByRole('button', { name: /^Delete note: / }));
    expect(onChange).toHaveBeenLastCalledWith({ questionId: 7, note: '' });
  });

  test('a failed change says so and keeps the editor open', async () => {
    const user = userEvent.setup();
    renderCard(vi.fn().mockRejectedValue(new Error('offline')));
    await user.click(screen.getByRole('button', { name: /^Edit note: / }));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your note' })).toBeTruthy();
  });

  test('an entry no session holds now says so, without a link', () => {
    renderCard(undefined, { ...entry, lastMet: null, note: '' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: /^Add a note: / })).toBeTruthy();
    expect(screen.getByText(/Not in any of your sessions now/)).toBeTruthy();
  });
});
