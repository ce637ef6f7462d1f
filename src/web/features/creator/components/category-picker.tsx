import { Check } from 'lucide-react';
import { contentCategories, creatorLimits, type ContentCategory } from '@shared/contract/creator';
import { cn } from '@web/lib/cn';

export interface CategoryPickerProps {
  value: ContentCategory[];
  onChange: (next: ContentCategory[]) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * Toggle chips for the channel's categories, at most five. Each chip is a real toggle button
 * (aria-pressed); once five are chosen the others are disabled and the counter says why.
 */
export function CategoryPicker({
  value,
  onChange,
  id = 'channel-categories',
  disabled = false,
}: CategoryPickerProps) {
  const full = value.length >= creatorLimits.maxCategories;
  const toggle = (category: ContentCategory) =>
    onChange(value.includes(category) ? value.filter((c) => c !== category) : [...value, category]);

  return (
    <fieldset className="grid gap-2.5" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">Categories</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Pick up to {creatorLimits.maxCategories} so listeners find your channel.{' '}
        <span aria-live="polite">
          {value.length} of {creatorLimits.maxCategories} chosen.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {contentCategories.map((category) => {
          const selected = value.includes(category);
          return (
            <button
              key={category}
              type="button"
              aria-pressed={selected}
              disabled={disabled || (!selected && full)}
              onClick={() => toggle(category)}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'disabled:cursor-not-allowed disabled:opacity-45',
                selected
                  ? 'border-primary bg-primary/15 font-medium text-foreground'
                  : 'border-border bg-background text-muted-foreground hover:border-primary/60 hover:text-foreground',
              )}
            >
              {selected && <Check className="size-3.5 text-primary" aria-hidden />}
              {category}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
