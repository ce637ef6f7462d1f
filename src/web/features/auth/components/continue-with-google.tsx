import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useAuth } from '../hooks/use-auth';
import { GoogleMark } from './google-mark';

export interface ContinueWithGoogleProps {
  sourcePage?: string | undefined;
  returnPath?: string | undefined;
  className?: string;
  autoFocus?: boolean;
}

/**
 * docs/product.md#sign-in: 'Continue with Google', showing 'Connecting...' while the browser leaves for
 * Google.
 */
export function ContinueWithGoogle({
  sourcePage,
  returnPath,
  className,
  autoFocus,
}: ContinueWithGoogleProps) {
  const { signIn } = useAuth();
  const [connecting, setConnecting] = useState(false);
  return (
    <Button
      size="lg"
      variant="outline"
      className={cn('w-full', className)}
      disabled={connecting}
      aria-busy={connecting}
      autoFocus={autoFocus}
      onClick={() => {
        setConnecting(true);
        signIn({ ...(sourcePage ? { sourcePage } : {}), ...(returnPath ? { returnPath } : {}) });
      }}
    >
      {connecting ? <Spinner size="sm" label="Connecting" /> : <GoogleMark className="size-5" />}
      {connecting ? 'Connecting...' : 'Continue with Google'}
    </Button>
  );
}
