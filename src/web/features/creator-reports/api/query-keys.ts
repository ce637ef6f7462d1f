/** Query keys of the creator's reports; mutations invalidate exactly the ones they change. */
export const creatorReportKeys = {
  all: ['creator-reports'] as const,
  lists: () => ['creator-reports', 'list'] as const,
  list: (status: string | undefined) => ['creator-reports', 'list', status ?? 'all'] as const,
  detail: (id: string) => ['creator-reports', 'detail', id] as const,
  episodeSources: () => ['creator-reports', 'episode-sources'] as const,
};

/** While any report is generating, its list and page refresh this often. */
export const generatingPollMs = 1500;
