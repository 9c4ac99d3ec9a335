/**
 * Query keys of the feature: a deck's overview, its study state (per topic), its offline packs
 * (per topic; the app keeps every query under `offline` on the device), the settings.
 */
export const flashCardKeys = {
  all: ['flashCards'] as const,
  deck: (userProductId: number) => ['flashCards', userProductId] as const,
  overview: (userProductId: number) => ['flashCards', userProductId, 'overview'] as const,
  study: (userProductId: number, topicId: number | null) =>
    ['flashCards', userProductId, 'study', topicId] as const,
  offline: (userProductId: number) => ['flashCards', userProductId, 'offline'] as const,
  offlinePack: (userProductId: number, topicId: number | null) =>
    ['flashCards', userProductId, 'offline', topicId] as const,
  cardInfo: (userProductId: number, cardId: number) =>
    ['flashCards', userProductId, 'card', cardId] as const,
  settings: ['flashCards', 'memorySettings'] as const,
};
