import type { QueryClient } from '@tanstack/react-query';

/**
 * What a subscribe or cancel changes: the user's subscriptions and trial usage, every channel view (counts
 * and the viewer's state), invite pages (same channel cards), and the report feed (access changed).
 * The keys of other features are named here as plain arrays so features stay independent.
 */
export async function invalidateAfterSubscriptionChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['subscriptions', 'mine'] }),
    queryClient.invalidateQueries({ queryKey: ['subscriptions', 'trial-usage'] }),
    queryClient.invalidateQueries({ queryKey: ['subscriptions', 'current'] }),
    queryClient.invalidateQueries({ queryKey: ['channels'] }),
    queryClient.invalidateQueries({ queryKey: ['invites'] }),
    queryClient.invalidateQueries({ queryKey: ['reports'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
