const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time as the settings screens show them ('May 12, 2026, 10:31 AM'). */
export const formatWhen = (iso: string) => when.format(new Date(iso));
