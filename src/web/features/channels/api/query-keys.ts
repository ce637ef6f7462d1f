/** Query keys of the channels feature; other features invalidate them through these helpers only. */
export const channelKeys = {
  all: ['channels'] as const,
  lists: () => ['channels', 'list'] as const,
  list: (filters: { search: string; category: string }) => ['channels', 'list', filters] as const,
  categories: () => ['channels', 'categories'] as const,
  detail: (creatorId: string) => ['channels', 'detail', creatorId] as const,
  reports: (creatorId: string) => ['channels', 'reports', creatorId] as const,
};
