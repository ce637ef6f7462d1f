import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ContinueWithGoogle } from './continue-with-google';

/**
 * What a signed-out visitor of a signed-in page sees (RequireAuth): sign in right there, or go home. Its
 * own chunk, since a signed-in reader's first visit never draws it (issue 41).
 */
export default function SignInRequired() {
  return (
    <Card className="w-full max-w-sm" data-testid="sign-in-required">
      <CardHeader className="items-center text-center">
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Lock aria-hidden className="size-5" />
        </span>
        <h1 className="text-xl leading-tight font-semibold tracking-tight">Sign In</h1>
        <CardDescription>Sign in to continue</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ContinueWithGoogle sourcePage="protected_route" />
        <Button asChild variant="ghost" className="w-full">
          <Link to="/">Go to Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
