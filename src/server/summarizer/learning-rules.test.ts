import { describe, expect, it } from 'vitest';
import {
  addressedNames,
  carriesClaim,
  isSelfContained,
  isTalk,
  isTalkLine,
  leansOnPrevious,
  nameMatcher,
} from './learning-rules';

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
    ['a move of a game played on the show', 'The Hive Team gets ten points for naming the queen.'],
    ['a round of a quiz', 'The final round decides who takes the honey jar home.'],
    ['a demo narrated', 'If we scroll down, the hive map shows every colony in red.'],
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

describe('the conversation moves a learning may not be (issue 29)', () => {
  it.each([
    ['a point picked up', 'You bring up vector databases for the search index.'],
    ['the other speaker quoted back', 'As you said, a quiet room beats an expensive microphone.'],
    ['a pointer to the line before', 'That one works better for long recordings on the road.'],
    ['an apology', 'Sorry, the second hive was the one with the new queen.'],
    ['an aside about the call', 'Can you hear me now that the second hive is open?'],
    ['an article with nothing after it', 'The these hives need a windbreak before the winter.'],
    ['a word broken off and said again', 'Every beekeeper should check the varr varroa count in spring.'],
  ])('refuses %s', (_why, text) => {
    expect(isSelfContained(text, null)).toBe(false);
  });

  it('wants eight words, four of them content words, to carry a claim', () => {
    expect(carriesClaim('You have to draw a cat.')).toBe(false);
    expect(carriesClaim('It is what it is, you know, and so on.')).toBe(false);
    expect(carriesClaim(claims[1] as string)).toBe(true);
  });
});

describe('a line of talk a summary does not tell (issue 29)', () => {
  it.each([
    ['an apology with an aside', 'Sorry about that, I just escape this one.'],
    ['a restart', 'Only for television On the market you can buy a cheap one.'],
    ['a backchannel', 'Yeah, okay, right.'],
    ['a backchannel opening', 'Okay so the budget goes to the new hives.'],
    ['the speaker’s own story', 'I kept two hives on the roof of the bakery.'],
    ['the speaker inside the line', 'The roof is windy, I never liked it up there.'],
    ['a hedge opening it', 'Maybe the wind matters more than the sun.'],
    ['a hedge inside it', 'The hives sort of need a windbreak in winter.'],
    ['a pronoun with its referent in the line before', 'It needs a windbreak before the first frost.'],
    ['a "she" with no one named', 'The committee agreed that she leads the review.'],
    ['no finite verb', 'One of the reasons to keep bees on the roof.'],
    ['a subordinate clause alone', 'As we want to sell it in every country.'],
    ['a line cut off', 'The quality of the honey depends on the.'],
    ['a speaker addressed', 'Adam, nice to meet you at last.'],
    ['the other speaker told', 'The forty hives, I already told you.'],
    ['the order of business', 'Continuing with questions, we will go to the member for the north.'],
    ['a goodbye', 'See you all in half an hour.'],
    ['a subject said again', 'We obviously, we love the new hives on the roof.'],
    ['a reaction', 'Sounds like a fun place to keep bees.'],
    ['a piece of a word opening it', 'Ma on most roofs the wind is the real problem.'],
    ['an amount with its article lost', 'Spark has bunch of registers, more than the other chips.'],
    ['a chair giving the floor', 'Go ahead, the honourable member for the north.'],
    ['a restart on a contraction', 'You don’t usually have to you’re usually sending small packets.'],
    ['"like" as a filler', 'We are very good at like giving people credit for their hives.'],
    ['an "it" that points back', 'It’s starting to become a big deal for the city.'],
    ['the speakers’ own company', 'You can come and keep bees with us on the roof.'],
    ['the episode looking back on itself', 'We have mentioned a couple of the hives on the roof.'],
    ['a question', 'Do the hives need a windbreak?'],
    ['a move of a game', 'The Hive Team is correct and gets ten points for naming the queen.'],
    ['a round of a quiz', 'The final round decides who takes the honey jar home.'],
    ['a buzzer', 'The beekeepers buzz in before the host finishes the clue.'],
    ['a demo narrated', 'The hive map opens if we click on the settings tab.'],
    ['a screen shown', 'As you can see here, the hive map shows every colony in red.'],
  ])('knows %s', (_why, text) => {
    expect(isTalkLine(text)).toBe(true);
  });

  it.each([
    ...claims,
    'It is important to check the hives for mites every spring.',
    'We should move the hives before the first frost.',
    'Profit on a jar of honey is about four euros.',
    'Users rarely click on the ads at the bottom of a hive map.',
    'The team scored its best honey yield in the third year.',
  ])('tells the point %j', (text) => {
    expect(isTalkLine(text)).toBe(false);
  });
});
