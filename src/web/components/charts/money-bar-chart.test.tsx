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

  const box = (image: Element, month: string) => {
    const rect = image.querySelector(`rect[data-month="${month}"]`);
    return { y: Number(rect?.getAttribute('y')), height: Number(rect?.getAttribute('height')) };
  };
  const lineY = (image: Element) => Number(image.querySelector('line')?.getAttribute('y1'));
  const viewHeight = (image: Element) => Number(image.getAttribute('viewBox')?.split(' ')[3]);

  it('lays a month of zero on the zero line, inside the drawing, when other months made money', () => {
    render(<MoneyBarChart title="Net per month" valueLabel="Net" bars={bars} currency="usd" />);
    const image = screen.getByRole('img');
    const line = lineY(image);
    const zero = box(image, '2026-06');
    expect(line).toBeLessThan(viewHeight(image));
    expect(zero.height).toBeGreaterThan(0);
    expect(zero.height).toBeLessThan(5);
    // Its bottom edge is the line, not below the drawing (where it would be cut off).
    expect(zero.y + zero.height).toBeCloseTo(line);
    // A money-making month grows up from the same line.
    const won = box(image, '2026-07');
    expect(won.y + won.height).toBeCloseTo(line);
  });

  it('lays a month of zero on the line, not above the drawing, when every other month lost money', () => {
    const lost = [
      { month: '2026-08', value: -300 },
      { month: '2026-09', value: 0 },
    ];
    render(<MoneyBarChart title="Net per month" valueLabel="Net" bars={lost} currency="usd" />);
    const image = screen.getByRole('img');
    const line = lineY(image);
    expect(line).toBe(0);
    const zero = box(image, '2026-09');
    expect(zero.y).toBeCloseTo(line);
    expect(zero.height).toBeGreaterThan(0);
    expect(zero.height).toBeLessThan(5);
    const down = box(image, '2026-08');
    expect(down.y).toBeCloseTo(line);
    expect(down.y + down.height).toBeCloseTo(viewHeight(image));
  });

  it('draws a month of a few cents up from the line, not across it', () => {
    const few = [
      { month: '2026-08', value: 100_000 },
      { month: '2026-09', value: 1 },
    ];
    render(<MoneyBarChart title="Net per month" valueLabel="Net" bars={few} currency="usd" />);
    const image = screen.getByRole('img');
    const cents = box(image, '2026-09');
    expect(cents.height).toBeGreaterThan(0);
    expect(cents.y + cents.height).toBeCloseTo(lineY(image));
  });

  it('says there were no payments instead of drawing an empty box when every month is zero', () => {
    const none = ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09'].map((month) => ({
      month,
      value: 0,
    }));
    render(<MoneyBarChart title="Net per month" valueLabel="Net" bars={none} currency="usd" />);
    expect(screen.getByText('No payments in the last 6 months')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('rect')).toBeNull();
  });
});
