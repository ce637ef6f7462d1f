/** The title block of a creator page: one h1 per page. */
export function CreatorPageHeader({ title, description }: { title: string; description: string }) {
  return (
    <header className="grid gap-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </header>
  );
}
