import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toast';
import { DialogsProvider } from '@web/lib/dialogs';
import { ProgressProvider } from '@web/lib/progress';
import { queryClient as appQueryClient } from '@web/lib/query-client';
import { ThemeProvider } from '@web/lib/theme';
import { AuthProvider } from '@web/features/auth/components/auth-provider';

/**
 * Providers that need no router: server state, theme, progress, toasts. Wrapped around the router in
 * start-app.tsx.
 */
export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ProgressProvider>
          {children}
          <Toaster />
        </ProgressProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * Providers that live inside the router (the root route renders them) so they may use router hooks:
 * the signed-in user and the app-wide dialogs.
 */
export function RouteProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <DialogsProvider>{children}</DialogsProvider>
    </AuthProvider>
  );
}
