import { type IconComponent } from '@web/components/icons/define-icon';
import { Clock, FolderKanban, Search, Sparkles } from './icons';
import { product } from '@shared/constants';
import { SectionHeading } from './section-heading';

const features: { title: string; text: string; icon: IconComponent; tint: string }[] = [
  {
    title: 'Save Time',
    text: `The substance of an hour-long episode in ${product.readingMinutesLabel}: up to ${product.claimedTimeSavedPercent}% of your listening time back.`,
    icon: Clock,
    tint: 'from-violet-500 to-indigo-600',
  },
  {
    title: 'All Organized',
    text: 'Every report from every show you follow in one feed you can filter, sort and search.',
    icon: FolderKanban,
    tint: 'from-sky-500 to-blue-600',
  },
  {
    title: 'Smart Info',
    text: 'AI summaries and key learnings that keep the ideas and skip the small talk.',
    icon: Sparkles,
    tint: 'from-fuchsia-500 to-pink-600',
  },
  {
    title: 'Easy Discovery',
    text: 'Find new channels worth following and try them free, without a card.',
    icon: Search,
    tint: 'from-emerald-500 to-teal-600',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Why Podbrief"
          title="Everything you need to learn faster"
          description="Built for people who love podcasts and never have enough time for them."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {features.map(({ title, text, icon: Icon, tint }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span
                className={`inline-flex size-11 items-center justify-center rounded-xl bg-linear-to-br ${tint} text-white shadow-md`}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-card-foreground">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
