import type { ReadingLesson } from '@boardready/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/load-state';
import { READING_TEXT, RichText, useRichTextReady } from '@/components/ui/rich-text';
import { useMarkLessonDone } from '../api/mark-lesson-done';

/**
 * A reading lesson: the book section's text inside the course (the course grants it), and Mark as
 * done at its end; once done it says so.
 */
export function ReadingLessonBody({ lesson }: { lesson: ReadingLesson }) {
  const { reading } = lesson;
  const markDone = useMarkLessonDone(lesson.userProductId, lesson.lessonId);
  // done at once when the call answers; the lesson asked again then says the same
  const done = lesson.status === 'done' || markDone.isSuccess;
  // the text is drawn once its sanitizer is here: nothing below it jumps when it arrives
  const ready = useRichTextReady();
  if (!ready) return <LoadingState label="Loading the reading…" />;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        From {reading.bookTitle} · {reading.chapterTitle}
        {reading.sectionTitle !== lesson.title && ` · ${reading.sectionTitle}`}
      </p>
      <RichText html={reading.html} className={READING_TEXT} />
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        {done ? (
          <p role="status" className="inline-flex items-center gap-2 font-semibold text-green-700">
            <Icon name="check_circle" className="size-5" />
            You marked this lesson as done.
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">Read it through? Mark it as done to move on.</p>
            <Button
              onClick={() => markDone.mutate()}
              busy={markDone.isPending}
              className="shrink-0"
            >
              <Icon name="check_circle" className="size-5" />
              Mark as done
            </Button>
          </>
        )}
      </div>
      {markDone.isError && (
        <Alert tone="error">
          {markDone.error.message || 'The lesson could not be marked as done. Try again.'}
        </Alert>
      )}
    </div>
  );
}
