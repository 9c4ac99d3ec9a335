/** Query keys of the feature: a media product's library and its lectures. */
export const mediaKeys = {
  all: ['media'] as const,
  library: (userProductId: number) => ['media', userProductId, 'library'] as const,
  lecture: (userProductId: number, mediaId: number) =>
    ['media', userProductId, 'lecture', mediaId] as const,
};
