// Zod-free constants of the contact form (the page renders its topics before zod loads).

export const CONTACT_TOPICS = [
  'account',
  'billing',
  'products',
  'technical',
  'cme',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  account: 'My account or signing in',
  billing: 'Billing, orders and subscriptions',
  products: 'Questions, books and other study content',
  technical: 'Something does not work',
  cme: 'CME/MOC credit',
  other: 'Something else',
};

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
