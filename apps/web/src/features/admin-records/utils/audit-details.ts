/**
 * The audit log's rows in words (Admin → Audit log): what each known action means, and a row's
 * details as label and value pairs. An action this list does not know yet shows its code, read
 * as words; the code itself stays on screen for whoever searches the log by it.
 */

const ACTION_NAMES: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.logout': 'Signed out',
  'auth.register': 'Account created',
  'auth.register_requested': 'Registration link asked for',
  'auth.reset_requested': 'Password reset asked for',
  'auth.password_reset': 'Password reset',
  'account.password_check_failed': 'Wrong current password',
  'assume.start': 'Started acting as a user',
  'assume.stop': 'Stopped acting as a user',
  'terms.accept': 'Accepted the terms of use',
  'terms.decline': 'Declined the terms of use',
  'terms.publish': 'Published new terms of use',
  'feature_flag.set': 'Changed a feature flag',
  'mail.outbox_read': 'Read the mail outbox',
  'idea.status': 'Set the status of an idea',
  'idea.remove': 'Removed an idea',
  'product.trial_started': 'Started a free trial',
  'qa.question.retire': 'Retired a question',
  'qa.feedback.triage': 'Triaged question feedback',
  'trainer.profile_saved': 'Saved the Personal Trainer interview',
  'trainer.unit_started': 'Started a study unit',
};

/** 'qa.question.retire' → 'Qa question retire': a readable fallback for an unknown action. */
function words(code: string): string {
  const text = code.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function actionName(action: string): string {
  return ACTION_NAMES[action] ?? words(action);
}

const ACRONYMS: Record<string, string> = { id: 'ID', ip: 'IP', url: 'URL', qa: 'Q&A' };

/** 'questionId' → 'Question ID', 'user_product_id' → 'User product ID', 'ip' → 'IP'. */
export function detailLabel(key: string): string {
  return words(key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
    .split(' ')
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word)
    .join(' ');
}

/** A detail's value as text: words for yes/no and nothing, lists joined, objects as JSON. */
export function detailValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.length ? value.join(', ') : '—';
  }
  return JSON.stringify(value);
}

export function detailRows(details: Record<string, unknown>) {
  return Object.entries(details).map(([key, value]) => ({
    key,
    label: detailLabel(key),
    value: detailValue(value),
  }));
}
