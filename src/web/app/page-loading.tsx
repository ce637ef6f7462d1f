import { Spinner } from '@web/components/ui/spinner';

/** The loading message a lazy page shows while its code arrives (docs/product.md#general-behaviour). */
export function PageLoading({ name }: { name: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <Spinner size="lg" label={`Loading ${name}`} className="text-primary" />
      <p className="text-sm">Loading {name}...</p>
    </div>
  );
}
