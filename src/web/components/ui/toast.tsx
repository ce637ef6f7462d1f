import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store';

export { toast, type ToastInput } from './toast-store';

const ToasterView = lazy(() => import('./toaster-view'));

const hasToasts = () => getToasts().length > 0;

/**
 * Mounted once in the providers. `toast({ title, description, variant })` works from anywhere; the Radix
 * toast code (max 5, 5000 ms, swipe right 50, F8) is fetched when the first toast appears, so it does not
 * weigh on the first page load. Once loaded it stays mounted.
 */
export function Toaster() {
  const active = useSyncExternalStore(subscribeToasts, hasToasts, () => false);
  // Remembered during render (not in an effect) so the view mounts in the same pass as the first toast.
  const [loaded, setLoaded] = useState(false);
  if (active && !loaded) setLoaded(true);
  if (!active && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
