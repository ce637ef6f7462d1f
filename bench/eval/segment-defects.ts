/**
 * Detectors for what a report must leave out of an episode: the advertisers its ad reads name, and the
 * headings of its show notes taken for people. They read the transcript as published with their own
 * rules, written apart from the product's, so the product cannot pass by agreeing with itself.
 */
import type { Defect } from './defects';
import { sentencesOf } from './words-and-sentences';

const clip = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parts of a report these detectors read; a ReportDraft has them all. */
export interface SegmentReport {
  title: string;
  summary: string;
  keyLearnings: { title: string; detail: string; speaker?: string | null }[];
  quotes: { text: string; speaker?: string | null }[] | null;
  chapters: { title: string }[] | null;
}

// --- the transcript as words -------------------------------------------------------------------------

/**
 * The spoken words of a published transcript in one line: JSON segments' bodies; caption numbers,
 * timing lines and headers out; leading stamps and bracketed labels out.
 */
export function spokenText(transcript: string): string {
  const trimmed = transcript.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      const parsed = JSON.parse(trimmed) as { segments?: { body?: unknown }[] };
      if (Array.isArray(parsed.segments))
        return parsed.segments.map((s) => (typeof s.body === 'string' ? s.body : '')).join(' ');
    } catch {
      // Not JSON after all: read it as text.
    }
  }
  return transcript
    .split('\n')
    .filter((line) => !/^\s*(?:\d+\s*|WEBVTT.*|.*-->.*)$/.test(line))
    .map((line) =>
      line.replace(/^\s*(?:\[[^\]]{1,40}\]\s*|\\?\[?\(?\d{1,2}(?::\d{2}){1,2}\\?\]?\)?\s*)+/, ''),
    )
    .join(' ')
    .replace(/\s+/g, ' ');
}

// --- advertisers ---------------------------------------------------------------------------------------

/**
 * Where an ad read names its advertiser right after: "brought to you by X", "this episode is sponsored by
 * X", "support for this show comes from X". A bare "sponsored by" is conversation ("our meetup was
 * sponsored by…") until the show is named.
 */
const sponsorPhrase =
  /\b(?:brought to you (?:today |this week |again |in part )?by|(?:episode|show|podcast|portion|segment|program|programme)\b[^.!?]{0,60}?\b(?:sponsored|presented|underwritten) by|(?:support|funding) for\b[^.!?]{0,60}?\bcomes from|thanks? (?:\w+ )?to (?:our|today's|today’s) sponsors?,?|(?:today's|today’s|this week's|this week’s|our) sponsors? (?:today |this week )?(?:is|are))\s+(?:(?:our|the) (?:friends|folks|team|people) (?:at|over at|from)\s+)?/gi;
const thanksPhrase =
  /\bthanks? (?:again |so much )?to ([A-Z][\w'’&.-]*(?: [A-Z][\w'’&.-]*){0,2}),? for (?:sponsoring|supporting) (?:this|the|today's|today’s) (?:show|podcast|episode)\b/gi;
const capitalised = /^([A-Z][\w'’&+-]*(?:\.(?:com|io|co|fm|org|net|ai))?(?: (?:[A-Z][\w'’&+-]*|&))*)/;
const noAdvertiser = new Set(
  `the our you your us listeners listener everyone everybody people folks friends this that these those it
  we i my a an all members patrons supporters`.split(/\s+/),
);

/** Brands an ad read in the transcript names, each with where the read stands in the spoken text. */
function advertisers(transcript: string): { brand: string; at: number }[] {
  const spoken = spokenText(transcript);
  const found: { brand: string; at: number }[] = [];
  const add = (raw: string, at: number) => {
    const brand = raw
      .replace(/ &$/, '')
      .replace(/[.'’]+$/, '')
      .trim();
    if (brand.length < 2 || noAdvertiser.has(brand.split(' ')[0]?.toLowerCase() ?? '')) return;
    found.push({ brand, at });
  };
  for (const match of spoken.matchAll(sponsorPhrase)) {
    const after = spoken.slice(match.index + match[0].length, match.index + match[0].length + 120);
    // "by Linode, Hover and Acme": each name of the list.
    for (const part of after.split(/[.!?;]/)[0]?.split(/,\s*(?:and\s+)?|\s+and\s+/) ?? []) {
      const name = capitalised.exec(part.trim())?.[1];
      if (!name) break;
      add(name, match.index);
    }
  }
  for (const match of spoken.matchAll(thanksPhrase)) if (match[1]) add(match[1], match.index);
  return found;
}

/**
 * Advertisers a report must not name: every brand of an ad read, unless the conversation names it often
 * away from the reads (eight times or more, farther than 600 characters from any), which makes it what
 * the episode is about.
 */
export function adBrands(transcript: string): string[] {
  const spoken = spokenText(transcript);
  const reads = advertisers(transcript);
  const brands = [...new Set(reads.map((r) => r.brand))];
  return brands.filter((brand) => {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(brand)}(?![\\p{L}\\p{N}])`, 'giu');
    let away = 0;
    for (const mention of spoken.matchAll(pattern))
      if (reads.every((r) => Math.abs(r.at - mention.index) > 600)) away += 1;
    return away < 8;
  });
}

function reportTexts(report: SegmentReport): { field: string; text: string }[] {
  return [
    { field: 'title', text: report.title },
    { field: 'summary', text: report.summary },
    ...report.keyLearnings.flatMap((l, i) => [
      { field: `keyLearnings[${i}].title`, text: l.title },
      { field: `keyLearnings[${i}].detail`, text: l.detail },
    ]),
    ...(report.quotes ?? []).map((q, i) => ({ field: `quotes[${i}]`, text: q.text })),
    ...(report.chapters ?? []).map((c, i) => ({ field: `chapters[${i}].title`, text: c.title })),
  ];
}

/** A report that names an advertiser of the episode's ad reads. */
export function adBrandDefects(report: SegmentReport, transcript: string): Defect[] {
  const brands = adBrands(transcript);
  if (brands.length === 0) return [];
  const defects: Defect[] = [];
  for (const { field, text } of reportTexts(report))
    for (const brand of brands) {
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(brand)}(?![\\p{L}\\p{N}])`, 'iu');
      const sentence = sentencesOf(text).find((s) => pattern.test(s));
      if (sentence)
        defects.push({ class: 'ad-brand', field, message: `names "${brand}": "${clip(sentence)}"` });
    }
  return defects;
}

// --- show-notes headings as speakers ---------------------------------------------------------------

/** The words show notes head their sections with, alone or with a qualifier ("Episode links"). */
const sectionHeading =
  /^(?:(?:episode|show|useful|more|other|related|key|additional|guest)\s+)?(?:resources|links|link list|credits|timestamps|time stamps|timecodes|show notes|notes|transcript|transcription|chapters|sponsors|guests|hosts|references|sources|further reading|reading list|mentioned|mentions|mentioned in (?:this|the) (?:episode|show)|links mentioned|about the (?:guest|guests|host|hosts|show)|where to find (?:us|them|\w+)|connect(?: with us)?|contact|follow us|support the show|credits and links|bio|bios|tools|books|topics|highlights|takeaways|summary|music|production|produced by|edited by)$/i;

export function isSectionHeading(name: string): boolean {
  return sectionHeading.test(name.replace(/[*_:#]+/g, ' ').trim());
}

/** Names a summary gives as speakers: "A, B and C talk about…", "…, says A.", "A explains…". */
export function summarySpeakers(summary: string): string[] {
  const names: string[] = [];
  const list = (text: string) =>
    text
      .split(/,\s*|\s+and\s+/)
      .map((n) => n.trim())
      .filter((n) => n && n !== 'others');
  for (const line of summary.split('\n')) {
    const opening =
      /^(.{2,200}?)\s+(?:talk|talks|discuss|discusses|speak|speaks|cover|covers|chat|chats)\b/.exec(line) ??
      /^A conversation (?:between|with) (.{2,200}?)[.:]/.exec(line);
    if (opening?.[1]) names.push(...list(opening[1]));
  }
  for (const match of summary.matchAll(
    /,\s+(?:says|said|adds|added|explains|explained|argues|argued|notes|noted|according to)\s+([^,.;!?\n]{2,60})/g,
  ))
    if (match[1]) names.push(match[1].trim());
  for (const match of summary.matchAll(
    /(?:^|[.!?]\s+)((?:[A-Z][\w'’-]*\s){0,3}[A-Z][\w'’-]*)\s+(?:says|explains|argues|notes|adds|recalls|describes|points out)\b/g,
  ))
    if (match[1]) names.push(match[1].trim());
  return names;
}

/** A show-notes section word where the report names a speaker: the opening, an attribution, a quote. */
export function headingAsSpeakerDefects(report: SegmentReport): Defect[] {
  const defects: Defect[] = [];
  const check = (field: string, name: string | null | undefined) => {
    if (name && isSectionHeading(name))
      defects.push({ class: 'heading-as-speaker', field, message: `"${clip(name, 40)}" as a speaker` });
  };
  for (const name of summarySpeakers(report.summary)) check('summary', name);
  report.keyLearnings.forEach((l, i) => check(`keyLearnings[${i}].speaker`, l.speaker));
  (report.quotes ?? []).forEach((q, i) => check(`quotes[${i}].speaker`, q.speaker));
  return defects;
}
