/** Spec §2: plan dates use long month, day, year ('March 15, 2025'), in the reader's time zone. */
export function formatLongDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** Spec §9: the price is amount/100 with 2 decimals followed by the interval. */
export { formatPrice } from '@shared/contract/channels';
