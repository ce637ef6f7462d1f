/** Every query key of the highlights feature; invalidations name exactly these. */
export const highlightKeys = {
  all: ['highlights'] as const,
  lists: () => [...highlightKeys.all, 'list'] as const,
  list: (filters: { q: string; creatorId: string }) => [...highlightKeys.lists(), filters] as const,
  channels: () => [...highlightKeys.all, 'channels'] as const,
};
