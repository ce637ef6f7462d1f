import type { ReactNode } from 'react';
import { AlertTriangle, CloudOff, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from './paths';
import { cn } from '@web/lib/cn';

/** The layout every full-page message shares: icon, title, text, actions. */
function MessageScreen({
  icon,
  title,
  children,
  actions,
  fullScreen = false,
  role = 'alert',
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  fullScreen?: boolean;
  role?: 'alert' | 'status' | undefined;
}) {
  return (
    <div
      role={role}
      className={cn(
        'mx-auto flex max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center',
        fullScreen ? 'min-h-dvh' : 'min-h-[60vh]',
      )}
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground [&_svg]:size-7">
        {icon}
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children && <div className="text-muted-foreground">{children}</div>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}

/** A page's lazy chunk failed to load or timed out (docs/product.md#general-behaviour). */
export function PageLoadFailed({ name, fullScreen }: { name: string; fullScreen?: boolean }) {
  return (
    <MessageScreen
      icon={<CloudOff aria-hidden />}
      title={`Failed to load ${name}`}
      fullScreen={fullScreen}
      actions={<Button onClick={() => window.location.reload()}>Refresh Page</Button>}
    >
      <p>There was an error loading this component. Please try refreshing the page.</p>
    </MessageScreen>
  );
}

/**
 * A chunk below a page failed to load (docs/product.md#error-boundaries). A full navigation home fetches a
 * fresh index.
 */
export function ModuleLoadFailed({ fullScreen }: { fullScreen?: boolean }) {
  return (
    <MessageScreen
      icon={<CloudOff aria-hidden />}
      title="Failed to load a required component"
      fullScreen={fullScreen}
      actions={
        <Button asChild>
          <a href="/">Go to Home</a>
        </Button>
      }
    >
      <p>
        Failed to load a required component. This might be due to a network issue or a problem with the
        application.
      </p>
    </MessageScreen>
  );
}

/**
 * The global fallback (docs/product.md#error-boundaries): 'Something went wrong', the message, 'Try again'.
 */
export function SomethingWentWrong({
  error,
  onRetry,
  fullScreen,
}: {
  error: unknown;
  onRetry: () => void;
  fullScreen?: boolean;
}) {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : 'An unexpected error occurred';
  return (
    <MessageScreen
      icon={<AlertTriangle aria-hidden />}
      title="Something went wrong"
      fullScreen={fullScreen}
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      <p className="break-words">{message}</p>
    </MessageScreen>
  );
}

/** Unknown routes (docs/product.md#pages-and-routes). */
export function NotFound({ fullScreen }: { fullScreen?: boolean }) {
  return (
    <MessageScreen
      icon={<Compass aria-hidden />}
      title="Page Not Found"
      role={undefined}
      fullScreen={fullScreen}
      actions={
        <Button asChild>
          <Link to={paths.home()}>Go to Home</Link>
        </Button>
      }
    >
      <p>The page you are looking for doesn't exist or has been moved.</p>
    </MessageScreen>
  );
}
