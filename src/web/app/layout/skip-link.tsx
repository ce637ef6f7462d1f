/** First focusable element: keyboard users jump past the header and sidebar. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[70] rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
