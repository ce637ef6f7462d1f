import { describe, expect, it } from 'vitest';
import { appended, clockTime, compact, cut, fitTranscript } from './answer-shape';

describe('answers sized for a model', () => {
  it('cuts long text with a marker that says how much is left', () => {
    expect(cut('short', 10)).toBe('short');
    expect(cut('a'.repeat(15), 10)).toBe(`${'a'.repeat(10)}… [cut: 5 more characters]`);
  });

  it('drops the fields only a browser page uses and cuts strings at any depth', () => {
    expect(
      compact({ title: 'x'.repeat(700), summaryHtml: '<p>', channel: { logoUrl: 'l', channelName: 'c' } }),
    ).toEqual({ title: `${'x'.repeat(600)}… [cut: 100 more characters]`, channel: { channelName: 'c' } });
  });

  it('writes moments as a person quotes them', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(83.9)).toBe('1:23');
    expect(clockTime(3723)).toBe('1:02:03');
  });

  it('fits a transcript to the budget and says where to continue', () => {
    const segments = Array.from({ length: 5 }, (_, i) => ({ start: i * 10, text: 't'.repeat(300) }));
    const fitted = fitTranscript(segments, 1_000);
    expect(fitted.segments.map((s) => s.start)).toEqual([0, 10]);
    expect(fitted).toMatchObject({ nextStartSeconds: 20, omitted: 3 });
    expect(fitTranscript(segments, 100_000)).toMatchObject({ nextStartSeconds: null, omitted: 0 });
  });

  it('always gives the first segment, cut when it alone is over the budget', () => {
    const fitted = fitTranscript(
      [
        { start: null, text: 'w'.repeat(50) },
        { start: null, text: 'next' },
      ],
      20,
    );
    expect(fitted.segments).toHaveLength(1);
    expect(fitted.segments[0]!.text).toMatch(/^w{20}… \[cut: 30 more characters\]$/);
    // Without timestamps there is no moment to continue from.
    expect(fitted).toMatchObject({ nextStartSeconds: null, omitted: 1 });
  });

  it('adds to a note below what is there, or starts it', () => {
    expect(appended('', '  First.  ')).toBe('First.');
    expect(appended('Mine.\n\n', 'Added.')).toBe('Mine.\n\nAdded.');
  });
});
