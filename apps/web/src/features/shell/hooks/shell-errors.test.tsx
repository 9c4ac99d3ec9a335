import type { Organization } from '@boardready/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSnackbar } from '@/lib/snackbar';
import { fakeApi, signedInAs, startApp, TEST_ACCOUNT } from '@/test/fake-api';
import { NO_ORGANIZATION_MESSAGE, useOpenOrganizations } from './use-open-organizations';
import { PRODUCTS_FAILED_MESSAGE, useProductsFailure } from './use-products-failure';
import type { ShellModel } from './use-shell-model';

const snackbarTexts = () => useSnackbar.getState().messages.map((m) => `${m.tone}: ${m.text}`);

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('the shell error catalogue (spec §8)', () => {
  beforeEach(() => {
    useSnackbar.setState({ messages: [] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  test('[ERR-02] products that fail to load are logged as an error, with the failure snackbar', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new ApiError(500, 'internal', 'The server failed.');
    const { rerender } = renderHook(
      ({ status, error }: { status: 'pending' | 'error' | 'success'; error: Error | null }) =>
        useProductsFailure(status, error),
      { initialProps: { status: 'pending', error: null } },
    );
    expect(log).not.toHaveBeenCalled();
    rerender({ status: 'error', error: failure });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('My products failed to load.', failure);
    expect(snackbarTexts()).toEqual([`failure: ${PRODUCTS_FAILED_MESSAGE}`]);
    expect(PRODUCTS_FAILED_MESSAGE).toBe('Oops, products failed to load. Please reload the page.');
  });

  /** My Organizations clicked from a menu drawn with `inMenu`, the server listing `atClick`. */
  async function openOrganizations(inMenu: Organization[], atClick: Organization[]) {
    fakeApi({ '/api/2.0/organizations/mine': atClick });
    startApp(signedInAs());
    const model = {
      account: TEST_ACCOUNT,
      organizations: inMenu,
      adminAccountDetails: false,
    } as unknown as ShellModel;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { result } = renderHook(() => useOpenOrganizations(model), { wrapper });
    await act(() => result.current());
    return { assign };
  }

  const organization = (id: number): Organization => ({
    id,
    name: `Organization ${id}`,
    isLicenseAdmin: true,
    isResidencyProgram: false,
  });

  test('[ERR-04] My Organizations with no organization found logs a warning and shows the snackbar', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The menu was drawn for a license admin; by the click the server lists no organization.
    const { assign } = await openOrganizations([organization(3)], []);
    expect(warn).toHaveBeenCalledWith(
      'My Organizations: no organization was found for this account.',
    );
    expect(snackbarTexts()).toEqual([`failure: ${NO_ORGANIZATION_MESSAGE}`]);
    expect(NO_ORGANIZATION_MESSAGE).toBe('Oops, no organization was found.');
    expect(assign).not.toHaveBeenCalled();
  });

  test('My Organizations opens the organization the server lists at the click', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { assign } = await openOrganizations([], [organization(5)]);
    expect(assign).toHaveBeenCalledWith('/mms#account/7/organization/edit/5/members');
    expect(warn).not.toHaveBeenCalled();
    expect(snackbarTexts()).toEqual([]);
  });
});
