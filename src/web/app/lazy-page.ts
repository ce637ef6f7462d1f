import { timings } from '@shared/constants';

/** A page's code could not be loaded (network, missing chunk after a deploy, or the 10 s timeout). */
export class LazyPageError extends Error {
  readonly pageName: string;
  constructor(pageName: string, cause: unknown) {
    super(`Failed to load ${pageName}`, { cause });
    this.name = 'LazyPageError';
    this.pageName = pageName;
  }
}

class LazyLoadTimeoutError extends Error {
  constructor(pageName: string, timeoutMs: number) {
    super(`Loading ${pageName} took longer than ${timeoutMs / 1000} s`);
    this.name = 'LazyLoadTimeoutError';
  }
}

/** Loads a page module, failing after the lazy-load timeout (10 s) instead of spinning forever. */
export async function loadPage<T>(
  pageName: string,
  load: () => Promise<T>,
  timeoutMs: number = timings.lazyLoadTimeoutMs,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LazyLoadTimeoutError(pageName, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    throw new LazyPageError(pageName, error);
  } finally {
    clearTimeout(timer);
  }
}

const moduleLoadPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
  /Loading chunk [\w-]+ failed/i,
];

/** A code chunk failed to load somewhere below a page (not the page itself). */
export function isModuleLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || moduleLoadPatterns.some((pattern) => pattern.test(error.message));
}
