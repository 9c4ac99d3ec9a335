import type { LicenseBody } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { useRosterWrite } from './roster';

/** Staff admins sell seats: a new license, or a change to one (licenseId). */
export function useSaveLicense(organizationId: number) {
  return useRosterWrite(
    organizationId,
    ({ licenseId, ...body }: LicenseBody & { licenseId: number | null }) =>
      licenseId === null
        ? apiRequest(routes.organizations.createLicense, { params: { organizationId }, body })
        : apiRequest(routes.organizations.updateLicense, {
            params: { organizationId, licenseId },
            body,
          }),
  );
}
