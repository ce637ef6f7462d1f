import { isAdCue } from './ad-segments';

/**
 * What a sentence must not be to appear in a report: the show's own housekeeping, a sponsor read,
 * profanity; and what it must be to stand as a key learning: a statement, not a question, a hedge or a
 * line of small talk.
 */

/**
 * The show's own housekeeping in a single sentence: greetings, thanks, plugs, the host steering. Sponsor
 * reads and calls to act are whole segments (ad-segments.ts, ADR 204); a sentence that only mentions a
 * sponsor, a subscription or Patreon in conversation is content.
 */
const housekeeping = new RegExp(
  [
    String.raw`\bwelcome (?:back )?to\b`,
    String.raw`\bthanks? (?:you )?(?:so much |very much )?(?:for|to) (?:having|joining|listening|coming|tuning|being)\b`,
    String.raw`\bthank you (?:all )?(?:so much|very much|everyone|everybody)\b`,
    String.raw`\b(?:promo(?:tion(?:al)?)? code|coupon code|discount code|use (?:the )?code)\b`,
    String.raw`\b(?:brought to you by|support (?:for )?(?:this|the) (?:show|podcast|episode)|supporting the show|our partners?)\b`,
    String.raw`\b(?:rate|review)(?:,? and (?:review|rate|subscribe))\b|\bleave (?:us )?a (?:review|rating)\b`,
    String.raw`\b(?:show ?notes|link in the (?:description|notes)|links? (?:are|is) in the|check out (?:our|the) (?:website|site)|visit (?:us at )?\S+\.(?:com|org|net|io|fm))\b`,
    String.raw`\b(?:follow (?:me|us) on|find (?:me|us) on|@\w+)`,
    String.raw`\bplease (?:check out|go to|visit|download|share|tell your friends)\b|\b[a-z0-9-]+\.(?:com|org|net|io|fm|co)\b`,
    String.raw`\b(?:see|talk to|catch) you (?:all )?(?:next|in the next) (?:time|week|episode)\b|\buntil next time\b`,
    String.raw`\bthis (?:episode|show|podcast) is (?:brought|sponsored|supported)\b`,
    String.raw`\b(?:my|our) guests? (?:today |this week )?(?:is|are)\b|\bjoining (?:me|us) (?:today|now|this week)\b`,
    String.raw`\bi'?m your host\b|\bthis is your host\b|\byou(?:'re| are) listening to\b`,
    String.raw`\b(?:episode|show) (?:number )?\d+\b|\brecorded (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b`,
    String.raw`\bthat(?:'s| is| was) (?:about )?(?:it|all) for (?:today|this week|this episode|now|time)\b`,
    String.raw`\b(?:the next question|next question (?:is|goes|will go)|(?:give|pass|hand|turn) (?:the floor|it|things) (?:over )?to|the floor (?:is|goes) to|over to you)\b`,
    // A break of a meeting or a show is housekeeping; an ad after it has cues of its own (ad-segments.ts).
    String.raw`\b(?:let's|let us|we'?re going to|we'?ll|we're gonna) take a (?:quick |short |little |brief )?break\b`,
    String.raw`\b(?:can you hear me|you'?re (?:on )?mute|is my (?:mic|microphone)|the (?:mic|microphone) (?:is|on))\b`,
  ].join('|'),
  'i',
);

/**
 * Profanity in English podcasts: matched as whole words (and their usual endings), so "Scunthorpe",
 * "assess" or "cockpit" are not caught.
 */
const profanity =
  /(?<![a-z])(?:fuck\w*|f\*+k\w*|motherfuck\w*|shit\w*|bullshit\w*|horseshit|s\*+t|bitch\w*|bastards?|cunts?|dick(?:s|head\w*)?|pricks?|assholes?|arseholes?|ass|arse|jackass\w*|dumbass\w*|piss(?:ed|ing)?|cocks?|cocksucker\w*|twats?|wankers?|wank\w*|bollocks|damn\w*|goddamn\w*|god-damn\w*|crap\w*|wtf|slut\w*|whores?|douche\w*|retard(?:ed|s)?)(?![a-z])/i;

/** Doubt and small talk: a reader cannot take away "I guess maybe it depends". */
const hedge =
  /\b(?:i think|i guess|i suppose|i believe|i feel like|i don'?t know|i'?m not sure|not sure|maybe|perhaps|probably|possibly|might|kind of|sort of|i would say|i'?d say|seems? like|if i remember|i'?m guessing|who knows|or something|or whatever|and stuff|and so on|stuff like that|things like that)\b/i;
/** A speaker talking about themselves or the moment, not making a point. */
const smallTalk =
  /^(?:i|i'm|i've|i'd|i'll|me|my|we're|we've|you're|you've|he|she|it|it's|that|that's|this|this is|these|those|they|there|here|which|what|yeah|yes|no|oh|okay|well|but|or|because|also|anyway|oops|sorry|hello|hi|hey|wow|great|cool|thanks|thank|good|sure|exactly|absolutely|alright|nice|hopefully|anyhow)\b|\b(?:let me|let's|i'll just|we'll just|gonna|wanna|gotta|thank you|thanks|thank the)\b/i;
/** A line addressed to someone by name ("Tom, you did not like…"): talk, not a point. */
const vocative = /^\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2},/u;
/** The host steering ("Let's talk about…", "Tell us…") introduces a point, it does not make one. */
const prompt =
  /^(?:let's|let us|tell (?:us|me)|explain|walk (?:us|me) through|can you|could you|would you|what about|how about|talk (?:us|me) through|do you|did you|are you|have you)\b/i;
/** A question transcribed without its question mark: "Kevin, why did you want to start…". */
const unmarkedQuestion =
  /^(?:[\p{Lu}][\p{L}'’.-]*,\s*)?(?:why|what|how|when|where|who|which)\s+(?:do|does|did|is|are|was|were|can|could|would|should|will|have|has)\b/iu;

export function isHousekeeping(text: string): boolean {
  return housekeeping.test(text) || isAdCue(text);
}

export function hasProfanity(text: string): boolean {
  return profanity.test(text);
}

/** "What the f**k": each profane word becomes its first letter and asterisks. */
export function maskProfanity(text: string): string {
  return text.replace(
    new RegExp(profanity.source, 'gi'),
    (word) => `${word.charAt(0)}${'*'.repeat(word.length - 1)}`,
  );
}

export function isQuestion(text: string): boolean {
  return /\?["'”’)\]]*$/.test(text) || prompt.test(text) || unmarkedQuestion.test(text);
}

export function isHedged(text: string): boolean {
  return hedge.test(text);
}

/** Whether a sentence can stand as a key learning on its own: a plain statement of a point. */
export function isStatement(text: string): boolean {
  return !isQuestion(text) && !isHedged(text) && !smallTalk.test(text) && !vocative.test(text);
}
