import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressProvider, useSetProgress } from '@web/lib/progress';
import { VersionBadge } from './version-badge';

/** A stand-in producer (like the report reader): buttons that report progress under a key. */
function Producer() {
  const setProgress = useSetProgress();
  const steps: [string, string, number | null][] = [
    ['read 42.4', 'read', 42.4],
    ['job 80', 'job', 80],
    ['job done', 'job', null],
    ['read 130', 'read', 130],
    ['read done', 'read', null],
  ];
  return (
    <>
      {steps.map(([label, key, percent]) => (
        <button key={label} onClick={() => setProgress(key, percent)}>
          {label}
        </button>
      ))}
    </>
  );
}

const press = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));

describe('VersionBadge', () => {
  it('shows the version until a progress is active, then a percentage, then the version again', () => {
    render(
      <ProgressProvider>
        <Producer />
        <VersionBadge />
      </ProgressProvider>,
    );
    expect(screen.getByText('v0.7.0')).toBeInTheDocument();
    // In the page's footer landmark, so screen-reader navigation by landmarks reaches it, and in the flow
    // of the page: fixed in a corner, it covered content (docs/product.md#shell).
    const footer = screen.getByRole('contentinfo', { name: 'Version' });
    expect(footer).toHaveTextContent('v0.7.0');
    for (const element of [footer, screen.getByTestId('version-badge')])
      expect(element.className).not.toMatch(/(^|[\s:])(fixed|absolute|sticky)(\s|$)/);

    press('read 42.4');
    expect(screen.queryByText('v0.7.0')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveValue(42);
    expect(screen.getByRole('complementary', { name: 'Progress' })).toBeInTheDocument();
    expect(screen.getByText('42%')).toBeInTheDocument();

    press('job 80');
    expect(screen.getByText('80%')).toBeInTheDocument();
    press('job done');
    expect(screen.getByText('42%')).toBeInTheDocument();
    press('read 130');
    expect(screen.getByText('100%')).toBeInTheDocument();
    press('read done');
    expect(screen.getByText('v0.7.0')).toBeInTheDocument();
  });
});
