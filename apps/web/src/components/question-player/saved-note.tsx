/** The learner's note under the question while its editor is closed (both players). */
export function SavedNote({ note }: { note: string }) {
  if (!note) return null;
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm whitespace-pre-wrap text-amber-950">
      <span className="font-semibold">Your note: </span>
      {note}
    </p>
  );
}
