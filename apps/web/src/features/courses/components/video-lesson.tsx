import type { VideoLesson } from '@boardready/contracts';
import { clockTime } from '@boardready/contracts/media-rules';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { ResumedNotice } from '@/components/media-player/resumed-notice';
import { usePlayerPlace } from '@/components/media-player/use-player-place';
import { LoadingState } from '@/components/ui/load-state';
import { courseKeys } from '../api/course-keys';
import { saveLessonPosition } from '../api/save-lesson-position';

/** media-chrome and the player around it: a chunk of its own, loaded by video lessons only. */
const MediaPlayer = lazy(() =>
  import('@/components/media-player/media-player').then((module) => ({
    default: module.MediaPlayer,
  })),
);

/**
 * A video lesson: the lecture in the app's media player, resumed where the learner stopped on any
 * device (the place is the lesson's, kept by the course). Watched to the end the lesson is done:
 * the answer that says so has the course asked again.
 */
export function VideoLessonBody({ lesson }: { lesson: VideoLesson }) {
  const { userProductId, lessonId, video } = lesson;
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const queryClient = useQueryClient();
  const doneSeen = useRef(lesson.status === 'done');
  const { resumedAt, startOver } = usePlayerPlace(media, video, (at, keepalive) =>
    saveLessonPosition(userProductId, lessonId, at, keepalive).then((place) => {
      if (place.done && !doneSeen.current) {
        doneSeen.current = true;
        void queryClient.invalidateQueries({ queryKey: [...courseKeys.all, userProductId] });
      }
    }),
  );

  return (
    <div className="flex flex-col gap-4">
      <Suspense
        fallback={
          <div className="flex aspect-video items-center justify-center rounded-xl bg-slate-100">
            <LoadingState label="Loading the player…" />
          </div>
        }
      >
        <MediaPlayer
          kind="video"
          src={video.fileUrl}
          title={video.title}
          captions={
            video.captionsUrl ? { url: video.captionsUrl, language: video.captionsLanguage } : null
          }
          mediaRef={setMedia}
        />
      </Suspense>
      <ResumedNotice resumedAt={resumedAt} onStartOver={startOver} />
      <p className="text-sm text-slate-700">
        {video.speaker} · {video.topicName} · {clockTime(video.durationSeconds)}
      </p>
      <p className="max-w-prose text-slate-700">{video.description}</p>
      {lesson.status !== 'done' && (
        <p className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800">
          Watch the lecture to its end to complete this lesson.
        </p>
      )}
    </div>
  );
}
