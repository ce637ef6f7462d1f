import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PodcastCard } from './podcast-card';

const podcast = {
  creator_id: 'c1',
  channel_name: 'Deep Work Radio',
  logo_url: null,
  is_verified: false,
  subscriber_count: 12,
};

/** The classes that apply to a card in the spotlight (Tailwind's `data-[spotlight]:` variant). */
const spotlightStyles = (card: HTMLElement) =>
  card.className
    .split(/\s+/)
    .filter((c) => c.startsWith('data-[spotlight]:'))
    .map((c) => c.slice('data-[spotlight]:'.length));

describe('PodcastCard', () => {
  it('marks the spotlight without the focus ring’s look: no coloured border, outline or ring', () => {
    render(<PodcastCard podcast={podcast} spotlight href="/channels/c1" />);
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-spotlight');
    const styles = spotlightStyles(card);
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.filter((c) => /^(border|ring|outline)(-|$)/.test(c))).toEqual([]);
    // The keyboard focus keeps the ring.
    expect(screen.getByRole('link', { name: 'Deep Work Radio' })).toHaveClass('focus-visible:after:ring-2');
  });
});
