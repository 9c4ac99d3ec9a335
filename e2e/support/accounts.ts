/** The demo accounts of DESIGN.md, by role. */
export const DEMO_PASSWORD = 'demo-password';

export const ROLES = {
  learner: { email: 'learner@demo.test', name: 'Alex Rivera' },
  peds: { email: 'peds@demo.test', name: 'Priya Shah' },
  student: { email: 'student@demo.test', name: 'Sam Lee' },
  combo: { email: 'combo@demo.test', name: 'Casey Morgan' },
  newbie: { email: 'newbie@demo.test', name: 'Noah Brooks' },
  terms: { email: 'terms@demo.test', name: 'Terry Mills' },
  admin: { email: 'admin@demo.test', name: 'Ada Stone' },
  orgadmin: { email: 'orgadmin@demo.test', name: 'Omar Haddad' },
  resident: { email: 'resident@demo.test', name: 'Rosa Diaz' },
  /** the product's super user: Preview Q&A without the permission of her own */
  editor: { email: 'editor@demo.test', name: 'Elena Park' },
  /** a content manager who is not an admin: reviews the Q&A drafts others submit */
  curator: { email: 'curator@demo.test', name: 'Carmen Ortiz' },
  /** IM study products and no Personal Trainer interview yet */
  trainee: { email: 'trainee@demo.test', name: 'Jordan Reyes' },
  /** a learner of long standing, the one demo account the startup dialogs ask */
  veteran: { email: 'veteran@demo.test', name: 'Vera Holm' },
} as const;

export type Role = keyof typeof ROLES;
