import { describe, expect, it, vi } from 'vitest';
import { renderFatalError } from './fatal-error';

describe("'Application Error'", () => {
  it('replaces the root with the message and a refresh button', () => {
    const root = document.createElement('div');
    root.textContent = 'Initializing application...';
    renderFatalError(root, new Error('createRoot failed'));
    expect(root.querySelector('h1')).toHaveTextContent('Application Error');
    expect(root).toHaveTextContent('createRoot failed');
    expect(root).not.toHaveTextContent('Initializing application...');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    root.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
