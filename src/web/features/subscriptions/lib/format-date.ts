/** Spec §2: plan dates use long month, day, year ('March 15, 2025'), in the reader's time zone. */
export function formatLongDate(iso: string, timeZone?: string): string {
  return longDateIn(timeZone).format(new Date(iso));
}

// One formatter per time zone, made on first use: building one costs far more than using it.
const longDates = new Map<string, Intl.DateTimeFormat>();
function longDateIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = longDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      ...(timeZone ? { timeZone } : {}),
    });
    longDates.set(key, format);
  }
  return format;
}

/** Spec §9: the price is amount/100 with 2 decimals followed by the interval. */
export { formatPrice } from '@shared/contract/channels';
