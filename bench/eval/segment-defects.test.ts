import { describe, expect, it } from 'vitest';
import { defectClasses, reportDefects, type ReportOutput } from './defects';
import {
  adBrandDefects,
  adBrands,
  headingAsSpeakerDefects,
  isSectionHeading,
  spokenText,
  summarySpeakers,
} from './segment-defects';

const report = (
  summary: string,
  detail = 'Clear pictures on the lid cut contamination by half.',
): ReportOutput => ({
  title: 'Compost in the city',
  summary,
  keyLearnings: [{ title: 'Pictures beat rules', detail, speaker: 'Ana Ruiz' }],
  quotes: [{ text: 'We never went back to text-only lids.', speaker: 'Ana Ruiz' }],
  chapters: null,
});

const withAds = [
  '00:00:01 Welcome to Green Blocks. This episode is brought to you by Fernway and Quillbox.',
  '00:00:09 Fernway makes invoicing simple. Go to fernway.com/green.',
  '00:00:20 Ana, tell us about the lids.',
  '00:00:25 Clear pictures on the lid cut contamination by half.',
].join('\n');

describe('ad-brand', () => {
  it('finds the advertisers an ad read names, not the people a sponsorship is talked about with', () => {
    expect(adBrands(withAds)).toEqual(['Fernway', 'Quillbox']);
    expect(
      adBrands('Our meetup was sponsored by Google last year. We were lucky to be sponsored by everyone.'),
    ).toEqual([]);
    expect(
      adBrands('Support for this podcast comes from our friends at Tallow, the soap that lasts.'),
    ).toEqual(['Tallow']);
    expect(
      adBrands('Support for The Daily comes from Squarespace. A quick thanks to our sponsor, Shopify.'),
    ).toEqual(['Squarespace', 'Shopify']);
  });

  it('fires when a report names an advertiser, and not when it does not', () => {
    const bad = report('Ana Ruiz talks about compost. Fernway makes invoicing simple, says Ana Ruiz.');
    expect(adBrandDefects(bad, withAds)).toEqual([
      expect.objectContaining({
        class: 'ad-brand',
        field: 'summary',
        message: expect.stringContaining('Fernway'),
      }),
    ]);
    expect(adBrandDefects(report('Ana Ruiz talks about compost and lids.'), withAds)).toEqual([]);
  });

  it('lets a brand be named when the conversation is about it', () => {
    const about = [
      'This episode is brought to you by Fernway.',
      'x'.repeat(700),
      ...Array.from({ length: 8 }, (_, i) => `Fernway grew ${i + 2} times that year. ${'y'.repeat(100)}`),
    ].join('\n');
    expect(adBrands(about)).toEqual([]);
  });

  it('reads the spoken words of captions and JSON transcripts', () => {
    expect(
      spokenText(
        '1\n00:00:01,000 --> 00:00:04,000\nThis show is brought to you\n\n2\n00:00:04,000 --> 00:00:06,000\nby Fernway.',
      ),
    ).toBe('This show is brought to you by Fernway.');
    expect(
      adBrands(JSON.stringify({ segments: [{ body: 'Brought to you by' }, { body: 'Quillbox.' }] })),
    ).toEqual(['Quillbox']);
  });
});

describe('heading-as-speaker', () => {
  it('knows show-notes section words and lets names be', () => {
    for (const heading of ['Resources', '**Resources:**', 'Links', 'Episode links', 'Credits', 'Timestamps'])
      expect(isSectionHeading(heading), heading).toBe(true);
    for (const name of ['Kate Goldenring', 'Link', 'Host', 'Chris Adams'])
      expect(isSectionHeading(name), name).toBe(false);
  });

  it('reads the speakers of an opening line, of attributions and of "X explains"', () => {
    expect(
      summarySpeakers(
        'Chris Adams, Kate Goldenring, Resources and others talk about cold starts.\n\nCold starts matter, says Kate Goldenring. Chris Adams explains the rest.',
      ),
    ).toEqual(['Chris Adams', 'Kate Goldenring', 'Resources', 'Kate Goldenring', 'Chris Adams']);
  });

  it('fires on a section word as a speaker in the summary, a learning or a quote, and not on people', () => {
    const bad = report('Chris Adams, Kate Goldenring, Resources and others talk about cold starts.');
    bad.quotes = [{ text: 'Spin starts in a millisecond.', speaker: 'Links' }];
    expect(headingAsSpeakerDefects(bad).map((d) => `${d.class} ${d.field}`)).toEqual([
      'heading-as-speaker summary',
      'heading-as-speaker quotes[0].speaker',
    ]);
    expect(
      headingAsSpeakerDefects(report('Chris Adams and Kate Goldenring talk about cold starts.')),
    ).toEqual([]);
  });

  it('are registered and counted by the report detectors', () => {
    expect(defectClasses).toEqual(expect.arrayContaining(['ad-brand', 'heading-as-speaker']));
    const bad = report('Chris Adams, Resources and Kate Goldenring talk about Fernway invoices.');
    const classes = reportDefects(bad, ['Chris Adams'], withAds).map((d) => d.class);
    expect(classes).toEqual(expect.arrayContaining(['ad-brand', 'heading-as-speaker']));
    expect(reportDefects(bad, ['Chris Adams']).map((d) => d.class)).not.toContain('ad-brand');
  });
});
