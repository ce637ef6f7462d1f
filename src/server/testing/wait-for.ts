/**
 * Polls `probe` until it returns a value that is not undefined (or `false`), or fails after `timeoutMs`.
 * For background work a test cannot await directly: jobs, timers in another process. This is the one
 * place a server test waits between tries (the no-fixed-waits guard holds the rest to conditions).
 *
 * A probe that throws is tried again (a server still starting refuses connections), unless `errors` is
 * 'throw': then the first error ends the wait.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  options: { timeoutMs?: number; intervalMs?: number; what?: string; errors?: 'retry' | 'throw' } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const intervalMs = options.intervalMs ?? 100;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      if (options.errors === 'throw') throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${options.what ?? 'a condition'}${reason}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
