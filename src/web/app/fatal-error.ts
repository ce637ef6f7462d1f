/**
 * 'Application Error' (docs/product.md#general-behaviour): shown when React itself cannot mount or an error
 * escapes every boundary. Plain DOM on purpose — it must work when React is the thing that failed.
 */
export function renderFatalError(container: HTMLElement, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const wrapper = document.createElement('div');
  wrapper.setAttribute('role', 'alert');
  wrapper.className =
    'mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center';

  const title = document.createElement('h1');
  title.className = 'text-2xl font-semibold';
  title.textContent = 'Application Error';

  const text = document.createElement('p');
  text.className = 'text-muted-foreground';
  text.textContent = 'The application could not start. Please refresh the page to try again.';

  const detail = document.createElement('pre');
  detail.className =
    'max-w-full overflow-auto rounded-md bg-muted p-3 text-left text-xs text-muted-foreground';
  detail.textContent = message;

  const button = document.createElement('button');
  button.type = 'button';
  button.className =
    'inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90';
  button.textContent = 'Refresh';
  button.addEventListener('click', () => window.location.reload());

  wrapper.append(title, text, detail, button);
  container.replaceChildren(wrapper);
}
