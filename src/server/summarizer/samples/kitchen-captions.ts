/**
 * An original sample transcript in WebVTT: automatic-caption style, no punctuation and no speakers,
 * about fermenting vegetables at home.
 */
const lines = [
  'so today we are making sauerkraut which is honestly the easiest ferment you can start with',
  'all you need is cabbage salt a jar and a little patience',
  'the ratio that matters is two percent salt by weight so for a kilo of cabbage you use twenty grams of salt',
  'weigh it do not guess because too little salt lets the wrong bacteria take over',
  'and too much salt slows the lactic acid bacteria down so the kraut takes forever to sour',
  'slice the cabbage thin and massage the salt in with your hands for about ten minutes',
  'you will feel it go from crunchy to limp and a lot of liquid will come out',
  'that liquid is the brine and it is the whole secret because the cabbage has to stay under it',
  'pack the cabbage tightly into the jar pressing down until the brine rises above it',
  'anything that sits above the brine is exposed to air and that is where mould starts',
  'put a weight on top a small glass jar filled with water works fine',
  'cover it loosely because the ferment makes carbon dioxide and the gas needs to escape',
  'keep the jar somewhere cool around eighteen to twenty two degrees out of direct sun',
  'warmer kitchens ferment faster but the texture gets soft and the flavour gets flat',
  'start tasting after five days and keep tasting every couple of days after that',
  'most people like it somewhere between one and three weeks it really is a matter of taste',
  'if you see white film on the surface that is usually kahm yeast and it is harmless',
  'skim it off and make sure the cabbage is still submerged',
  'fuzzy mould in blue or black or pink is different and in that case you throw the batch away',
  'when it tastes right move the jar to the fridge where the cold nearly stops fermentation',
  'it keeps for months in the fridge and the flavour keeps developing slowly',
  'once you have done cabbage you can use exactly the same two percent method with carrots radishes or green beans',
  'the method stays the same only the vegetables change so you can experiment a lot',
  'the one rule to remember is salt by weight and everything under the brine',
  'that is it for today go make a jar and tell me how it went',
];

function stamp(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `00:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.000`;
}

export const kitchenCaptions = [
  'WEBVTT',
  '',
  ...lines.flatMap((line, i) => [`${stamp(i * 14)} --> ${stamp(i * 14 + 13)}`, line, '']),
].join('\n');
