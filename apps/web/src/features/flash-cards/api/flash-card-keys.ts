/** Query keys of the feature: a deck's overview, its study state (per topic), the settings. */
export const flashCardKeys = {
  all: ['flashCards'] as const,
  deck: (userProductId: number) => ['flashCards', userProductId] as const,
  overview: (userProductId: number) => ['flashCards', userProductId, 'overview'] as const,
  study: (userProductId: number, topicId: number | null) =>
    ['flashCards', userProductId, 'study', topicId] as const,
  cardInfo: (userProductId: number, cardId: number) =>
    ['flashCards', userProductId, 'card', cardId] as const,
  settings: ['flashCards', 'memorySettings'] as const,
};
