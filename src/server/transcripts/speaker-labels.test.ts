import { describe, expect, it } from 'vitest';
import { isShowNotesHeading, matchSpeakerLabel } from './speaker-labels';

describe('show-notes headings', () => {
  it.each([
    'Resources',
    '**Resources:**',
    'Links',
    'Episode links',
    'Links mentioned in this episode',
    'Mentioned in this episode',
    'Credits',
    'Timestamps',
    'Show notes',
    'Chapters',
    'Sponsors',
    'Guests',
    'About the guest',
    'Where to find Kate',
    'Further reading',
    'Produced by',
  ])('knows "%s" as a section, never a speaker', (heading) => {
    expect(isShowNotesHeading(heading)).toBe(true);
    expect(matchSpeakerLabel(`${heading}: https://example.com/notes`)).toBeNull();
    expect(matchSpeakerLabel(`**${heading.replace(/\*|:/g, '')}:** words`)).toBeNull();
  });

  it.each(['Kate Goldenring', 'Link', 'Host', 'Guest', 'Speaker 2', 'Dr. Ana Ruiz', 'Chris Adams, Host'])(
    'lets "%s" be a speaker',
    (name) => {
      expect(isShowNotesHeading(name)).toBe(false);
      expect(matchSpeakerLabel(`**${name}:** Welcome to the show.`)?.label).toBe(name);
    },
  );
});
