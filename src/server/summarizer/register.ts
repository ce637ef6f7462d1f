/**
 * Whether a sentence reads as writing or as speech (ADR 219). A summary is read, not heard: it takes
 * sentences in the written register first, those whose only sign of speech is a general "we" or "you"
 * next, and lines of speech only when an episode has too little else to fill the summary's minimum.
 */
export type Register = 'written' | 'general' | 'spoken';

/** Words that mark speech wherever they stand. */
const speechMarker =
  /\b(?:you know|I mean|kind of|sort of|I guess|you see|or something|and stuff|and everything|let's say|like I said|to be honest|yeah|yep|nope|okay|uh|um|gonna|wanna|gotta|kinda|sorta)\b/i;
/** Words that open a spoken turn rather than a written sentence. */
/** A word said twice in a row: a stutter or a restart ("each, each tool"). */
const stutter = /\b(\p{L}+),? \1\b/iu;
/** A subject said again over commas ("they stop, they listen, they read"): a list as it is spoken. */
const spokenList = /\b(they|we|you|he|she|it) \p{L}+, \1 \p{L}+/iu;
const speechOpener =
  /^(?:so|well|yes|no|oh|ah|right|anyway|actually|basically|honestly|look|listen|now|like|alright|all right|again)\b[\s,]/i;
const firstPersonSingular = /\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll)\b|\b(?:me|my|mine|myself)\b/i;
const firstPersonPlural = /\b(?:we|we're|we’re|we've|we’ve|we'd|we’d|we'll|we’ll|us|our|ours|ourselves)\b/i;
const secondPerson = /\b(?:you|you're|you’re|you've|you’ve|you'd|you’d|you'll|you’ll|your|yours|yourself)\b/i;
/** An opening that leans on what was said before: a pronoun or a conjunction. */
const leaningOpener =
  /^(?:and|but|or|so|because|cause|which|then|also|plus|this|that|these|those|it|its|it's|it’s|they|they're|they’re|them|their|he|he's|she|she's|his|her)\b/i;
/** "It is hard to…", "It's clear that…": the pronoun points at what follows. */
const forwardIt = /^it(?:'s|’s| is| was) (?:\w+ ){1,2}(?:to|that)\b/i;

/** A line cut off on a small word ("…what that buttons does.", "…the quality of the work today is."). */
const cutOff =
  /\b(?:the|a|an|to|of|and|or|but|with|for|about|from|into|at|by|than|on|in|is|are|was|were|has|have|does|do|did|that|which|because|like|so|if)[.!?…]*["”’)]*$/i;

/** Text outside quotation marks: the sentence's own voice. */
const ownVoice = (text: string) => text.replace(/“[^“”]*”|"[^"]*"/g, ' ');

export function registerOf(text: string): Register {
  const own = ownVoice(text);
  if (
    speechMarker.test(own) ||
    speechOpener.test(own) ||
    firstPersonSingular.test(own) ||
    stutter.test(own) ||
    spokenList.test(own) ||
    cutOff.test(text)
  )
    return 'spoken';
  if (leaningOpener.test(text) && !forwardIt.test(text)) return 'spoken';
  if (firstPersonPlural.test(own) || secondPerson.test(own)) return 'general';
  return 'written';
}
