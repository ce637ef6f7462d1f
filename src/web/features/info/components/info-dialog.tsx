import {
  BookOpen,
  Compass,
  CreditCard,
  Gift,
  Lightbulb,
  ListChecks,
  NotebookPen,
  Settings2,
  type LucideIcon,
} from 'lucide-react';
import { product } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

export interface InfoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const steps: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Browse & Subscribe',
    text: 'Find podcast channels you like and subscribe in one click.',
    icon: Compass,
  },
  {
    title: 'Get In-Depth Reports',
    text: 'Every new episode arrives as a report you can read in 1-2 minutes.',
    icon: BookOpen,
  },
  {
    title: 'Quick Key Learnings',
    text: 'Scan the key learnings to get the main ideas at a glance.',
    icon: Lightbulb,
  },
  {
    title: 'Take Personal Notes',
    text: 'Write your own note on any report; it is saved as you type. Select text and press H to keep it as a highlight.',
    icon: NotebookPen,
  },
  {
    title: 'Track & Organize',
    text: 'Mark reports as read, keep favourites and see your progress.',
    icon: ListChecks,
  },
  {
    title: 'Manage Subscriptions',
    text: 'See all your subscriptions in one place and cancel any time.',
    icon: Settings2,
  },
];

/** docs/product.md#shell, info dialog: 'How to use the platform'. */
export function InfoDialog({ open, onOpenChange }: InfoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle size="xl-2xl">Unlock Podcast Superpowers!</DialogTitle>
          <DialogDescription>
            Podbrief turns podcast episodes into short reports. Here is how to get the most out of it.
          </DialogDescription>
        </DialogHeader>

        <ol className="grid gap-3 sm:grid-cols-2">
          {steps.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="flex gap-3 rounded-xl border border-border bg-card p-3.5">
              <span className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
                <span
                  aria-hidden
                  className="absolute -top-1.5 -left-1.5 inline-flex size-5 items-center justify-center rounded-full bg-primary text-[11px] font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
              </span>
              <div>
                <h3 className="text-sm font-semibold text-card-foreground">{title}</h3>
                <p className="mt-0.5 text-sm leading-5 text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>

        <div className="rounded-xl border border-primary/30 bg-primary/10 p-4">
          <p className="text-sm font-semibold text-foreground">Free trial</p>
          <ul className="mt-2 grid gap-1.5 text-sm text-foreground">
            <li className="flex items-center gap-2">
              <Gift className="size-4 shrink-0 text-primary" aria-hidden />
              Subscribe to up to {product.freeTrialCreatorLimit} podcasts for free during the trial.
            </li>
            <li className="flex items-center gap-2">
              <CreditCard className="size-4 shrink-0 text-primary" aria-hidden />
              No credit card needed. More subscription options are coming soon.
            </li>
          </ul>
        </div>

        <DialogFooter>
          <Button onClick={() => onOpenChange(false)} className="sm:min-w-32">
            Got it!
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
