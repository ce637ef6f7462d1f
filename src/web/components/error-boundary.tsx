import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from './ui/button';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Default 'Something went wrong'. */
  title?: string;
  /** Default 'An unexpected error occurred'. */
  message?: string;
  /** Default 'Reload Page'. */
  resetLabel?: string;
  /** What the button does; by default the page reloads (docs/product.md#error-boundaries). */
  onReset?: () => void;
  /** Replace the whole fallback (keeps the boundary's catching and logging). */
  fallback?: (props: { error: Error; reset: () => void }) => ReactNode;
}

interface State {
  error: Error | null;
  componentStack: string | null;
}

/**
 * The second error boundary (docs/product.md#error-boundaries): wraps an independent widget inside a page so
 * one broken widget does not take the page down. States: normal → error → back to normal after reset.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, componentStack: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ componentStack: info.componentStack ?? null });
    console.error('Error caught by boundary:', error, info.componentStack);
  }

  reset = () => {
    if (this.props.onReset) {
      this.props.onReset();
      this.setState({ error: null, componentStack: null });
    } else {
      window.location.reload();
    }
  };

  override render() {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, reset: this.reset });
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-5"
      >
        <div className="flex items-center gap-2">
          <AlertTriangle className="size-5 text-destructive dark:text-red-400" aria-hidden />
          <h2 className="text-base font-semibold">{this.props.title ?? 'Something went wrong'}</h2>
        </div>
        <p className="text-sm text-muted-foreground">
          {this.props.message ?? 'An unexpected error occurred'}
        </p>
        <Button variant="outline" size="sm" onClick={this.reset}>
          {this.props.resetLabel ?? 'Reload Page'}
        </Button>
        <details className="w-full text-sm">
          <summary className="cursor-pointer text-muted-foreground select-none hover:text-foreground">
            Error Details
          </summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap text-muted-foreground">
            {error.toString()}
            {componentStack ? `\n\nComponent stack:${componentStack}` : ''}
          </pre>
        </details>
      </div>
    );
  }
}
