import { paths } from '@/lib/paths';

/**
 * A deck's study player, of one topic or (topicId left out) of the whole deck: the registry's
 * route with the screen, the topic in the query (kept here, off the first load).
 */
export const studyPath = (userProductId: number, topicId?: number | null) =>
  `${paths.flashCards(userProductId, 'study')}${topicId == null ? '' : `?topicId=${topicId}`}`;
