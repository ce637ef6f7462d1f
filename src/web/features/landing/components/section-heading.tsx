import { cn } from '@web/lib/cn';

export interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  className?: string;
}

/** The centred eyebrow + title + lead that opens each landing section. */
export function SectionHeading({ id, eyebrow, title, description, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        {title}
      </h2>
      {description && (
        <p className="mt-4 text-base text-muted-foreground sm:text-lg sm:leading-8">{description}</p>
      )}
    </div>
  );
}
