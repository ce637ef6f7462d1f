import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyBarChart } from './money-bar-chart';

const bars = [
  { month: '2026-06', value: 0 },
  { month: '2026-07', value: 1200 },
  { month: '2026-08', value: -50 },
  { month: '2026-09', value: 600 },
];

describe('MoneyBarChart', () => {
  it('draws one bar a month, named and summed up for screen readers', () => {
    render(<MoneyBarChart title="Net per month" valueLabel="Net" bars={bars} currency="usd" />);
    const image = screen.getByRole('img', { name: /Net per month/ });
    expect(image).toHaveAccessibleName(
      'Net per month Net went from $0.00 in June 2026 to $6.00 in September 2026.',
    );
    const rects = image.querySelectorAll('rect');
    expect(rects).toHaveLength(4);
    const height = (month: string) =>
      Number(image.querySelector(`rect[data-month="${month}"]`)?.getAttribute('height'));
    expect(height('2026-07')).toBeGreaterThan(height('2026-09'));
    expect(height('2026-09')).toBeGreaterThan(height('2026-08'));
  });

  it('draws a month that lost money below the line, in the warning colour', () => {
    render(<MoneyBarChart title="Net per month" valueLabel="Net" bars={bars} currency="usd" />);
    const image = screen.getByRole('img');
    const lost = image.querySelector('rect[data-month="2026-08"]');
    const won = image.querySelector('rect[data-month="2026-07"]');
    const line = Number(image.querySelector('line')?.getAttribute('y1'));
    expect(Number(lost?.getAttribute('y'))).toBeCloseTo(line);
    expect(Number(won?.getAttribute('y'))).toBeLessThan(line);
    expect(lost).toHaveClass('fill-destructive');
  });

  it('gives the same numbers as a table', () => {
    render(<MoneyBarChart title="Net per month" valueLabel="Net" bars={bars} currency="usd" />);
    const table = screen.getByRole('table', { name: 'Net per month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[3]).toHaveTextContent('August 2026-$0.50');
  });
});
