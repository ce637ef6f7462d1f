import { describe, expect, it } from 'vitest';
import { addressedNames, isSelfContained, isTalk, leansOnPrevious, nameMatcher } from './learning-rules';

const claims = [
  'Small pull requests get reviewed faster than large ones.',
  'A hive that loses its queen in autumn rarely survives the winter.',
  'If you run a large system, keep the data close to the machines that train on it.',
  'Teams should measure the time from commit to production, because that shows the real speed.',
  'We need to look at the strengths young people already have.',
  'A new manager learns fastest when he or she asks for feedback every week.',
];

describe('what may stand alone as a key learning', () => {
  it.each(claims)('keeps the claim %j', (text) => {
    expect(isSelfContained(text, nameMatcher(['Alma Reyes']))).toBe(true);
  });

  it.each([
    ['a question', 'Do you think the market will come back?'],
    ['a hedge', 'Maybe the cache was the problem all along.'],
    ['a held view', 'We feel that the gap is in the school environment.'],
    ['first-person narration', 'My first job was at a bakery in the harbour district.'],
    ['a story of "we"', 'We were crushing our old channel by adding video clips.'],
    ['"we" as the subject', 'We have an outreach team for the new members.'],
    ['"we" after an opening phrase', 'In other words, we have a parity error on that board.'],
    ['"our" as the subject', 'Our bot hands out the help channels one by one.'],
    ['the speakers as "us"', 'You can come and build the next release with us.'],
    ['a speaker addressed', 'You got into Python through the web framework back then.'],
    ['filler', 'Of course, yeah, there are new tools coming in all the time.'],
    ['a restart', 'You have to The whole remote control turns green.'],
    ['a stutter', 'One way to improve your hone your skills is to build things.'],
    ['a story without its subject', 'On the old channel it was huge for a while.'],
    ['a pronoun with nothing to refer to', 'It is the largest directory of its kind.'],
    ['an opening that continues the line before', 'In that case, the committee will look into the matter.'],
    ['a "she" with no one named', 'The committee agreed that she should lead the second review.'],
    ['the episode’s own procedure', 'Continuing with questions, we will go to the member for the north.'],
    ['a game’s procedure', 'You got the top answer there, so your team now controls the board.'],
    ['a debate’s clock', 'You have about 30 seconds for a question.'],
    ['trivia about a speaker', 'Alma was employee number eight at the company.'],
    ['a dependent clause alone', 'Because this automated solution is definitely not working now.'],
  ])('refuses %s', (_why, text) => {
    expect(isSelfContained(text, nameMatcher(['Alma Reyes']))).toBe(false);
  });

  it('lets a continuing sentence refer to the one before', () => {
    expect(isSelfContained('It also hides stale data.', null)).toBe(false);
    expect(isSelfContained('It also hides stale data.', null, true)).toBe(true);
  });

  it('takes roles for roles, not names', () => {
    expect(nameMatcher(['Project Manager', 'Marketing'])).toBeNull();
    const names = nameMatcher(['Hon. Bill Morneau', 'Project Manager']);
    expect(names?.test('Morneau said the banks will help.')).toBe(true);
    expect(names?.test('The project manager said the banks will help.')).toBe(false);
  });

  it('keeps a dependent clause that leads to a main one', () => {
    expect(isSelfContained('When a hive loses its queen, the workers raise a new one.', null)).toBe(true);
  });

  it('finds the people the speakers address by name, twice at least', () => {
    const lines = [
      'Tomasz, you did not like register windows.',
      'You were there for the early days, Tomasz.',
      'Yeah, you know how it goes.',
      'Well, that was the plan.',
      'Thanks, Marta.',
    ];
    expect(addressedNames(lines)).toEqual(['Tomasz']);
    const names = nameMatcher(addressedNames(lines));
    expect(isSelfContained('Tomasz is employee number eight at the company.', names)).toBe(false);
  });

  it('knows a sentence that leans on the one before', () => {
    expect(leansOnPrevious('And the second board had a faster clock.')).toBe(true);
    expect(leansOnPrevious('In that case, the committee will look into it.')).toBe(true);
    expect(leansOnPrevious(claims[1] as string)).toBe(false);
  });

  it('knows speech a summary should not repeat either', () => {
    expect(isTalk('The release was late, you know, because of the audit.')).toBe(true);
    expect(isTalk('You have to The whole remote control turns green.')).toBe(true);
    expect(isTalk('I lost two colonies to the wind last year.')).toBe(false);
    expect(isTalk(claims[0] as string)).toBe(false);
  });
});
