import { Link } from 'react-router';
import { Mic } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** Shown on creator pages to a signed-in user who is not a creator yet. */
export function NotCreatorNotice({ onboardingHref }: { onboardingHref: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mic className="size-5 text-primary" aria-hidden />
          You are not a creator yet
        </CardTitle>
        <CardDescription>
          Become a creator to run a channel, publish reports of your episodes and invite listeners.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={onboardingHref} className={buttonClasses()}>
          Become a creator
        </Link>
      </CardContent>
    </Card>
  );
}
