import { ShieldCheck } from 'lucide-react';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { droppedPartName } from '../lib/thin-report';

/**
 * What the checks left out of the language model's answer, and why (ADR 218): a number or a name the
 * transcript does not have where it was cited, a misquote, a sentence that cites nothing…
 */
export function DroppedByChecks({ dropped }: { dropped: CreatorReport['droppedByChecks'] }) {
  if (dropped.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldCheck className="size-5" aria-hidden /> Left out by the checks
        </CardTitle>
        <CardDescription>
          The language model also wrote these, but the transcript does not back them where they cite it, so
          they are not in the report.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <details>
          <summary className="cursor-pointer text-sm font-medium">
            {dropped.length} {dropped.length === 1 ? 'part' : 'parts'} left out
          </summary>
          <ul className="mt-3 grid gap-3" aria-label="Left out by the checks">
            {dropped.map((item, i) => (
              <li key={i} className="text-sm">
                <p>
                  <span className="font-medium">{droppedPartName(item.part)}:</span>{' '}
                  {item.text.length > 300 ? `${item.text.slice(0, 300)}…` : item.text}
                </p>
                <p className="text-muted-foreground">Why: {item.reason}.</p>
              </li>
            ))}
          </ul>
        </details>
      </CardContent>
    </Card>
  );
}
