/** Query keys of the feature: a course product's course and its lessons. */
export const courseKeys = {
  all: ['courses'] as const,
  course: (userProductId: number) => ['courses', userProductId, 'course'] as const,
  lesson: (userProductId: number, lessonId: string) =>
    ['courses', userProductId, 'lesson', lessonId] as const,
};
