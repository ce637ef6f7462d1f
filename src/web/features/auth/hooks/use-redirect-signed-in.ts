import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './use-auth';

const SIGNED_IN_HOME = '/subscriber/reports';

/**
 * docs/product.md#pages-and-routes: '/' sends a signed-in user to their reports. The landing page calls this;
 * it returns true while that redirect is pending so the page can render nothing meanwhile.
 */
export function useRedirectSignedIn(to: string = SIGNED_IN_HOME): boolean {
  const { status } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'signed-in') void navigate(to, { replace: true });
  }, [status, navigate, to]);
  return status === 'signed-in';
}
