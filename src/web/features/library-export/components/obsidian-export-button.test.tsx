import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError } from '@web/test/server';
import { ObsidianExportButton } from './obsidian-export-button';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ObsidianExportButton', () => {
  it('downloads the zip under its file name, busy while it is made', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer({
      'GET /api/exports/obsidian.zip': async () => {
        await held;
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          headers: { 'content-type': 'application/zip' },
        });
      },
    });
    // jsdom has no object URLs and does not follow links: the browser's parts are watched, not ours.
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    render(<ObsidianExportButton />);
    await user.click(screen.getByRole('button', { name: 'Export to Obsidian' }));
    const busy = await screen.findByRole('button', { name: 'Preparing export…' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Export to Obsidian' })).toBeEnabled();
    expect(clicked.map((a) => [a.download, a.getAttribute('href')])).toEqual([
      ['podbrief-obsidian.zip', 'blob:export'],
    ]);
    expect(created[0]?.size).toBe(4);
  });

  it("shows the server's reason when the export fails", async () => {
    answer({
      'GET /api/exports/obsidian.zip': () =>
        apiError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.'),
    });
    const user = userEvent.setup();
    render(<ObsidianExportButton />);
    await user.click(screen.getByRole('button', { name: 'Export to Obsidian' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(screen.getByRole('button', { name: 'Export to Obsidian' })).toBeEnabled();
  });
});
