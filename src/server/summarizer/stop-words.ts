/**
 * English function words plus the fillers of spoken conversation ("yeah", "kind of", "you know"):
 * in a podcast transcript those are the most frequent words and say nothing about the topic.
 */
export const stopWords: ReadonlySet<string> = new Set(
  `a about above across actually after again against ago ah ahead all almost along already also although always am
  among an and another any anybody anyone anything anyway anyways are aren't around as ask asked asking at away
  back basically be became because become becomes been before behind being below besides between beyond big bit
  both but by call called came can can't cannot come comes coming could couldn't course did didn't do does doesn't
  doing don't done down during each easy either else end enough especially even ever every everybody everyone
  everything exactly far few find first for found from further gave get gets getting give given go goes going gone
  gonna good got gotta great guess guy guys had hadn't happen happened has hasn't have haven't having he he'd he'll
  he's hear heard her here here's hers herself hey hi him himself his hmm honestly how how's however huh i i'd i'll
  i'm i've if in indeed instead into is isn't it it'd it'll it's its itself just keep kind kinda know known knows
  last later least less let let's like likely little look looked looking lot lots made make makes making many may
  maybe me mean means meant might mine minute more most mostly mr mrs ms much must my myself need needs never new
  next nice no nobody none nor not nothing now of off oh ok okay on once one ones only onto or other others otherwise
  our ours ourselves out over own part people per perhaps point pretty probably put quite rather re really right
  said same saw say saying says second see seem seemed seems seen several shall she she'd she'll she's should
  shouldn't show since so some somebody someone something sometimes somewhat sort still stuff such sure take taken
  talk talked talking tell than thank thanks that that's the their theirs them themselves then there there's these
  they they'd they'll they're they've thing things think thinking this those though thought through thus time times
  to today together told too took toward towards try trying two uh um unless until up upon us use used using very
  via wanna want wanted wants was wasn't way ways we we'd we'll we're we've well went were weren't what what's
  whatever when where where's whether which while who who's whole whom whose why will with within without won't
  wonder word words would wouldn't wow yeah yep yes yet you you'd you'll you're you've your yours yourself
  yourselves`
    .split(/\s+/)
    .filter(Boolean),
);
