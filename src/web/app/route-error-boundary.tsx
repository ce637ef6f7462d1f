import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ModuleLoadFailed, PageLoadFailed, SomethingWentWrong } from './error-screens';
import { isModuleLoadError, LazyPageError } from './lazy-page';

interface BoundaryProps {
  children: ReactNode;
  fullScreen: boolean;
  /** The address: a navigation elsewhere drops the caught error. */
  resetKey: string;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route error:', error, info.componentStack);
  }

  override render(): ReactNode {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    const { error } = caught;
    const { fullScreen } = this.props;
    if (error instanceof LazyPageError)
      return <PageLoadFailed name={error.pageName} fullScreen={fullScreen} />;
    if (isModuleLoadError(error)) return <ModuleLoadFailed fullScreen={fullScreen} />;
    // 'Try again' renders the route again.
    return (
      <SomethingWentWrong
        error={error}
        onRetry={() => this.setState({ caught: null })}
        fullScreen={fullScreen}
      />
    );
  }
}

/**
 * The error boundary of every page route (inside the layout) and, with `fullScreen`, of the root and the
 * layout (the global boundary). It tells apart: the page's own chunk failing ('Failed to load {name}'), a
 * chunk below it failing (module-load message + 'Go to Home'), and anything else ('Something went wrong'
 * + 'Try again', which renders the route again). Navigating elsewhere clears it.
 */
export function RouteErrorBoundary({
  children,
  fullScreen = false,
}: {
  children: ReactNode;
  fullScreen?: boolean;
}) {
  const location = useLocation();
  return (
    <Boundary fullScreen={fullScreen} resetKey={location.key}>
      {children}
    </Boundary>
  );
}

export function GlobalErrorBoundary({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary fullScreen>{children}</RouteErrorBoundary>;
}
