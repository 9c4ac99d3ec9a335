const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A record's moment in the admin's own time zone and words, e.g. 'Mar 3, 2026, 4:05 PM'. */
export const formatMoment = (iso: string) => MOMENT.format(new Date(iso));
