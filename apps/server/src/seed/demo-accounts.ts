import type { organizationRoles, specialtyCodes } from '../db/schema';

type Specialty = (typeof specialtyCodes)[number];
type OrganizationRole = (typeof organizationRoles)[number];

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  who: string;
  acceptedTerms: boolean;
  staff?: {
    isAdmin?: boolean;
    isContentManager?: boolean;
    canPreviewQna?: boolean;
    canAssumeUsers?: boolean;
    isSuperUser?: boolean;
  };
  specialties: Specialty[];
  /** product codes owned; `expired` ones ended in the past */
  products: string[];
  expired?: string[];
  /** owned product codes whose access starts in the future (a booked live review) */
  upcoming?: string[];
  /** the account was created this many days ago (default: at seeding) */
  memberForDays?: number;
  /** free trials, started this many days ago (a demo trial lasts DEMO_TRIAL_DAYS) */
  trials?: { code: string; startedDaysAgo: number }[];
}

export const DEMO_TRIAL_DAYS = 7;

export const DEMO_PASSWORD = 'demo-password';

/** The demo accounts of DESIGN.md. They exist only outside production. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'learner@demo.test',
    firstName: 'Alex',
    lastName: 'Rivera',
    who: 'IM learner',
    acceptedTerms: true,
    specialties: ['IM'],
    products: ['IM-QA', 'IM-SA', 'IM-BOOK', 'IM-FC', 'IM-COURSE', 'IM-MEDIA', 'IM-LIVE'],
    expired: ['IM-MEDIA'],
  },
  {
    email: 'peds@demo.test',
    firstName: 'Priya',
    lastName: 'Shah',
    who: 'PEDS learner',
    acceptedTerms: true,
    specialties: ['PEDS'],
    products: [
      'PEDS-QA',
      'PEDS-SA',
      'PEDS-BOOK',
      'PEDS-FC',
      'PEDS-COURSE',
      'PEDS-MEDIA',
      'PEDS-LIVE',
    ],
  },
  {
    email: 'student@demo.test',
    firstName: 'Sam',
    lastName: 'Lee',
    who: 'medical student',
    acceptedTerms: true,
    specialties: ['MS'],
    products: ['MS-QA', 'MS-SA', 'MS-BOOK', 'MS-FC', 'MS-COURSE', 'MS-MEDIA', 'MS-LIVE'],
    upcoming: ['MS-LIVE'],
    // one trial running, one used up: the Free Trials page and the trial badges show both
    trials: [
      { code: 'IM-QA', startedDaysAgo: 2 },
      { code: 'PEDS-QA', startedDaysAgo: 30 },
    ],
  },
  {
    email: 'combo@demo.test',
    firstName: 'Casey',
    lastName: 'Morgan',
    who: 'IM + PEDS + MS',
    acceptedTerms: true,
    specialties: ['IM', 'PEDS', 'MS'],
    products: ['IM-QA', 'IM-BOOK', 'PEDS-QA', 'PEDS-BOOK', 'MS-QA', 'MS-FC'],
  },
  {
    email: 'newbie@demo.test',
    firstName: 'Noah',
    lastName: 'Brooks',
    who: 'no products yet',
    acceptedTerms: true,
    specialties: [],
    products: [],
  },
  {
    email: 'terms@demo.test',
    firstName: 'Terry',
    lastName: 'Mills',
    who: 'must accept new terms',
    acceptedTerms: false,
    specialties: ['IM'],
    products: ['IM-QA', 'IM-BOOK'],
  },
  {
    email: 'admin@demo.test',
    firstName: 'Ada',
    lastName: 'Stone',
    who: 'staff',
    acceptedTerms: true,
    specialties: ['IM'],
    products: ['IM-QA', 'IM-BOOK'],
    staff: { isAdmin: true, isContentManager: true, canPreviewQna: true, canAssumeUsers: true },
  },
  {
    email: 'orgadmin@demo.test',
    firstName: 'Omar',
    lastName: 'Haddad',
    who: 'program license admin',
    acceptedTerms: true,
    specialties: ['IM'],
    products: ['IM-QA'],
  },
  {
    email: 'resident@demo.test',
    firstName: 'Rosa',
    lastName: 'Diaz',
    who: 'IM resident',
    acceptedTerms: true,
    specialties: ['IM'],
    products: ['IM-QA', 'IM-BOOK', 'IM-FC'],
  },
  {
    email: 'editor@demo.test',
    firstName: 'Elena',
    lastName: 'Park',
    who: "the product's super user (no Preview Q&A grant of her own)",
    acceptedTerms: true,
    specialties: ['IM'],
    products: ['IM-QA'],
    staff: { isSuperUser: true },
  },
  {
    // The second content manager (issue 26): nobody reviews their own Q&A draft, so a draft Ada
    // submits is Carmen's to review, and the reverse. Not an admin.
    email: 'curator@demo.test',
    firstName: 'Carmen',
    lastName: 'Ortiz',
    who: 'content manager (not an admin)',
    acceptedTerms: true,
    specialties: ['IM'],
    products: ['IM-QA'],
    staff: { isContentManager: true, canPreviewQna: true },
  },
  {
    // The Personal Trainer's newcomer (issue 25): IM study products and no interview yet, so the
    // Study Board asks him first.
    email: 'trainee@demo.test',
    firstName: 'Jordan',
    lastName: 'Reyes',
    who: 'IM learner before the Personal Trainer interview',
    acceptedTerms: true,
    specialties: ['IM'],
    products: ['IM-QA', 'IM-BOOK', 'IM-FC'],
  },
  {
    // A learner of long standing: the startup dialogs (cross-sell, feedback) leave accounts
    // alone in their first week, so only she sees them among the demo accounts (decision 0601).
    email: 'veteran@demo.test',
    firstName: 'Vera',
    lastName: 'Holm',
    who: 'IM learner for over a year: startup dialogs',
    acceptedTerms: true,
    memberForDays: 400,
    specialties: ['IM'],
    products: ['IM-QA'],
  },
  {
    // A second residency program (issue 27): its director and resident see nothing of Riverside's,
    // and Riverside's see nothing of theirs.
    email: 'director2@demo.test',
    firstName: 'Grace',
    lastName: 'Okafor',
    who: 'program director of the second residency program',
    acceptedTerms: true,
    specialties: ['IM'],
    products: ['IM-QA'],
  },
  {
    email: 'resident2@demo.test',
    firstName: 'Luis',
    lastName: 'Moreno',
    who: 'resident in the second residency program',
    acceptedTerms: true,
    specialties: ['IM'],
    products: ['IM-QA'],
  },
];

/**
 * A member of a demo organization: their role, PGY year and group, and the product whose seat of
 * the organization's license they hold (their own demo product of that code becomes the seat).
 */
export interface DemoMember {
  email: string;
  isLicenseAdmin: boolean;
  role: OrganizationRole;
  pgyYear?: number;
  group?: string;
  seat?: string;
}

export interface DemoOrganization {
  name: string;
  isResidencyProgram: boolean;
  groups?: string[];
  /** seats of a product bought for the demo products' period (from 60 days ago, for a year) */
  licenses?: { product: string; seats: number }[];
  members: DemoMember[];
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Riverside Internal Medicine Residency',
    isResidencyProgram: true,
    groups: ['PGY-1 class 2026', 'PGY-2 class 2025'],
    licenses: [{ product: 'IM-QA', seats: 12 }],
    members: [
      { email: 'orgadmin@demo.test', isLicenseAdmin: true, role: 'program director' },
      {
        email: 'resident@demo.test',
        isLicenseAdmin: false,
        role: 'resident',
        pgyYear: 2,
        group: 'PGY-2 class 2025',
        seat: 'IM-QA',
      },
      { email: 'admin@demo.test', isLicenseAdmin: true, role: 'staff' },
    ],
  },
  {
    name: 'Lakeside Medical Group',
    isResidencyProgram: false,
    members: [{ email: 'admin@demo.test', isLicenseAdmin: true, role: 'staff' }],
  },
  {
    name: 'Harbor City Internal Medicine Residency',
    isResidencyProgram: true,
    groups: ['PGY-1 class 2026'],
    licenses: [{ product: 'IM-QA', seats: 8 }],
    members: [
      { email: 'director2@demo.test', isLicenseAdmin: true, role: 'program director' },
      {
        email: 'resident2@demo.test',
        isLicenseAdmin: false,
        role: 'resident',
        pgyYear: 1,
        group: 'PGY-1 class 2026',
        seat: 'IM-QA',
      },
    ],
  },
];
