import { z } from 'zod';
import { interlink } from './books';
import { defineEndpoint, idParam } from './endpoint';

/**
 * Media libraries (issue 29, decision 1601): a media product's video and audio lectures, each with
 * chapters (a chapter names its topic and links to that topic's questions, cards and book
 * sections in the learner's other products), captions (WebVTT) and a transcript. The file is
 * served by the app with HTTP range requests. The learner's place in each lecture is kept on the
 * server, so any device resumes there. Everything is the caller's own product: another's is
 * never found (404), an ended one is refused as every product screen refuses it.
 */

const seconds = z.number().min(0);
const requestOnly = z.object({ requestId: z.uuid().optional() }).strict();
const libraryParams = z.object({ userProductId: idParam }).strict();
const lectureParams = z.object({ userProductId: idParam, mediaId: idParam }).strict();

export const mediaKind = z.enum(['video', 'audio']);
export type MediaKind = z.infer<typeof mediaKind>;

/** A lecture as the library lists it. */
export const mediaSummary = z.object({
  mediaId: z.number().int(),
  title: z.string(),
  kind: mediaKind,
  speaker: z.string(),
  /** the lecture's main topic, as its question bank names it */
  topicName: z.string(),
  durationSeconds: seconds,
  chapterCount: z.number().int().min(0),
  /** the learner's place; 0 before they start */
  positionSeconds: seconds,
  /** watched to the end (media-rules.ts isFinished) */
  finished: z.boolean(),
});
export type MediaSummary = z.infer<typeof mediaSummary>;

export const mediaLibrary = z.object({
  userProductId: z.number().int(),
  productName: z.string(),
  lectures: z.array(mediaSummary),
  /** the lecture to go on with: the last one played and not finished, else the first unwatched */
  continueMediaId: z.number().int().nullable(),
});
export type MediaLibrary = z.infer<typeof mediaLibrary>;

export const mediaChapter = z.object({
  startSeconds: seconds,
  title: z.string(),
  topicName: z.string().nullable(),
  /** the topic's questions, cards and book sections in the caller's usable products */
  links: z.array(interlink),
});
export type MediaChapter = z.infer<typeof mediaChapter>;

/** One cue of the transcript: the captions' words with their times. */
export const transcriptCue = z.object({
  startSeconds: seconds,
  endSeconds: seconds,
  text: z.string(),
});
export type TranscriptCue = z.infer<typeof transcriptCue>;

export const mediaLecture = mediaSummary.extend({
  userProductId: z.number().int(),
  productName: z.string(),
  description: z.string(),
  /** the file's MIME type (video/webm, audio/ogg…) */
  mimeType: z.string(),
  /** where the file streams from (range requests) */
  fileUrl: z.string(),
  /** the captions as WebVTT; null when the lecture has none */
  captionsUrl: z.string().nullable(),
  captionsLanguage: z.string(),
  chapters: z.array(mediaChapter),
  transcript: z.array(transcriptCue),
  previousMediaId: z.number().int().nullable(),
  nextMediaId: z.number().int().nullable(),
});
export type MediaLecture = z.infer<typeof mediaLecture>;

export const positionUpdate = z.strictObject({
  positionSeconds: z
    .number({ error: 'The position is a number of seconds.' })
    .min(0, 'The position is a number of seconds from 0.'),
});

export const mediaPosition = z.object({
  mediaId: z.number().int(),
  positionSeconds: seconds,
  finished: z.boolean(),
});
export type MediaPosition = z.infer<typeof mediaPosition>;

export const mediaEndpoints = {
  library: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/media/userproducts/:userProductId',
    summary: "A media product's lectures, with the learner's place in each.",
    access: 'signedIn',
    params: libraryParams,
    query: requestOnly,
    response: mediaLibrary,
  }),
  lecture: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/media/userproducts/:userProductId/lectures/:mediaId',
    summary:
      'One lecture: its chapters with their links, its transcript, where its file and captions stream from, and the learner’s place.',
    access: 'signedIn',
    params: lectureParams,
    query: requestOnly,
    response: mediaLecture,
  }),
  /** Not JSON: the file's bytes, whole (200) or a range (206); 416 for a range beyond the end. */
  file: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/media/userproducts/:userProductId/lectures/:mediaId/file',
    summary:
      "A lecture's file, with HTTP range requests (206 Partial Content, 416 beyond the end) and validators for caching.",
    access: 'signedIn',
    params: lectureParams,
    response: z.string().meta({ description: 'the video or audio file' }),
  }),
  /** Not JSON: text/vtt. */
  captions: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/media/userproducts/:userProductId/lectures/:mediaId/captions.vtt',
    summary: "A lecture's captions as WebVTT.",
    access: 'signedIn',
    params: lectureParams,
    response: z.string().meta({ description: 'text/vtt' }),
  }),
  savePosition: defineEndpoint({
    method: 'PUT',
    path: '/api/3.0/media/userproducts/:userProductId/lectures/:mediaId/position',
    summary:
      "The learner's place in a lecture, kept for every device; beyond the lecture's length is refused.",
    access: 'signedIn',
    params: lectureParams,
    query: requestOnly,
    body: positionUpdate,
    response: mediaPosition,
  }),
};
