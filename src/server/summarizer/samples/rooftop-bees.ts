/**
 * An original sample transcript (written for these tests): a two-person interview with timestamps and
 * speaker labels, about keeping bees on city rooftops.
 */
export const rooftopBees = `[00:00:04] Nora Vance: Welcome back to Small Acres, the show about growing food in tight spaces. I'm Nora, and today my guest is Idris Okafor, who keeps forty hives on the roofs of office buildings downtown.
[00:00:19] Idris Okafor: Thanks for having me, Nora. It's a strange job to describe at parties.
[00:00:25] Nora Vance: Let's start there. Why would anyone put beehives on a roof?
[00:00:31] Idris Okafor: Um, roofs are the last quiet places in a city. Nobody walks there, the hives get full sun in the morning, and the bees fly up and over the traffic instead of through it. A rooftop colony forages across roughly three kilometres of parks, street trees and balcony gardens.
[00:01:02] Idris Okafor: The surprising part is that city honey is often more varied than country honey. A farm hive might sit next to one crop for the whole summer. A city hive visits linden trees, clover in the parks, herbs on balconies and flowering weeds along the railway.
[00:01:40] Nora Vance: So the diversity of the city is actually an advantage for the bees.
[00:01:45] Idris Okafor: Exactly. Forage diversity is the single biggest factor in colony health that I can see from the outside. Colonies with varied pollen come out of winter stronger, they build up faster in spring, and they handle mites better.
[00:02:20] Nora Vance: What about the risks? I imagine wind is a problem up there.
[00:02:26] Idris Okafor: Wind is the first thing I check on any new roof. A hive on an exposed corner loses heat fast and the bees struggle to land. We strap every hive down and put it behind a parapet or a windbreak made of slatted wood. Slats are better than a solid wall, because a solid wall creates turbulence right where the bees are landing.
[00:03:05] Idris Okafor: Water is the second thing. Bees need water every day in summer, and if there's none on the roof they will go to the nearest source, which might be a café's ice bucket or a neighbour's pool. So we put out shallow trays with stones in them, so the bees can drink without drowning.
[00:03:41] Nora Vance: I love that detail. The stones are landing pads.
[00:03:45] Idris Okafor: Right, and it keeps the peace with the neighbours, which matters more than anything else in this work.
[00:04:02] Nora Vance: How do building managers react when you first ask them?
[00:04:07] Idris Okafor: Usually with fear. Most people picture a swarm coming through the air vents. So I bring data. I show them that honeybees on a roof rarely interact with people at street level, and I explain our swarm prevention. We inspect every nine days from April to June, and we split strong colonies before they decide to swarm on their own.
[00:04:48] Idris Okafor: The other thing that wins them over is honey with the building's name on the label. Tenants love it. One insurance company now gives a jar to every new employee.
[00:05:10] Nora Vance: Let's talk about mites, because every beekeeper I meet says varroa is the real enemy.
[00:05:16] Idris Okafor: Varroa is the real enemy. The mite feeds on developing bees and spreads viruses, and an untreated colony usually collapses within two or three years. The mistake new beekeepers make is treating on a calendar instead of measuring. You should count mites every month with a sugar roll, and treat only when the count crosses a threshold.
[00:05:58] Idris Okafor: When you measure, you treat less often, the bees are healthier, and the mites don't get a chance to develop resistance to the treatment you rely on.
[00:06:20] Nora Vance: Explain the sugar roll for listeners who have never seen one.
[00:06:24] Idris Okafor: You scoop about three hundred bees into a jar with a mesh lid, add a spoonful of powdered sugar, and roll the jar gently for a minute. The sugar makes the mites lose their grip, you shake them out onto a white plate, and you count. Three mites per hundred bees is my signal to act in summer.
[00:07:05] Nora Vance: And the bees survive it?
[00:07:07] Idris Okafor: They walk out of the jar looking like little ghosts, and their sisters clean them up within the hour. It's far kinder than the alcohol wash, which kills the sample.
[00:07:30] Nora Vance: What does a rooftop hive produce in a good year?
[00:07:34] Idris Okafor: In a good year, twenty to thirty kilograms of surplus honey per hive. In a bad year, with a wet spring, maybe nothing, and we feed them sugar syrup in autumn so they survive. People forget that beekeeping is farming. Some years the weather simply wins.
[00:08:10] Nora Vance: Is there a limit to how many hives a city can hold?
[00:08:14] Idris Okafor: Absolutely, and this is where I disagree with some of the hype. Honeybees compete with wild bees for the same flowers. If every roof in a neighbourhood gets hives, the wild pollinators lose. I think a responsible beekeeper plants as much as they harvest. For every hive we place, we ask the building to fund flowering plants in the area, and we favour native species that wild bees depend on.
[00:09:02] Nora Vance: That's a generous way to think about it.
[00:09:05] Idris Okafor: It's also practical. More flowers mean more honey, and a neighbourhood full of flowers is a neighbourhood that likes its bees.
[00:09:21] Nora Vance: For a listener who wants to start, what is the first step?
[00:09:25] Idris Okafor: Join a local beekeeping club before you buy anything. Spend one season helping someone else with their hives. You'll learn how to read a colony, you'll find out whether you react badly to stings, and you'll get a mentor you can call when something goes wrong. The equipment is the easy part. The judgement takes years.
[00:10:05] Nora Vance: Idris, thank you so much for joining us.
[00:10:08] Idris Okafor: Thank you, Nora. And plant some lavender.`;
