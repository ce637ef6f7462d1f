/**
 * A deterministic, synthetic two-hour interview (about 20,000 words) for the size and speed checks of
 * the summarizer: topics drift every few minutes, two speakers alternate, every line has a timestamp.
 */
const topics = [
  ['soil', 'compost', 'worms', 'mulch', 'nitrogen', 'roots'],
  ['water', 'rainwater', 'irrigation', 'drought', 'barrels', 'gutters'],
  ['tomatoes', 'seedlings', 'greenhouse', 'blight', 'pruning', 'trellis'],
  ['bees', 'pollinators', 'flowers', 'nectar', 'hives', 'lavender'],
  ['budget', 'costs', 'savings', 'tools', 'seeds', 'harvest'],
  ['community', 'neighbours', 'allotment', 'volunteers', 'market', 'sharing'],
  ['winter', 'frost', 'storage', 'cellar', 'onions', 'squash'],
  ['children', 'school', 'lessons', 'curiosity', 'games', 'snacks'],
  ['pests', 'slugs', 'aphids', 'ladybirds', 'netting', 'traps'],
  ['climate', 'heatwaves', 'shade', 'trees', 'carbon', 'resilience'],
  ['fruit', 'apples', 'grafting', 'orchards', 'pears', 'blossom'],
  ['herbs', 'basil', 'mint', 'thyme', 'cuttings', 'windowsills'],
] as const;

const templates = [
  'The thing about {a} is that {b} changes everything once you pay attention to it.',
  'We measured {a} for three seasons and the {b} results surprised us.',
  'Most beginners ignore {a}, but {b} is where the real gains are.',
  'If you get {a} right, {b} takes care of itself over time.',
  'I used to think {a} was optional, and then we lost a whole bed of {b}.',
  'Our rule is simple: check {a} every week and write down what happens to the {b}.',
  'People ask about {a} constantly, and my answer is always to start with {b}.',
  'The cheapest fix for {a} problems is usually better {b}.',
  'What did {a} teach you about {b}?',
  'Honestly, {a} and {b} are two sides of the same decision.',
  'When {a} fails, look at the {b} before you buy anything new.',
  'A neighbour showed me how {a} and {b} work together in a small space.',
];

function mulberry32(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function stamp(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

export function longTranscript(targetWords = 20_000, seed = 7): string {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const lines: string[] = [];
  let wordsSoFar = 0;
  let seconds = 0;
  let turn = 0;
  while (wordsSoFar < targetWords) {
    const topic = topics[Math.floor((wordsSoFar / targetWords) * topics.length)] ?? topics[0];
    const speaker = turn % 2 === 0 ? 'Lena Park' : 'Omar Haddad';
    const sentenceCount = 2 + Math.floor(random() * 4);
    const sentences: string[] = [];
    for (let i = 0; i < sentenceCount; i++) {
      const a = pick(topic);
      let b = pick(topic);
      if (b === a) b = pick(topics.flat());
      sentences.push(pick(templates).replace('{a}', a).replace('{b}', b));
    }
    const text = sentences.join(' ');
    lines.push(`[${stamp(seconds)}] ${speaker}: ${text}`);
    const count = text.split(/\s+/).length;
    wordsSoFar += count;
    seconds += Math.round(count / 2.6);
    turn++;
  }
  return lines.join('\n');
}
