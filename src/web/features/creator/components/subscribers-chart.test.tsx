import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceMax, SubscribersChart } from './subscribers-chart';

describe('SubscribersChart', () => {
  it('rounds the axis to whole steps', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(37)).toBe(40);
    expect(niceMax(101)).toBe(200);
  });

  it('draws an image with a summary and the same numbers as a table', () => {
    const points = Array.from({ length: 12 }, (_, i) => ({
      weekStart: `2025-0${i < 9 ? 1 : 2}-${String((i % 9) + 1).padStart(2, '0')}`,
      subscribers: i,
    }));
    render(<SubscribersChart points={points} />);
    const image = screen.getByRole('img', { name: /Subscribers over the last 12 weeks/ });
    expect(image.querySelectorAll('circle')).toHaveLength(12);
    expect(screen.getAllByRole('row')).toHaveLength(13);
  });
});
