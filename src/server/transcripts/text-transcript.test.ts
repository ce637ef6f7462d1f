import { describe, expect, it } from 'vitest';
import { parseTranscript } from './parse-transcript';

const turnsOf = (content: string) =>
  parseTranscript(content, 'text').turns.map(({ speaker, start, text }) => ({ speaker, start, text }));

describe('plain text and Markdown speaker labels', () => {
  it('reads "Name:" labels with bracketed leading timestamps', () => {
    const parsed = parseTranscript(
      [
        '[00:00:05] Maya Chen: Welcome back to the show. Today we talk about soil.',
        '[00:01:10] Tom: Thanks for having me, Maya.',
        '(00:02:30) Maya Chen: Let us start with compost. [laughs]',
        '',
        'Tom: Compost is cheaper than most people think.',
      ].join('\n'),
    );
    expect(parsed.format).toBe('text');
    expect(parsed.hasSpeakers).toBe(true);
    expect(parsed.turns).toEqual([
      {
        speaker: 'Maya Chen',
        start: 5,
        end: 70,
        text: 'Welcome back to the show. Today we talk about soil.',
      },
      { speaker: 'Tom', start: 70, end: 150, text: 'Thanks for having me, Maya.' },
      { speaker: 'Maya Chen', start: 150, end: null, text: 'Let us start with compost.' },
      { speaker: 'Tom', start: 150, end: null, text: 'Compost is cheaper than most people think.' },
    ]);
    expect(parsed.text).toContain('Maya Chen: Welcome back');
    expect(parsed.durationSeconds).toBe(150);
  });

  it('does not take a lone "Remember:" sentence for a speaker', () => {
    const parsed = parseTranscript('Remember: water early in the morning.\nThat is the whole trick.');
    expect(parsed.hasSpeakers).toBe(false);
    expect(parsed.turns[0]?.text).toBe('Remember: water early in the morning.');
  });

  it('reads **Name:** and **Name**: labels with escaped \\[mm:ss\\] stamps (Changelog style)', () => {
    expect(
      turnsOf(
        [
          '**Mark Bates:** Welcome to the show.',
          '',
          '**Ana Ruiz**: \\[04:27\\] Glad to be here.',
          '',
          '\\[08:24\\] And a second paragraph of mine.',
          '',
          '**Break:** \\[18:29\\]',
          '',
          '**Mark Bates:** We are back.',
        ].join('\n'),
      ),
    ).toEqual([
      { speaker: 'Mark Bates', start: null, text: 'Welcome to the show.' },
      { speaker: 'Ana Ruiz', start: 267, text: 'Glad to be here.' },
      { speaker: 'Ana Ruiz', start: 504, text: 'And a second paragraph of mine.' },
      { speaker: 'Mark Bates', start: 1109, text: 'We are back.' },
    ]);
  });

  it('reads NAME: labels and "Name, Title:" labels', () => {
    expect(
      turnsOf(
        'HOST: Who are you?\nJANE DOE, CEO of Acme: I make anvils.\nHOST: Why?\nJane Doe: Demand is strong.',
      ),
    ).toEqual([
      { speaker: 'HOST', start: null, text: 'Who are you?' },
      { speaker: 'JANE DOE', start: null, text: 'I make anvils.' },
      { speaker: 'HOST', start: null, text: 'Why?' },
      { speaker: 'Jane Doe', start: null, text: 'Demand is strong.' },
    ]);
  });

  it('reads names with particles and titles, and splits turns glued into one line', () => {
    expect(
      turnsOf(
        [
          "Mr. Chris d'Entremont: Mr. Chair, my question is short.",
          'Hon. Bill Morneau: We will look at it.',
          "Mr. Chris d'Entremont: Not on credit cards.  Hon. Bill Morneau: Mr. Chair, we agree.",
        ].join('\n'),
      ),
    ).toEqual([
      { speaker: "Mr. Chris d'Entremont", start: null, text: 'Mr. Chair, my question is short.' },
      { speaker: 'Hon. Bill Morneau', start: null, text: 'We will look at it.' },
      { speaker: "Mr. Chris d'Entremont", start: null, text: 'Not on credit cards.' },
      { speaker: 'Hon. Bill Morneau', start: null, text: 'Mr. Chair, we agree.' },
    ]);
  });

  it('reads "Name (00:12:34):" labels, even once', () => {
    expect(turnsOf('Lenny (00:03:47): What did you\nlearn there?')).toEqual([
      { speaker: 'Lenny', start: 227, text: 'What did you learn there?' },
    ]);
  });

  it('reads "[Name] [mm:ss]" and "[Speaker 1] [00:00]" lines and joins a speaker\'s broken sentence', () => {
    expect(
      turnsOf(
        [
          '[Speaker 1] [00:03] Adam, can you hear me?',
          '[Randy Shoup] [00:06] I hear you. And then,',
          '[Randy Shoup] [00:09] we can start.',
          '[Speaker 1] [15:52] Great.',
        ].join('\n'),
      ),
    ).toEqual([
      { speaker: 'Speaker 1', start: 3, text: 'Adam, can you hear me?' },
      { speaker: 'Randy Shoup', start: 6, text: 'I hear you. And then, we can start.' },
      { speaker: 'Speaker 1', start: 952, text: 'Great.' },
    ]);
  });

  it('reads "00:12:34 Name" headings with the words below them, and Otter\'s "Name  0:03"', () => {
    expect(
      turnsOf(
        '00:00:03 Ana Ruiz\nHello and welcome.\n\n00:01:15 Ben Ode\nGlad to be here.\n\n00:02:00 Ana Ruiz\nGood.',
      ),
    ).toEqual([
      { speaker: 'Ana Ruiz', start: 3, text: 'Hello and welcome.' },
      { speaker: 'Ben Ode', start: 75, text: 'Glad to be here.' },
      { speaker: 'Ana Ruiz', start: 120, text: 'Good.' },
    ]);
    expect(turnsOf('Ana Ruiz  0:03\nHello and welcome.\n\nBen Ode  1:15\nGlad to be here.')).toEqual([
      { speaker: 'Ana Ruiz', start: 3, text: 'Hello and welcome.' },
      { speaker: 'Ben Ode', start: 75, text: 'Glad to be here.' },
    ]);
  });

  it('reads "hh:mm:ss text" lines without speakers, joining lines that continue a sentence', () => {
    expect(
      turnsOf(
        '00:00:00 People often ask me where to find\n\n00:00:08 a community. Here is one.\n\n00:00:13 Right.',
      ),
    ).toEqual([
      { speaker: null, start: 0, text: 'People often ask me where to find a community. Here is one.' },
      { speaker: null, start: 13, text: 'Right.' },
    ]);
  });
});

describe('what is not speech', () => {
  it('drops YAML front matter and show notes before the transcript proper', () => {
    const turns = turnsOf(
      [
        '---',
        'title: "Episode 12"',
        'guests:',
        '  - Ana Ruiz',
        '---',
        '# Episode 12: Soil',
        '',
        'In this episode we talk about [compost](https://example.com/compost) with Ana.',
        '',
        '- [Ana on the web](https://ana.example)',
        '- https://example.com/notes',
        '',
        '## Transcript',
        '',
        '**Ben:** Welcome, Ana.',
        '**Ana:** Thanks, Ben.',
      ].join('\n'),
    );
    expect(turns).toEqual([
      { speaker: 'Ben', start: null, text: 'Welcome, Ana.' },
      { speaker: 'Ana', start: null, text: 'Thanks, Ben.' },
    ]);
  });

  it('drops show notes before the first labelled line when there is no Transcript heading', () => {
    const turns = turnsOf(
      [
        'Links from the episode: [our site](https://example.com).',
        '',
        'Ana: First words.',
        'Ben: Second words.',
        'Ana: Third words.',
      ].join('\n'),
    );
    expect(turns.map((turn) => turn.text)).toEqual(['First words.', 'Second words.', 'Third words.']);
  });

  it('drops annotations in brackets, parentheses and braces, and Markdown around words', () => {
    expect(
      turnsOf(
        'Project Manager: {vocalsound} Are we {disfmarker} ready ? [laughter] I think (inaudible) so .\n' +
          'Marketing: It is *really* [MUSIC] __great__ (laughs) , see [the notes](https://x.example) .\n' +
          "Project Manager: I 'm sure {gap} .",
      ),
    ).toEqual([
      { speaker: 'Project Manager', start: null, text: 'Are we ready? I think so.' },
      { speaker: 'Marketing', start: null, text: 'It is really great, see the notes.' },
      { speaker: 'Project Manager', start: null, text: "I'm sure." },
    ]);
  });

  it('never takes a show-notes heading for a speaker, nor its list for speech', () => {
    const turns = turnsOf(
      [
        '**Resources:**',
        '',
        '- Spin, the framework Kate works on: https://spin.example',
        '- Kate on the web',
        '- The paper on cold starts',
        '',
        '**Chris Adams:** Welcome, Kate.',
        '',
        '**Kate Goldenring:** Thanks, Chris. Cold starts are the whole story.',
        '',
        '**Chris Adams:** Then tell us about them.',
        '',
        '## Links mentioned in this episode',
        '',
        'Fermyon – where Kate works',
        '[The cold start paper](https://paper.example)',
        'WebAssembly System Interface',
        '',
        'Credits: edited by Ana Ruiz',
      ].join('\n'),
    );
    expect(turns).toEqual([
      { speaker: 'Chris Adams', start: null, text: 'Welcome, Kate.' },
      { speaker: 'Kate Goldenring', start: null, text: 'Thanks, Chris. Cold starts are the whole story.' },
      { speaker: 'Chris Adams', start: null, text: 'Then tell us about them.' },
    ]);
  });

  it('drops a timestamps list as notes and reads the timed speech after it', () => {
    expect(
      turnsOf(
        [
          'Timestamps:',
          '00:00 Intro',
          '02:15 Why compost fails',
          '10:40 Bins that work',
          '',
          '[00:00:05] Maya Chen: Welcome to the show.',
          '[00:02:15] Tom: Compost fails when nobody explains the bin.',
          '[00:10:40] Maya Chen: And bins with pictures work.',
        ].join('\n'),
      ).map((turn) => [turn.speaker, turn.text]),
    ).toEqual([
      ['Maya Chen', 'Welcome to the show.'],
      ['Tom', 'Compost fails when nobody explains the bin.'],
      ['Maya Chen', 'And bins with pictures work.'],
    ]);
  });

  it('reads a label alone on its line above a list of links as a heading, above speech as a speaker', () => {
    const turns = turnsOf(
      [
        '**Ana:**',
        'Compost needs air and water.',
        '**Ben:**',
        'And browns, lots of browns.',
        "**Ana's picks:**",
        '- [The compost handbook](https://book.example)',
        '- Worms at work, a film: https://film.example',
        '**Ana:**',
        'That is all from us.',
      ].join('\n'),
    );
    expect(turns.map((turn) => turn.speaker)).toEqual(['Ana', 'Ben', 'Ana']);
    expect(turns.map((turn) => turn.text).join(' ')).not.toMatch(/handbook|film/);
  });

  it('drops a show-notes section of an HTML transcript', () => {
    const parsed = parseTranscript(
      '<p><cite>Ana</cite> Compost needs air and water.</p><p><cite>Ben</cite> And browns.</p>' +
        '<p><cite>Ana</cite> Always browns.</p><h2>Resources</h2>' +
        '<ul><li>The compost handbook, by Ana</li><li><a href="https://film.example">Worms at work</a></li></ul>',
      'html',
    );
    expect(parsed.turns.map((turn) => [turn.speaker, turn.text])).toEqual([
      ['Ana', 'Compost needs air and water.'],
      ['Ben', 'And browns.'],
      ['Ana', 'Always browns.'],
    ]);
  });

  it('keeps the words of unlabelled prose and its colons', () => {
    expect(turnsOf('The rule is simple: plant early.\nWater often.')).toEqual([
      { speaker: null, start: null, text: 'The rule is simple: plant early.' },
      { speaker: null, start: null, text: 'Water often.' },
    ]);
  });
});
