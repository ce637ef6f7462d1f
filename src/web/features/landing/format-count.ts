const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** 999 → "999", 12 400 → "12.4K": exact while it fits at a glance, compact beyond. */
export function formatCount(value: number): string {
  return value >= 10_000 ? compact.format(value) : whole.format(value);
}

export function formatSubscribers(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'subscriber' : 'subscribers'}`;
}
