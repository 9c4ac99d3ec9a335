const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "tomorrow at 9:15 AM", "on Monday, December 1 at 9:15 AM" (the learner's own time). */
export function comesBack(at: string, now = new Date()): string {
  const due = new Date(at);
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
  const when = sameDay(due, now)
    ? 'today'
    : sameDay(due, tomorrow)
      ? 'tomorrow'
      : `on ${day.format(due)}`;
  return `${when} at ${time.format(due)}`;
}
