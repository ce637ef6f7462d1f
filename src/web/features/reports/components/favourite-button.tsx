// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Star } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

/** A star toggle with a pressed state screen readers announce. */
export function FavouriteButton({
  isFavourite,
  title,
  onToggle,
  size = 'icon',
  withLabel = false,
  className,
}: {
  isFavourite: boolean;
  title: string;
  onToggle: () => void;
  size?: 'icon' | 'sm' | 'md';
  withLabel?: boolean;
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant="quiet"
      size={size}
      aria-pressed={isFavourite}
      aria-label={
        withLabel
          ? undefined
          : isFavourite
            ? `Remove “${title}” from favourites`
            : `Add “${title}” to favourites`
      }
      title={isFavourite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
      className={cn(
        isFavourite ? 'text-warning' : 'text-muted-foreground hover:text-accent-foreground',
        className,
      )}
    >
      <Star className={cn(isFavourite && 'fill-current')} aria-hidden />
      {withLabel ? (isFavourite ? 'Favourite' : 'Add to favourites') : null}
    </Button>
  );
}
