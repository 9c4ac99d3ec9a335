import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { useAddressSearch } from './use-address-search';

/** Two filters set by one click: the second change is made before the first is drawn. */
function Filters() {
  const [search, change] = useAddressSearch();
  const set = (name: string, value: string) =>
    change((current) => {
      current.set(name, value);
      return current;
    });
  return (
    <>
      <p>Query: {search.toString()}</p>
      <button
        type="button"
        onClick={() => {
          set('board', 'ABP');
          set('status', 'queued');
        }}
      >
        ABP, queued
      </button>
      <button type="button" onClick={() => set('status', 'accepted')}>
        Accepted
      </button>
    </>
  );
}

test('a change made before the last one is drawn builds on it, and later ones on what is drawn', async () => {
  const router = createMemoryRouter([{ path: '/reports', element: <Filters /> }], {
    initialEntries: ['/reports?page=2'],
  });
  render(<RouterProvider router={router} />);
  await userEvent.click(screen.getByRole('button', { name: 'ABP, queued' }));
  expect(await screen.findByText('Query: page=2&board=ABP&status=queued')).toBeTruthy();
  expect(router.state.location.search).toBe('?page=2&board=ABP&status=queued');

  // a link followed elsewhere: the next change starts from the address drawn
  await act(() => router.navigate('/reports?page=3'));
  expect(await screen.findByText('Query: page=3')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Accepted' }));
  expect(await screen.findByText('Query: page=3&status=accepted')).toBeTruthy();
});
