import { type IconComponent } from '@web/components/icons/define-icon';
import { BookOpen, Compass, Lightbulb, ListChecks, NotebookPen, Settings2 } from './icons';
import type { ComponentType } from 'react';
import { Button } from '@web/components/ui/button';
import {
  DetailVisual,
  DiscoverVisual,
  KeyPointsVisual,
  ManageVisual,
  NotesVisual,
  ReportsVisual,
} from './preview-visuals';
import { SectionHeading } from './section-heading';

interface Step {
  title: string;
  text: string;
  icon: IconComponent;
  Visual: ComponentType;
}

/**
 * docs/product.md#landing-page: discover and subscribe, reports, report detail, key points, notes, manage
 * subscriptions.
 */
const steps: Step[] = [
  {
    title: 'Discover and subscribe',
    text: 'Browse podcast channels and subscribe to the shows you love in one click.',
    icon: Compass,
    Visual: DiscoverVisual,
  },
  {
    title: 'Your reports',
    text: 'Every new episode lands in your feed as a short report, newest first.',
    icon: ListChecks,
    Visual: ReportsVisual,
  },
  {
    title: 'Read the report',
    text: 'Open any report for the whole episode in a few clear paragraphs.',
    icon: BookOpen,
    Visual: DetailVisual,
  },
  {
    title: 'Key points',
    text: 'The ideas worth keeping, pulled out as key learnings you can scan in seconds.',
    icon: Lightbulb,
    Visual: KeyPointsVisual,
  },
  {
    title: 'Take notes',
    text: 'Write your own thoughts next to each report. They save as you type.',
    icon: NotebookPen,
    Visual: NotesVisual,
  },
  {
    title: 'Manage subscriptions',
    text: 'See every subscription in one place and change your mind any time.',
    icon: Settings2,
    Visual: ManageVisual,
  },
];

export function PlatformPreview({ onSignIn, signingIn }: { onSignIn: () => void; signingIn: boolean }) {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-20 border-y border-border bg-muted/30 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From episode to insight in six steps"
          description="A quick look at the platform: follow your shows, read their reports, keep what you learn."
        />
        <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {steps.map(({ title, text, icon: Icon, Visual }, index) => (
            <li
              key={title}
              className="group flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <Visual />
              <div className="flex items-start gap-3">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-[18px]" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold text-card-foreground">
                    <span className="mr-1.5 text-muted-foreground tabular-nums">{index + 1}.</span>
                    {title}
                  </h3>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{text}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex justify-center">
          <Button variant="cta" size="xl" onClick={onSignIn} disabled={signingIn}>
            Try It Now - It&apos;s Free
          </Button>
        </div>
      </div>
    </section>
  );
}
