/**
 * Sponsor reads and show housekeeping as whole segments (ADR 204). A segment starts at a cue ("This
 * episode is brought to you by…", "use code…", "subscribe and hit the bell", "we'll be right back") and
 * runs over the ad copy that follows until the conversation returns: a return cue ("anyway", "back
 * to…"), another speaker, three lines in a row that read as conversation, or its bounded length. The
 * brands a sponsor cue names are collected, and every other sentence naming one is dropped too, unless
 * the brand is what the episode is about.
 */

/** What a segment needs to know about a sentence: its words, who said it and when. */
export interface AdSentence {
  text: string;
  speaker: string | null;
  startSeconds: number | null;
}

export interface AdSegmentOptions {
  /** The episode's title: a brand it names is the episode's subject, not an advertiser. */
  episodeTitle?: string | undefined;
}

export interface AdSegments {
  /** For each sentence, whether it belongs to an ad or housekeeping segment or names an advertiser. */
  dropped: boolean[];
  /** The advertisers named in sponsor cues that the report must not show. */
  brands: string[];
}

/** A segment never runs longer than this, however ad-like what follows sounds. */
const maxSentences = 25;
const maxSeconds = 180;
/** Four lines in a row without ad copy: the conversation is back. */
const maxGap = 3;

const showWords = String.raw`(?:episode|show|podcast|programme|program|portion|segment|hour|edition|series)`;

/** Cues that an advertiser is named next: the brand is read from what follows them. */
const sponsorCue = new RegExp(
  [
    String.raw`\bbrought to you (?:today |this week |once again |again |in part )?by\b`,
    String.raw`\b(?:this|today's|this week's|the) ${showWords}\b[^.!?]{0,60}?\b(?:is|was|are|has been|comes to you)\s(?:also\s)?(?:brought to you|sponsored|presented|underwritten|supported|made possible)\b`,
    String.raw`\b${showWords}\b[^.!?]{0,80}?\bsponsored by\b`,
    String.raw`\b(?:is|are) (?:partially|partly|in part|also|proudly) (?:supported|sponsored|brought to you|underwritten|made possible) by\b`,
    String.raw`\b(?:support|funding) for\b[^.!?]{0,60}?\b(?:comes|is provided|was provided|is brought) (?:to you )?(?:from|by)\b`,
    String.raw`\bthanks? (?:\w+ )?to (?:our|this week's|today's|this episode's) sponsors?\b,?`,
    String.raw`\b(?:today's|this week's|this episode's|our) sponsors? (?:today |this week )?(?:is|are)\b`,
    String.raw`\bthanks? (?:again |so much |also )?to (?:our (?:sponsors?|friends) (?:at|over at) )?\p{Lu}[\p{L}\p{N}.'’&-]*(?: \p{Lu}[\p{L}\p{N}.'’&-]*){0,3},? for (?:sponsoring|supporting) (?:this|the|today's) ${showWords}\b`,
  ].join('|'),
  'iu',
);

/** Cues of an ad or housekeeping segment that name no advertiser of their own. */
const housekeepingCue = new RegExp(
  [
    // Mid-roll markers and the host's way into and out of a break.
    String.raw`^\W*(?:ad(?:vert(?:isement)?)?|ads|mid-?roll|pre-?roll|post-?roll|commercial|sponsor(?:ed)?(?: message| segment| break)?)(?: break)?\W*$`,
    // A marker the next sentence ran into: "— Ad break — Brightwell lamps…", "Midroll: …".
    String.raw`(?:^\W*|[—–|-]\s*)(?:ad|ads|advert(?:isement)?|mid-?roll|commercial|sponsor(?:ed)?)(?: break)?\s*(?:[—–|:]|--)`,
    String.raw`\b(?:we'?ll be (?:right )?back|be right back|(?:more|stay with us|stick around|see you) (?:right )?after (?:the|this|a (?:short|quick)) break|after (?:these|this|a few) (?:messages?|words?)|a (?:quick |short )?(?:word|message) from (?:our|this week's|today's|the) sponsors?)\b`,
    // Offers: a code to type, a sponsor's address with a path to say where the listener came from.
    String.raw`\b(?:promo|coupon|discount|offer) code\b`,
    String.raw`\b(?:go|head|visit|check out|sign up at|go over)(?: over)? (?:to )?(?:www\.)?[a-z0-9-]+\.(?:com|io|co|fm|org|net|ai|app|me|tv)(?:\/|\s+slash\s+)[a-z0-9]`,
    // Calls to subscribe, rate, review, ring the bell, support the show.
    String.raw`\b(?:be sure to|make sure (?:to|you)|don'?t forget to|please|remember to|go ahead and|why not) (?:\w+ )?(?:subscribe|rate|review|hit (?:the|that)|smash|follow (?:us|me|the show|the podcast))\b`,
    String.raw`\b(?:hit|smash|press|ring|click|tap) (?:the|that) (?:bell|like|subscribe|notification)\b`,
    String.raw`\b(?:rate|review),? (?:and|&) (?:review|rate|subscribe)\b|\b(?:leave|give|write) (?:us|the show|the podcast|this show) a (?:\w+(?:-\w+)? )?(?:review|rating)\b`,
    String.raw`(?:^|[,;]\s*|\b(?:please|be sure to|make sure (?:to|you)|go|and|also|then|now)\s+)subscribe (?:to )?(?:our|this|my|the) (?:show|podcast|channel|newsletter)\b`,
    String.raw`\ba (?:quick|short|brief) (?:announcement|word from|message from)\b`,
    String.raw`\b(?:(?:support|join|back) (?:us|me|the show|the podcast|this show|this podcast) (?:on|at|via|through) patreon|patreon\.com|become an? (?:patron|paying (?:member|supporter)))\b`,
  ].join('|'),
  'iu',
);

/** A code to type, in capitals: "use code LEAVES", "with the code GREEN20" (not "we use code names"). */
const offerCode =
  /\b(?:[Uu]se|[Ee]nter|[Aa]pply|[Ww]ith)(?: the| promo| my| our)? code:? ["'“]?[A-Z0-9]{3,}\b/u;

/** The conversation comes back: "Anyway, …", "And we're back.", "Back to Kafka…". */
const returnCue =
  /^\W*(?:(?:and |okay,? |ok,? |alright,? |all right,? |so,? |now,? )?(?:we're|we are) back\b|(?:\w+,?\s+){0,3}back to (?:the|our|what|where|you|it|\p{Lu})|anyway\b|anyhow\b|(?:so,? )?as i was saying\b|now,? back|let's get back|getting back|so,? where were we|(?:the )?main thing (?:that )?we're (?:here )?(?:to talk|talking) about)/iu;

/** Ad copy: an offer, a call to act, a price, an address, the way ads speak to a listener. */
const adCopy = new RegExp(
  [
    String.raw`\bfree (?:trial|credit|account|month|week|shipping|consultation|demo)\b|\bfor free\b|\btrial\b|\bcredits?\b|\bdiscount|\b\d+ ?(?:%|percent) off\b|\bpromo|\bcoupon|\boffer\b|\bdeal\b`,
    String.raw`\bsign(?:ing)? up\b|\bget started\b|\bcreate (?:a |an |your )?(?:free )?account\b|\bclick\b|\blevel up\b|\bsimplify\b|\baffordable\b|\byou deserve\b|\bbest of all\b|\brisk[- ]free\b|\bmoney[- ]back\b|\bcancel any ?time\b|\bno (?:strings|commitment|contract)\b|\bwhat are you waiting for\b|\bexclusive\b|\bspecial (?:offer|deal|price)\b|\blimited time\b|\blisteners (?:of|get|can)\b|\bcheck (?:it|them) out\b|\blearn more\b|\bfind out more\b|\btrusted by\b|\baward[- ]winning\b`,
    String.raw`^(?:have you|do you|are you|want to|looking for|tired of|struggling)\b|\byou(?:'ll| will| won't)\b|\b(?:our|a|the|this) (?:\w+ )?(?:course|training|membership|workshop)s?\b|\bpatrons?\b|\bearly access\b|\bbonus (?:episodes?|content)\b|\bad-free\b`,
    String.raw`\b(?:helps|lets|allows|enables|empowers) you(?:r team)?\b|\bmakes it (?:easy|simple|effortless)\b|\byou(?:'ll| will) (?:also )?(?:get|receive|save|enjoy|love|find)\b|\byou can (?:get|try|find|choose|sign|start|use|save)\b`,
    String.raw`[$€£]\s?\d|\b[a-z0-9-]+\.(?:com|io|co|fm|org|net|ai|app|me|tv)\b|\bslash \w+|(?:^|\s)\/[a-z]{3,}\b|\bdot com\b|\blink in (?:the|your) (?:show ?notes|description)\b`,
    String.raw`^\W*(?:visit|go to|head (?:over )?to|check out|sign up|try|get|start|download|use|join|click|simplify|develop|deploy|save|discover|grab|order|shop|book)\b`,
  ].join('|'),
  'iu',
);

/** What can stand where a brand is named but is no brand: "brought to you by Our Partners", "by Listeners". */
const notBrands = new Set(
  `a an the our my your their this that these those you us me him her them it listeners listener people folks
  friends team everyone everybody all members supporters patrons viewers the show podcast episode today week
  i we he she they and or`.split(/\s+/),
);

const brandName = String.raw`\p{Lu}[\p{L}\p{N}'’&+-]*(?:\.(?:com|io|co|fm|org|net|ai|app))?`;
/** A capitalised name of up to four words after a sponsor cue: "Linode", "Talk Python Training". */
const brandAfterCue = new RegExp(
  String.raw`^[\s,:]*(?:(?:to you )?(?:today |in part )?by |from )?(?:(?:the|our) (?:folks|friends|team|people|good people) (?:at|over at|from) )?(${brandName}(?: (?:of |de |for )?${brandName}){0,3})`,
  'u',
);
/** "Thanks to Acme for sponsoring": the brand stands before its cue. */
const thanksBrand = new RegExp(
  String.raw`\b[Tt]hanks? (?:again |so much |also )?to (?:our (?:sponsors?|friends) (?:at|over at) )?(${brandName}(?: ${brandName}){0,3}),? for (?:sponsoring|supporting)\b`,
  'u',
);
const domain = /\b(?:www\.)?([a-z0-9-]{3,})\.(?:com|io|co|org|net|ai|app|tv)\b/giu;

/** Every brand a sponsor sentence names: after "brought to you by", "sponsored by", and their lists. */
export function brandsIn(said: string): string[] {
  const text = plain(said);
  const brands: string[] = [];
  const add = (name: string) => {
    // "The Compost Society" is known by "Compost Society" as well: the article is no part of the name.
    let trimmed = name.trim().replace(/^The\s+(?=\p{Lu})/u, '');
    while (/[.'’]$/u.test(trimmed)) trimmed = trimmed.slice(0, -1);
    const first = trimmed.split(' ')[0]?.toLowerCase() ?? '';
    if (trimmed.length >= 2 && !notBrands.has(first) && !notBrands.has(trimmed.toLowerCase()))
      brands.push(trimmed);
  };
  const thanked = thanksBrand.exec(text);
  if (thanked?.[1]) add(thanked[1]);
  const cue = sponsorCue.exec(text);
  if (cue) {
    // A list: "by Linode, Hover and Acme" — each name after a comma, "and" or "&".
    let rest = text.slice(cue.index + cue[0].length);
    for (let k = 0; k < 4; k++) {
      const match = brandAfterCue.exec(rest);
      if (!match?.[1]) break;
      add(match[1]);
      rest = rest.slice(match[0].length);
      const joiner = /^\s*(?:,\s*(?:and\s+|&\s+)?|and\s+|&\s+)/u.exec(rest);
      if (!joiner) break;
      rest = rest.slice(joiner[0].length);
    }
  }
  return brands;
}

export function isAdCue(said: string): boolean {
  const text = plain(said);
  return sponsorCue.test(text) || housekeepingCue.test(text) || offerCode.test(text);
}

/** Typographic apostrophes as typed ones, so "Today’s sponsor" reads like "Today's sponsor". */
function plain(text: string): string {
  return text.replace(/[‘’]/g, "'");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A brand as words: "Linode" matches "Linode's" and "linode.com", not "Linodes" inside another word. */
function brandPattern(brands: string[]): RegExp | null {
  if (brands.length === 0) return null;
  const alternatives = brands.map((b) => escape(b).replace(/\s+/g, String.raw`\s+`));
  return new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives.join('|')})(?![\p{L}\p{N}])`, 'iu');
}

interface Block {
  from: number;
  to: number;
  brands: string[];
}

/** The segment that starts at a cue: as far as the ad copy goes, stopped by the conversation. */
function blockFrom(sentences: AdSentence[], from: number): Block {
  const cue = sentences[from] as AdSentence;
  const brands = brandsIn(cue.text);
  let to = from;
  let gap = 0;
  for (let i = from + 1; i < sentences.length && i - from < maxSentences; i++) {
    const sentence = sentences[i] as AdSentence;
    if (sentence.speaker !== cue.speaker) break;
    if (
      cue.startSeconds !== null &&
      sentence.startSeconds !== null &&
      sentence.startSeconds - cue.startSeconds > maxSeconds
    )
      break;
    if (returnCue.test(plain(sentence.text))) break;
    const named = brandPattern(brands)?.test(sentence.text) ?? false;
    if (named || isAdCue(sentence.text) || adCopy.test(plain(sentence.text))) {
      for (const brand of brandsIn(sentence.text)) if (!brands.includes(brand)) brands.push(brand);
      to = i;
      gap = 0;
    } else if (++gap > maxGap) break;
  }
  // A sponsor named only by its address ("go to acme.com/podcast") is known by its domain.
  if (brands.length === 0 && sentences.slice(from, to + 1).some((s) => sponsorCue.test(s.text)))
    for (const s of sentences.slice(from, to + 1))
      for (const match of s.text.matchAll(domain))
        if (match[1] && !notBrands.has(match[1].toLowerCase())) brands.push(match[1]);
  return { from, to, brands };
}

/** Whether the lines between two segments are part of one read: few, one speaker, no return cue. */
function joins(sentences: AdSentence[], to: number, from: number): boolean {
  if (from - to - 1 > maxGap + 1) return false;
  const speaker = sentences[to]?.speaker;
  return sentences
    .slice(to + 1, from + 1)
    .every((s) => s.speaker === speaker && !returnCue.test(plain(s.text)));
}

/**
 * The sentences a report must not be built from: every ad and housekeeping segment, and every other
 * sentence that names an advertiser. A brand the episode is about stays: one its title names, or one the
 * conversation names again and again outside the ads (at least six sentences and one in a hundred).
 */
export function findAdSegments(sentences: AdSentence[], options: AdSegmentOptions = {}): AdSegments {
  const dropped = sentences.map(() => false);
  const found: string[] = [];
  let last: Block | null = null;
  for (let i = 0; i < sentences.length; i++) {
    if (!isAdCue((sentences[i] as AdSentence).text)) continue;
    const block = blockFrom(sentences, i);
    // Two cues a few lines apart in one voice are one read: "a quick announcement … visit x.com/eve".
    const from = last && joins(sentences, last.to, block.from) ? last.to + 1 : block.from;
    for (let k = from; k <= block.to; k++) dropped[k] = true;
    last = block;
    for (const brand of block.brands)
      if (!found.some((b) => b.toLowerCase() === brand.toLowerCase())) found.push(brand);
    i = block.to;
  }
  const title = options.episodeTitle ?? '';
  const brands = found.filter((brand) => {
    const pattern = brandPattern([brand]) as RegExp;
    if (pattern.test(title)) return false;
    const outside = sentences.filter((s, i) => !dropped[i] && pattern.test(s.text)).length;
    return outside < Math.max(6, sentences.length / 100);
  });
  const named = brandPattern(brands);
  if (named) sentences.forEach((s, i) => (dropped[i] ||= named.test(s.text)));
  return { dropped, brands };
}
