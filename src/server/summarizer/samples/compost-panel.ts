/**
 * An original sample transcript (written for these tests): a three-person panel on city composting with
 * everything real talk brings — a sponsor read, housekeeping, profanity, stutters and fillers, a line
 * said twice, questions, hedges, a sentence cut off by another speaker, and transcript markup the parser
 * might let through.
 */
export const compostPanel = `[00:00:02] Jane Ortiz: Welcome back to Green Blocks, the show about cities that feed themselves. My guests today are Sam Lee and Priya Nair.
[00:00:12] Sam Lee: Thanks for having us, Jane.
[00:00:15] Jane Ortiz: This episode is brought to you by GreenBin. Use promo code COMPOST for twenty percent off your first bin, and don't forget to subscribe and leave us a review.
[00:00:31] Jane Ortiz: So, um, let's start with the basics. Why should a city compost at all?
[00:00:36] Priya Nair: Um, food scraps are about a third of what a household throws away. When they rot in a landfill they release methane, which warms the climate far faster than carbon dioxide does. Composting turns the same scraps into soil for parks and gardens.
[00:01:10] Sam Lee: And, uh, the the city saves money on every tonne that never reaches the landfill. Collection trucks are the biggest cost in waste management, so fewer landfill trips pay for the compost program within a few years.
[00:01:41] Jane Ortiz: I, I think people worry about the smell, though.
[00:01:45] Sam Lee: Honestly, our first neighbourhood bin was a fucking disaster because the lid never sealed. That shit smelled for weeks.
[00:01:58] Priya Nair: Smell almost always means the pile has too much wet kitchen waste and too little dry brown material. Carbon and nitrogen have to stay in balance. A good rule is two buckets of dry leaves or shredded cardboard for every bucket of food scraps.
[00:02:30] Sam Lee: Carbon and nitrogen have to stay in balance. We learned that the hard way.
[00:02:36] Jane Ortiz: What about people who put plastic bags in the bin?
[00:02:40] Priya Nair: Contamination is the real enemy of city compost. A single plastic bag can ruin a whole batch, because the plastic breaks into tiny pieces that nobody can sort out again. Clear labels with pictures on every bin cut contamination by more than half in our pilot.
[00:03:12] Sam Lee: We also tag bins that are contaminated and leave a note explaining what went wrong. Households that get a note almost never make the same mistake twice.
[00:03:30] Jane Ortiz: When a neighbour keeps doing it anyway, I tell them: Shame on you, you know better.
[00:03:36] Priya Nair: Community gardens are the best partners for a compost program. They take the finished compost, they host drop-off points, and their volunteers teach the neighbours how to sort.
[00:04:02] Sam Lee: I think maybe it depends on the neighbourhood, I guess.
[00:04:06] Jane Ortiz: How long does it take before the compost is ready?
[00:04:10] Priya Nair: A well-managed hot pile turns into finished compost in about three months. The pile has to reach fifty five degrees for several days to kill weed seeds and pathogens, so we turn it every week and check the temperature with a long probe.
[00:04:45] Sam Lee: Winter slows everything down, but the pile keeps working in the middle where it stays warm. Insulating the bins with straw bales kept our piles active through January.
[00:05:10] Jane Ortiz: And the cost for a household?
[00:05:13] Sam Lee: The kitchen caddy costs a few dollars, and collection is included in the normal waste fee. Cities that charge by the bag for rubbish see the most households join, because composting lowers their bill.
[00:05:40] Priya Nair: Start small: one street, one drop-off point, one season. Measure how much you divert, fix what goes wrong, and only then grow the program across the city.
[00:06:05] Sam Lee: The thing that [Speaker 2] [06:07] really matters is {vocalsound} patience.
[00:06:10] Jane Ortiz: That's all for today. Thank you so much for joining us, and see you next week.`;
