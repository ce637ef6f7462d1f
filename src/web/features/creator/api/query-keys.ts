/** Query keys of the creator studio; mutations invalidate exactly the ones they change. */
export const creatorKeys = {
  all: ['creator'] as const,
  settings: () => ['creator', 'settings'] as const,
  dashboard: () => ['creator', 'dashboard'] as const,
  inviteLinks: () => ['creator', 'invite-links'] as const,
  youtubeStatus: () => ['creator', 'youtube-status'] as const,
};
