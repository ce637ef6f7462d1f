import { Link } from 'react-router';
import { FileUp } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ObsidianExportButton } from './obsidian-export-button';
import { OpmlExportButton } from './opml-export-button';

/**
 * "Your data" on the profile: the reader's library for Obsidian, and their subscriptions out (OPML) and
 * in (the import lives beside the subscriptions it changes).
 */
export function YourDataSection({ importHref }: { importHref: string }) {
  return (
    <section aria-labelledby="your-data-title">
      <Card className="gap-4 p-6">
        <div>
          <h2 id="your-data-title" className="font-semibold">
            Your data
          </h2>
          <p className="text-sm text-muted-foreground">
            Take what you read to the tools where you think: your reports, notes and highlights as an Obsidian
            vault, your subscriptions as OPML for any podcast app.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
          <ObsidianExportButton />
          <OpmlExportButton />
          <Link to={importHref} className={buttonClasses({ variant: 'ghost' })}>
            <FileUp aria-hidden />
            Import OPML
          </Link>
        </div>
      </Card>
    </section>
  );
}
