import { generatedTitles, keyLearnings, summaryWords } from '@shared/constants';
import { passageLine, type Passage } from './passages';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A verified point as the report step sees it. */
export interface PointLine {
  id: number;
  section: number;
  title: string;
  text: string;
}

const grounded = [
  'Use only what the passages say. Every number and every name you write must appear in the passages you cite.',
  'Never invent facts, names, numbers, times or who said what. Never write a time or a timestamp.',
  'Leave out greetings, banter, questions, ads, sponsor messages and requests to subscribe.',
  'Write plain prose in the language of the transcript, in the third person ("the guest explains…"), never as a transcript. Do not name anyone by a label such as SPEAKER_01 or Speaker 2.',
].join('\n');

/** The part of the prompt that is the same for every section, for budgeting the rest. */
export const sectionSystem = [
  'You read one section of a podcast episode and note its points for a written report.',
  'The section is given as numbered passages: [p12] is passage 12, followed by who speaks when known.',
  'Answer with one JSON object and nothing else: {"title": string, "points": [{"title": string, "text": string, "passages": [number]}], "quotes": [{"text": string, "passage": number}]}.',
  '- "title": the topic of this section in 2 to 6 words, in sentence case.',
  '- "points": 2 to 8 claims, facts, pieces of advice or stories of this section, most important first. "text" is one self-contained sentence that stays close to the words of the passages; "title" states its claim in 2 to 8 words of its own; "passages" lists the ids of the passages that say it (numbers only, e.g. [12, 13]).',
  '- When the section introduces the show, its host or a guest, one point says who they are and what the episode is about.',
  '- "quotes": 0 to 2 memorable sentences copied word for word from one passage, with that passage\'s id.',
  grounded,
].join('\n');

export function sectionRequest(
  episodeTitle: string,
  section: { index: number; count: number; chapterTitle: string | null; passages: readonly Passage[] },
): ChatMessage[] {
  const heading = [
    `Episode title: ${episodeTitle}`,
    `Section ${section.index + 1} of ${section.count}${section.chapterTitle ? ` (chapter: ${section.chapterTitle})` : ''}.`,
  ].join('\n');
  return [
    { role: 'system', content: sectionSystem },
    { role: 'user', content: `${heading}\n\nPassages:\n${section.passages.map(passageLine).join('\n')}` },
  ];
}

export const reportSystem = [
  'You write the report of a podcast episode for Podbrief, read by busy listeners instead of the episode.',
  'You receive numbered points, already checked against the transcript: [P7] is point 7, with its section.',
  'Answer with one JSON object and nothing else: {"title": string, "summary": [[{"text": string, "points": [number]}]], "keyLearnings": [{"title": string, "detail": string, "points": [number]}]}.',
  `- "title": specific to this episode, at most ${generatedTitles.reportMaxChars} characters.`,
  `- "summary": 2 to 4 paragraphs (the outer list), each a list of sentences, ${summaryWords.min} to ${summaryWords.max} words in all, following the order of the episode. The first sentence says what the episode is: its kind, who talks and what it argues or decides. Every sentence lists in "points" the ids of the points it rests on.`,
  `- "keyLearnings": ${keyLearnings.min} to ${keyLearnings.max} items; "title" states the claim in sentence case in at most ${generatedTitles.learningMaxWords} words of its own (never the opening words of the detail), "detail" is 1 to 3 sentences, "points" the ids it rests on.`,
  'Use only what the points say: every number and name you write must be in the points you cite.',
  'Never write a time. Write plain prose in the language of the points.',
].join('\n');

export function reportRequest(episodeTitle: string, points: readonly PointLine[]): ChatMessage[] {
  const lines = points.map((p) => `[P${p.id}] (section ${p.section + 1}) ${p.title}: ${p.text}`);
  return [
    { role: 'system', content: reportSystem },
    { role: 'user', content: `Episode title: ${episodeTitle}\n\nPoints:\n${lines.join('\n')}` },
  ];
}
