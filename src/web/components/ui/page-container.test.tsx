import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageContainer } from './page-container';

describe('PageContainer', () => {
  it('centres the reading column in the shared box, as the creator pages centre theirs', () => {
    render(
      <PageContainer measure="reading" gap={8} className="pb-12">
        <p>Report text</p>
      </PageContainer>,
    );
    const column = screen.getByText('Report text').parentElement!;
    expect(column).toHaveAttribute('data-reading-column');
    // Auto side margins centre it; the measure and the page's own classes stay on the column.
    expect(column).toHaveClass('mx-auto', 'max-w-3xl', 'w-full', 'gap-8', 'pb-12');
    // One gap: cn does not merge classes (ADR 249), so the default must not be there beside the chosen one.
    expect([...column.classList].filter((c) => c.startsWith('gap-'))).toEqual(['gap-8']);
    expect(column.parentElement).toHaveClass('mx-auto', 'max-w-6xl');
  });

  it('keeps a wide page as one box without an inner column', () => {
    render(
      <PageContainer>
        <p>Dashboard</p>
      </PageContainer>,
    );
    expect(screen.getByText('Dashboard').parentElement).toHaveAttribute('data-page-container');
  });
});
