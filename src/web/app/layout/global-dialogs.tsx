import { lazy, Suspense, useState } from 'react';
import { useDialogs, type DialogName, type SignInDialogOptions } from '@web/lib/dialogs';

// Each dialog's code is fetched the first time it opens (they are rarely opened, and the landing page
// must load fast); once loaded it stays mounted so closing can animate.
const SignInDialog = lazy(() =>
  import('@web/features/auth/components/sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
);
const FeedbackDialog = lazy(() =>
  import('@web/features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);
const InfoDialog = lazy(() =>
  import('@web/features/info/components/info-dialog').then((m) => ({ default: m.InfoDialog })),
);

/**
 * The app-wide dialogs, opened from anywhere with `useDialogs().open(name, options)`; only the current one is
 * open. Props are `{ open, onOpenChange }` (+ the sign-in dialog's title, description, sourcePage,
 * returnPath).
 */
export function GlobalDialogs() {
  const { current, close } = useDialogs();
  const [used, setUsed] = useState<ReadonlySet<DialogName>>(() => new Set());
  // The sign-in wording stays while the dialog animates out.
  const [signIn, setSignIn] = useState<SignInDialogOptions>({});
  const currentName = current?.name;
  const signInOptions = current?.name === 'signIn' ? current.options : undefined;

  // Derived during render (React's "storing information from previous renders"), not in effects.
  if (currentName && !used.has(currentName)) setUsed(new Set(used).add(currentName));
  if (signInOptions && signInOptions !== signIn) setSignIn(signInOptions);

  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  const isOpen = (name: DialogName) => currentName === name;
  const mounted = (name: DialogName) => isOpen(name) || used.has(name);

  return (
    <Suspense fallback={null}>
      {mounted('signIn') && (
        <SignInDialog
          open={isOpen('signIn')}
          onOpenChange={onOpenChange}
          title={(signInOptions ?? signIn).title}
          description={(signInOptions ?? signIn).description ?? 'Sign in to access your account'}
          sourcePage={(signInOptions ?? signIn).sourcePage}
          returnPath={(signInOptions ?? signIn).returnPath}
        />
      )}
      {mounted('feedback') && <FeedbackDialog open={isOpen('feedback')} onOpenChange={onOpenChange} />}
      {mounted('info') && <InfoDialog open={isOpen('info')} onOpenChange={onOpenChange} />}
    </Suspense>
  );
}
