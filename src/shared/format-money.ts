/**
 * An amount of integer cents as money in its currency (ISO 4217, any case), e.g. 1080 usd → '$10.80',
 * -50 usd → '-$0.50'. English formatting, as every other string of the product.
 */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(cents / 100);
  } catch {
    // A code the runtime does not know still shows its amount.
    return `${(cents / 100).toFixed(2)} ${code}`;
  }
}

/** 'YYYY-MM' as 'Nov 2026' (short) or 'November 2026' (long). */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat('en-US', { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}
