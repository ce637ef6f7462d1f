import { ApiError } from './api-error';

/**
 * Downloads a file the API answers (an export) with the session cookie, and saves it under `fileName`
 * through a temporary link. An error answer becomes an ApiError with the server's code and message.
 */
export async function downloadApiFile(path: string, fileName: string, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: 'same-origin', signal });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach Podbrief. Check your connection and try again.');
  }
  if (!response.ok) {
    let code = 'internal_error';
    let message = `The download failed (status ${response.status}). Please try again.`;
    try {
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      code = body.error?.code ?? code;
      message = body.error?.message ?? message;
    } catch {
      // Not JSON: keep the generic message.
    }
    throw new ApiError(response.status, code as ApiError['code'], message);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, so the browser has taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
