export * from './account';
export * from './admin-accounts';
export * from './admin-records';
export * from './admin-settings';
export * from './assume';
export * from './audit';
export * from './auth';
export * from './book-study';
export * from './book-study-rules';
export * from './books';
export * from './cme';
export * from './cme-rules';
export * from './contact';
export * from './content-manager';
export * from './content-packages';
export * from './courses';
export * from './courses-rules';
export * from './endpoint';
export * from './environment';
export * from './flash-card-rules';
export * from './flash-cards';
export * from './free-trials';
export * from './helpful-documents';
export * from './helpful-links';
export * from './ideas';
export * from './item-statistics';
export * from './live';
export * from './live-rules';
export * from './mail';
export * from './medcentral';
export * from './medcentral-rules';
export * from './media';
export * from './media-rules';
export * from './navigation';
export * from './organization-rules';
export * from './organizations';
export * from './password';
export * from './preferences';
export * from './products';
export * from './program-dashboard';
export * from './qa';
export * from './qa-endpoints';
export * from './qa-notebook';
export * from './qa-reports';
export * from './qa-sa';
export * from './references';
export * from './route-ref';
export * from './startup-dialogs';
export * from './terms-of-use';
export * from './trainer';
export * from './trainer-rules';

import { accountEndpoints } from './account';
import { adminAccountEndpoints } from './admin-accounts';
import { adminRecordEndpoints } from './admin-records';
import { adminSettingEndpoints } from './admin-settings';
import { assumeEndpoints } from './assume';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { bookStudyEndpoints } from './book-study';
import { bookEndpoints } from './books';
import { cmeEndpoints } from './cme';
import { contactEndpoints } from './contact';
import { contentManagerEndpoints } from './content-manager';
import { contentPackageEndpoints } from './content-packages';
import { courseEndpoints } from './courses';
import type { Endpoint } from './endpoint';
import { environmentEndpoints } from './environment';
import { flashCardEndpoints } from './flash-cards';
import { freeTrialEndpoints } from './free-trials';
import { helpfulDocumentEndpoints } from './helpful-documents';
import { ideaEndpoints } from './ideas';
import { itemStatisticEndpoints } from './item-statistics';
import { liveEndpoints } from './live';
import { mailEndpoints } from './mail';
import { medCentralEndpoints } from './medcentral';
import { mediaEndpoints } from './media';
import { navigationEndpoints } from './navigation';
import { organizationEndpoints } from './organizations';
import { preferenceEndpoints } from './preferences';
import { productEndpoints } from './products';
import { programDashboardEndpoints } from './program-dashboard';
import { qaEndpoints } from './qa-endpoints';
import { qaNotebookEndpoints } from './qa-notebook';
import { qaReportEndpoints } from './qa-reports';
import { qaSaEndpoints } from './qa-sa';
import { referenceEndpoints } from './references';
import { startupDialogEndpoints } from './startup-dialogs';
import { termsOfUseEndpoints } from './terms-of-use';
import { trainerEndpoints } from './trainer';

/** The endpoints by group; routes.gen.ts is generated from this (npm run contracts:routes). */
export const endpointGroups = {
  environment: environmentEndpoints,
  auth: authEndpoints,
  mail: mailEndpoints,
  products: productEndpoints,
  navigation: navigationEndpoints,
  preferences: preferenceEndpoints,
  account: accountEndpoints,
  contact: contactEndpoints,
  freeTrials: freeTrialEndpoints,
  references: referenceEndpoints,
  helpfulDocuments: helpfulDocumentEndpoints,
  ideas: ideaEndpoints,
  qa: qaEndpoints,
  termsOfUse: termsOfUseEndpoints,
  assume: assumeEndpoints,
  audit: auditEndpoints,
  startupDialogs: startupDialogEndpoints,
  qaReports: qaReportEndpoints,
  qaSa: qaSaEndpoints,
  qaNotebook: qaNotebookEndpoints,
  books: bookEndpoints,
  flashCards: flashCardEndpoints,
  trainer: trainerEndpoints,
  bookStudy: bookStudyEndpoints,
  adminAccounts: adminAccountEndpoints,
  adminSettings: adminSettingEndpoints,
  adminRecords: adminRecordEndpoints,
  contentManager: contentManagerEndpoints,
  itemStatistics: itemStatisticEndpoints,
  contentPackages: contentPackageEndpoints,
  programDashboard: programDashboardEndpoints,
  organizations: organizationEndpoints,
  medCentral: medCentralEndpoints,
  cme: cmeEndpoints,
  media: mediaEndpoints,
  courses: courseEndpoints,
  live: liveEndpoints,
} as const;

/** Every endpoint of the API: the server registers these, the security suite walks them. */
export const allEndpoints: Record<string, Endpoint> = Object.fromEntries(
  Object.entries(endpointGroups).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, e]) => [
      `${group}.${name}`,
      e,
    ]),
  ),
);
