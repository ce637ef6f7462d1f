import { generatedTitles, keyLearnings, summaryWords } from '@shared/constants';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const reportShape = `{"title": string, "summary": string, "keyLearnings": [{"title": string, "detail": string}]}`;

const reportRules = [
  'You write reports of podcast episodes for Podbrief, read by busy listeners instead of the episode.',
  `Answer with one JSON object and nothing else, exactly of this shape: ${reportShape}.`,
  `- "title": specific to this episode, at most ${generatedTitles.reportMaxChars} characters, no quotes around it.`,
  `- "summary": Markdown, ${summaryWords.min} to ${summaryWords.max} words, 2 to 4 paragraphs following the order of the conversation, no headings, no bullet lists.`,
  `- "keyLearnings": ${keyLearnings.min} to ${keyLearnings.max} items; "title" is a short phrase of at most ${generatedTitles.learningMaxWords} words, "detail" is 1 to 3 sentences a reader can act on or remember.`,
  'Use only what the transcript says; do not invent facts, names or numbers. Leave out greetings, ads and sponsor messages.',
  'Write in the language of the transcript.',
].join('\n');

/** One request when the whole transcript fits: transcript in, report out. */
export function reportFromTranscript(episodeTitle: string, transcript: string): ChatMessage[] {
  return [
    { role: 'system', content: reportRules },
    { role: 'user', content: `Episode title: ${episodeTitle}\n\nTranscript:\n"""\n${transcript}\n"""` },
  ];
}

/** Map step for long transcripts: notes on one part. */
export function notesFromPart(
  episodeTitle: string,
  part: number,
  parts: number,
  text: string,
): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        'You take notes on one part of a long podcast transcript; the notes of all parts are later combined into a report.',
        'Answer with one JSON object and nothing else: {"notes": [string, ...]}, 3 to 10 notes.',
        'Each note is one self-contained sentence: a claim, a piece of advice, a number, a story or a memorable quote from this part, with who said it when it matters.',
        'Use only what the text says. Leave out greetings, ads and sponsor messages. Write in the language of the transcript.',
      ].join('\n'),
    },
    {
      role: 'user',
      content: `Episode title: ${episodeTitle}\nPart ${part} of ${parts}:\n"""\n${text}\n"""`,
    },
  ];
}

/** Reduce step: the notes of every part, in order, become the report. */
export function reportFromNotes(episodeTitle: string, notes: string[][]): ChatMessage[] {
  const body = notes.map((list, i) => `Part ${i + 1}:\n${list.map((n) => `- ${n}`).join('\n')}`).join('\n\n');
  return [
    {
      role: 'system',
      content: `${reportRules}\nYou receive notes taken on each part of the episode, in order, instead of the transcript.`,
    },
    { role: 'user', content: `Episode title: ${episodeTitle}\n\nNotes:\n${body}` },
  ];
}
