const grouped = new Intl.NumberFormat('en-US');

/** '1 subscriber', '1,204 subscribers': counts with their noun, grouped for reading. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${grouped.format(count)} ${count === 1 ? singular : plural}`;
}
