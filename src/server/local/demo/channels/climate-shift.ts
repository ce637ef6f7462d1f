import type { ChannelTheme } from '../channel-theme';

export const climateShift: ChannelTheme = {
  creatorNumber: 6,
  host: 'Tomás Alvarez',
  channelName: 'Climate Shift',
  description:
    'Solutions-focused conversations about climate and energy: what is working, what is hype, and how cities, companies and households are actually cutting emissions.',
  categories: ['Science', 'Environment', 'Energy'],
  price: 200,
  verified: false,
  handle: 'climate-shift',
  minutes: [35, 75],
  schedule: { everyDays: 14, latestDaysAgo: 5, firstNumber: 101 },
  chapters: false,
  episodes: [
    {
      title: 'Do heat pumps really work in a cold climate?',
      guest: ['Kari Nordby', 'a heating engineer in Trondheim'],
      topic: 'heat pumps in cold countries',
      summary: `About 60% of Norwegian homes have a heat pump, in a country where winter temperatures in many towns regularly fall below minus 15°C. Kari Nordby has installed them for nineteen years, and she is tired of hearing that heat pumps only work in mild weather. She explains to Tomás how they work, why they are efficient, and what actually goes wrong.

A heat pump moves heat rather than making it, and a good one delivers around three units of heat for every unit of electricity, even across a whole Norwegian winter. Efficiency falls as the outside air gets colder, but modern units keep working well below minus 20°C. The problems Kari sees are almost always about installation: units sized too small, radiators too small to run at lower water temperatures, and poorly insulated houses.

Cost is the sticking point. Kari is honest that installation is expensive, often several times the price of a gas boiler, and the savings depend on electricity and gas prices where you live. Her advice for anyone considering one is to get a heat loss calculation for the house first, and to distrust any installer who quotes without one.`,
      learnings: [
        [
          'Three units of heat per unit of power',
          'A well-installed heat pump delivers around three times more heat than the electricity it uses, across a whole cold winter.',
        ],
        [
          "Cold isn't the problem, installation is",
          'Undersized units and small radiators cause most complaints, not the climate.',
        ],
        [
          'Get a heat loss calculation first',
          'A proper calculation for each room decides the size of unit and radiators. Be wary of quotes without one.',
        ],
        [
          'Insulate before or alongside',
          'A leaky house needs a bigger, costlier heat pump. Insulation often pays off first.',
        ],
      ],
      quotes: [
        "People in Oslo heat their homes with these through minus twenty. If someone tells you they don't work in the cold, ask them where they've been living.",
      ],
    },
    {
      title: 'What happened when a city gave people e-bikes',
      guest: ['Anneke Visser', 'a transport researcher'],
      topic: 'electric bikes in cities',
      summary: `Anneke Visser led a study in which 400 commuters in a mid-sized Dutch city were lent an electric bike for six months. On average, participants replaced about half of their car trips with the e-bike, and many kept riding after the loan ended, buying their own. She explains to Tomás why e-bikes change behaviour more than ordinary bikes do.

The answer is distance and hills. An e-bike makes a 15-kilometre commute practical without arriving sweaty, which extends cycling to suburbs and older riders who would not otherwise cycle. In Anneke's study, the biggest shifts came from people over 50 and those living more than eight kilometres from work. The conversation turns to what cities need to do. Anneke argues that safe, separated bike lanes matter more than subsidies, and that secure parking at stations and workplaces is the most overlooked factor: theft fear kept many participants from riding to the city centre. Tomás asks about the emissions from building batteries. Anneke's figures show that an e-bike's battery is paid back in emissions within months if it replaces car journeys.`,
      learnings: [
        [
          'E-bikes replace car trips, not walks',
          'Participants swapped about half their car journeys for the e-bike, mostly on longer commutes.',
        ],
        [
          'Older riders and long commutes gain most',
          'The biggest shifts came from people over 50 and those living more than eight kilometres from work.',
        ],
        [
          'Secure parking is the overlooked factor',
          'Fear of theft kept people from riding to the centre. Safe parking at stations matters as much as lanes.',
        ],
        [
          'Lanes beat subsidies',
          'Separated bike lanes did more to keep people riding than discounts on bikes.',
        ],
        [
          'The battery pays back within months',
          'Replacing car trips, an e-bike repays the emissions from making its battery in months.',
        ],
      ],
    },
    {
      title: 'The giant batteries keeping the lights on',
      guest: ['Laura Chen', 'an engineer who designs grid-scale battery storage'],
      topic: 'battery storage on the electricity grid',
      summary: `Five years ago grid batteries were a curiosity. Laura Chen's company now builds installations the size of several football pitches, storing enough electricity to supply tens of thousands of homes for two to four hours. She explains what these batteries actually do on the grid, which is not quite what most people think.

Most of their value today, Laura says, comes from balancing the grid second by second. Batteries can respond to a sudden drop in supply within milliseconds, faster than any power station, which keeps the frequency stable. They also shift solar power from midday into the evening peak, and they make money buying electricity when it is cheap and selling it when it is expensive.

A week without wind in winter is another matter. Laura is clear that lithium-ion batteries can't, and explains the longer-duration options being tested, from pumped hydro to iron-air batteries. She also discusses fire safety, which she takes very seriously, and how site design has changed after a handful of high-profile fires.`,
      learnings: [
        [
          'Batteries balance the grid in milliseconds',
          'Their biggest job today is responding instantly to sudden changes, keeping frequency stable.',
        ],
        [
          'They move solar into the evening',
          'Storing midday solar for the evening peak is a growing role as solar expands.',
        ],
        [
          'Two to four hours, not two weeks',
          'Lithium-ion batteries cover hours. A windless winter week needs other kinds of storage.',
        ],
      ],
    },
    {
      title: 'Building offshore wind in the North Sea',
      guest: ['Magnus Olsen', 'a project manager for offshore wind farms'],
      topic: 'offshore wind farms',
      summary: `The turbines Magnus Olsen installs in the North Sea are now taller than most skyscrapers, with blades longer than a football pitch. A single one can supply electricity for thousands of homes. He has spent twelve years on offshore projects, and he takes Tomás through what it really takes to build one, from seabed surveys to the vessels that lift the turbines into place.

The timelines surprise most people. From first survey to first power can take eight to ten years, most of it spent on permits, grid connections and environmental studies. Construction itself takes about two. Magnus explains the weather windows that govern the work, and why a single specialised installation ship can become a bottleneck for projects across Europe.

Tomás raises the recent difficulties in the industry, with some projects cancelled as costs rose. Magnus is candid: rising interest rates and supply chain costs hit projects whose prices were fixed years earlier. He believes the industry will recover, but says governments need to design auctions that allow for inflation.`,
      learnings: [
        [
          'Permits take longer than building',
          'From first survey to first power takes eight to ten years. Construction is only about two of them.',
        ],
        [
          'Ships are a bottleneck',
          'A limited number of vessels can install the largest turbines, so delays ripple across Europe.',
        ],
        [
          'Fixed prices met rising costs',
          'Projects priced years earlier struggled when interest rates and material costs rose.',
        ],
        [
          'Auctions should allow for inflation',
          'Magnus argues that contracts need to adjust for costs to avoid cancellations.',
        ],
      ],
    },
    {
      title: "Cement is 8% of emissions. Here's the plan to change that.",
      guest: ['Rafael Ortega', 'a materials scientist who works with cement producers'],
      topic: 'cutting emissions from cement',
      summary: `Cement is responsible for roughly 8% of global carbon dioxide emissions, Rafael Ortega explains, more than aviation. About two thirds of those emissions come not from burning fuel but from the chemistry itself: heating limestone releases carbon dioxide as it turns into clinker, the key ingredient. That makes cement one of the hardest materials to decarbonise. Rafael describes the options in order of how soon they can help. The quickest is to use less clinker, replacing part of it with calcined clay or other materials; blends with 40 to 50% less clinker are already on sale. Next is using concrete more efficiently, since many buildings use far more than engineering requires. Carbon capture at cement plants is the long-term answer for the remaining chemical emissions, and several pilot plants are operating.

Tomás asks what builders can do now. Rafael says the biggest lever is specifications: many contracts still demand traditional cement by default, and simply allowing lower-carbon blends would cut emissions quickly, at little or no extra cost.`,
      learnings: [
        [
          'The chemistry itself emits carbon',
          "About two thirds of cement's emissions come from heating limestone, not from fuel.",
        ],
        [
          'Use less clinker now',
          'Blends with calcined clay can cut clinker by 40 to 50% and are already on sale.',
        ],
        [
          'Change the specifications',
          'Contracts often require traditional cement by default. Allowing low-carbon blends is a fast, cheap win.',
        ],
        [
          'Buildings use more concrete than needed',
          'Designing for efficiency saves material before any new chemistry is required.',
        ],
        [
          "Capture for what's left",
          'Carbon capture at cement plants is the long-term answer for unavoidable process emissions.',
        ],
      ],
    },
    {
      title: 'Steel without coal in northern Sweden',
      guest: ['Elin Bergström', 'an engineer at a hydrogen steel project'],
      topic: 'making steel with hydrogen',
      summary: `Traditional steelmaking uses coal to strip the oxygen from iron ore, releasing about two tonnes of carbon dioxide for every tonne of steel. Elin Bergström works on a project in northern Sweden that replaces the coal with hydrogen made from renewable electricity. The by-product is water.

Elin explains why Sweden is a natural place for this: high-quality iron ore from local mines, plentiful hydropower and wind, and a steel industry that needed a future. The hard parts are scale and cost. Producing enough hydrogen requires enormous electrolysers and a lot of electricity, and green steel currently costs more, although Elin says the difference in the price of a car is only a few hundred euros. Buyers are already lining up. Elin describes car makers and appliance companies that have signed contracts in advance, partly for their own emissions targets and partly for their customers. She also discusses the bottlenecks she worries about: electricity grid connections and the supply of electrolysers.`,
      learnings: [
        [
          'Hydrogen replaces coal, water replaces CO2',
          'Using hydrogen to reduce iron ore produces water instead of about two tonnes of CO2 per tonne of steel.',
        ],
        [
          'Green steel adds little to a car',
          'Higher steel costs add only a few hundred euros to the price of a car.',
        ],
        [
          'Advance buyers make projects possible',
          'Car and appliance makers signed contracts in advance, which helped finance the plant.',
        ],
        [
          'Grid connections are the bottleneck',
          'Producing hydrogen needs huge amounts of electricity, and connecting to the grid is slow.',
        ],
      ],
      quotes: ['The chimney on a normal steelworks pumps out CO2. Ours will mostly produce steam.'],
    },
    {
      title: 'A third of all food is wasted. Where does it go?',
      guest: ['Priya Raman', 'a researcher who measures food waste along supply chains'],
      topic: 'food waste',
      summary: `Roughly a third of the food produced in the world is lost or wasted, Priya Raman tells Tomás, and the emissions from producing, transporting and disposing of it are larger than those of most countries. But where the waste happens differs enormously between places. In lower-income countries, most is lost after harvest and in storage. In wealthy countries, most is thrown away in shops and homes.

Priya's research team spent a year measuring waste in a chain of supermarkets and in 200 households. In the supermarkets, the biggest losses were fresh produce and bakery goods, driven by over-ordering and strict cosmetic standards. In homes, people wasted most when they bought in bulk without a plan, and when confused by date labels.

She talks about what works. Supermarkets that removed best-before dates from fruit and vegetables saw household waste fall. Apps that sell surplus food at the end of the day help at the margins. And households that wrote a simple shopping list based on planned meals cut their waste by about a fifth.`,
      learnings: [
        [
          'Rich countries waste food at home',
          'In wealthy countries most waste happens in shops and kitchens, not on farms.',
        ],
        [
          'Date labels confuse people',
          "Removing best-before dates from fresh produce reduced household waste in Priya's study.",
        ],
        [
          'Plan meals, write a list',
          'Households that planned meals and shopped from a list threw away about a fifth less.',
        ],
      ],
    },
    {
      title: 'Why wet peat is worth more than dry farmland',
      guest: ['Fionnuala Burke', 'an ecologist who restores peatlands in Ireland'],
      topic: 'rewetting peatlands',
      summary: `Peatlands cover about 3% of the world's land but store around twice as much carbon as all the world's forests, Fionnuala Burke explains. When they are drained for farming or peat extraction, that carbon begins to escape into the atmosphere, and it keeps escaping for decades. In Ireland, drained peat soils are a significant source of emissions in their own right. Fionnuala's work involves blocking drainage ditches so that water rises back to the surface. She describes the first signs of recovery: sphagnum moss returning, then cotton grass and insects, and after several years, emissions dropping sharply. She is careful to say that a rewetted bog is not a carbon sink overnight, but stopping the loss matters most. The hardest part of her job is human. Many of the bogs belong to farmers or were worked for generations by families who cut turf for fuel. Tomás and Fionnuala talk about payments for farmers who rewet land, about the cultural loss for turf-cutting communities, and about the restored bogs that have become places people visit.`,
      learnings: [
        [
          'Peat stores twice the carbon of forests',
          'Peatlands cover about 3% of land but hold roughly twice as much carbon as all forests.',
        ],
        [
          'Drained peat keeps emitting for decades',
          'Once drained, peat soils release carbon year after year until they are wet again.',
        ],
        [
          'Blocking ditches is the first step',
          'Raising the water table stops the loss. Moss and plants return over several years.',
        ],
        [
          'Farmers need paying to rewet',
          'Payments for landowners who rewet land make restoration possible on farms.',
        ],
      ],
    },
    {
      title: 'How Copenhagen heats almost every home from one network',
      guest: ['Søren Holm', "an energy planner who has worked on Copenhagen's heating system"],
      topic: 'district heating',
      summary: `About 98% of homes in Copenhagen are heated by district heating, a network of insulated pipes that carries hot water from central plants to radiators across the city. Søren Holm has worked on the system for 25 years, and he explains to Tomás why it is one of the most effective climate tools most people have never heard of.

The advantage, Søren says, is flexibility. A district network doesn't care where its heat comes from.

Copenhagen's has run on coal, gas, waste incineration, wood pellets and, increasingly, large heat pumps and waste heat from data centres and industry. Changing the fuel of one central plant decarbonises thousands of homes at once, without anyone having to replace a boiler.

Why don't other cities do the same? Søren explains that Denmark's system grew out of the oil crises of the 1970s, with laws that required homes to connect and let municipal companies plan for decades. Building a network from scratch is expensive and disruptive, but he thinks dense cities should start now, beginning with new districts and public buildings.`,
      learnings: [
        [
          'One network, many fuels',
          'District heating can switch from coal to heat pumps or waste heat at a central plant, changing thousands of homes at once.',
        ],
        [
          'Copenhagen heats 98% of homes this way',
          'The network grew from the 1970s oil crises with laws and long-term municipal planning.',
        ],
        [
          'Waste heat becomes home heat',
          'Data centres and factories feed surplus heat into the network instead of the air.',
        ],
        [
          'Start with new districts',
          'Retrofitting a whole city is disruptive. New areas and public buildings are the practical place to begin.',
        ],
      ],
      quotes: [
        "The network doesn't care what makes the heat. That's its great advantage: we can change the source without touching anyone's living room.",
      ],
    },
    {
      title: "Carbon removal: what's real and what's a press release",
      guest: ['Hugo Lefèvre', 'an analyst who evaluates carbon removal projects'],
      topic: 'carbon dioxide removal',
      summary: `Hugo Lefèvre's job is to check whether carbon removal projects remove what they claim, and he estimates that a large share of the credits he has reviewed would not pass a strict test. He explains to Tomás the difference between avoiding emissions and removing carbon, and why the second is far harder to prove.

The methods range widely. Planting trees removes carbon but can be undone by a fire or a change of government. Direct air capture machines remove carbon permanently when it is stored underground, but currently cost several hundred dollars a tonne and remove tiny amounts. In between are methods like spreading crushed rock on fields, biochar and capturing carbon from burning biomass, each with its own uncertainties. Hugo's checklist for a credible project has four questions: would this have happened anyway, how long will the carbon stay out of the air, how is it measured, and what happens if it is released? Tomás asks whether removal is a distraction from cutting emissions. Hugo thinks it is necessary for the emissions that can't be avoided, but dangerous when used as an excuse not to cut.`,
      learnings: [
        [
          "Avoiding isn't removing",
          "Credits for avoided emissions don't take carbon out of the air. Removal credits should.",
        ],
        [
          'Ask how long the carbon stays away',
          'Forests can burn. Carbon stored underground stays for thousands of years. Permanence changes the value.',
        ],
        [
          'Four questions for any project',
          "Would it have happened anyway, how long does it last, how is it measured, and what if it's released?",
        ],
        [
          'Direct air capture is small and costly',
          'Machines remove carbon permanently but cost several hundred dollars a tonne at tiny scale.',
        ],
        [
          "Removal is for what can't be cut",
          'Using removal as an excuse to delay cutting emissions undermines its purpose.',
        ],
      ],
    },
    {
      title: 'Charging an electric car when you live in the countryside',
      guest: ['Gwen Parry', 'who runs a community energy cooperative in rural Wales'],
      topic: 'electric vehicle charging in rural areas',
      summary: `In the village where Gwen Parry lives, the nearest public charger used to be 22 miles away. Her community energy cooperative installed six chargers in the village hall car park, powered partly by solar panels on the roof, and she tells Tomás how a group of volunteers did it in eighteen months. Rural drivers, Gwen says, are in some ways ideal for electric cars: most have driveways and can charge at home overnight, and they drive longer distances, so fuel savings are larger. The problem is the people without driveways, and visitors. The cooperative raised money through a community share offer, with 140 local people investing between £100 and £5,000, and secured a grant for the grid connection, which was the most expensive single item.

Reliability is a common complaint about public chargers. Gwen explains why the cooperative chose simpler chargers with a local maintenance contract rather than the fastest ones available, and how a volunteer checks them weekly. The chargers now earn enough to pay investors a small return.`,
      learnings: [
        [
          'Home charging suits rural drivers',
          'Most rural drivers have driveways and drive far, so electric cars can save them more.',
        ],
        [
          'Communities can fund chargers',
          '140 villagers bought community shares to pay for six chargers in the village hall car park.',
        ],
        [
          'The grid connection costs most',
          'Connecting to the grid was the most expensive item. A grant covered it.',
        ],
        [
          'Choose reliable over fast',
          'Simpler chargers with local maintenance broke down less than the fastest models.',
        ],
      ],
    },
    {
      title: 'Solar panels and sheep on the same field',
      guest: ['Jacques Moreau', 'a farmer in southern France who runs an agrivoltaic site'],
      topic: 'agrivoltaics',
      summary: `On Jacques Moreau's farm near Montpellier, rows of solar panels stand about three metres above the ground, and sheep graze underneath. He installed them four years ago after two summers of drought nearly ruined his pasture, and he tells Tomás it was the best decision he has made in thirty years of farming.

The panels provide shade, which reduces evaporation, and the grass under them now stays green for several weeks longer into summer. His sheep seek out the shade on hot afternoons. The land produces electricity for about 1,500 homes, and the lease payments from the solar company give Jacques a stable income that does not depend on the weather or lamb prices.

Jacques is not uncritical. He has seen projects elsewhere that claimed to combine farming and solar but effectively abandoned the farming, and he explains why France now requires agrivoltaic projects to show that agriculture continues. Tomás asks which crops work best, and Jacques describes trials with vines and fruit trees that suffer in extreme heat.`,
      learnings: [
        [
          'Shade keeps grass growing longer',
          'Grass under the panels stays green weeks longer in summer because less water evaporates.',
        ],
        [
          'Solar income steadies farm finances',
          "Lease payments give Jacques income that doesn't depend on weather or market prices.",
        ],
        [
          'Farming must really continue',
          'Some projects abandoned agriculture. French rules now require proof that farming continues.',
        ],
      ],
      quotes: [
        "My sheep worked out the point of the panels before the engineers did. They're under them by two o'clock.",
      ],
    },
    {
      title: "Rotterdam's water squares",
      guest: ['Pieter de Jong', 'an urban water planner in Rotterdam'],
      topic: 'adapting cities to heavy rainfall',
      summary: `Much of Rotterdam lies below sea level, and the city now faces a newer threat: cloudbursts that drop more rain in an hour than the sewers can handle. Pieter de Jong has spent fifteen years designing ways for the city to hold that water instead of fighting it, and his favourite are the water squares.

A water square is a public square that looks like a basketball court or a park on dry days, but whose sunken sections fill with rainwater during a storm, holding it until the sewers can cope. Pieter describes the Benthemplein square, which can store about 1,700 cubic metres of water, and how residents helped design it. The city also has green roofs, an underground car park that doubles as a reservoir and streets designed to carry water safely.

The lesson for other cities is practical. Pieter's answer is to treat every renovation as a chance to add water storage, because building it in later costs far more, and to make the solutions useful on dry days too, or people will resent them.`,
      learnings: [
        [
          'Store rain instead of fighting it',
          'Rotterdam designs spaces to hold storm water until the sewers can cope.',
        ],
        [
          'Make it useful when dry',
          'Water squares are sports courts and parks most of the year, so residents value them.',
        ],
        [
          'Use every renovation',
          'Adding water storage during routine works is far cheaper than retrofitting later.',
        ],
        [
          'Involve residents in design',
          'People who helped design the Benthemplein square use it and look after it.',
        ],
      ],
    },
    {
      title: 'Sustainable aviation fuel: how much can it do?',
      guest: ['Anika Sharma', 'an aviation fuels researcher'],
      topic: 'sustainable aviation fuel',
      summary: `Sustainable aviation fuel makes up well under 1% of the jet fuel used today, Anika Sharma says, and that fact should frame every airline announcement about it. She explains to Tomás what the term covers, how much each type cuts emissions, and why scaling it up is so hard.

Most of today's supply is made from used cooking oil and animal fats, which cut lifecycle emissions substantially but are limited by how much waste oil exists. Fuels from crops raise questions about land use. Synthetic fuels, made from green hydrogen and captured carbon dioxide, could in principle scale much further, but they are currently several times the price of fossil jet fuel and need vast amounts of renewable electricity. Should we simply fly less? Anika thinks both are needed: mandates for blending sustainable fuel, which Europe has introduced with rising targets to 2050, and honest acknowledgement that for the next decade, fewer flights, especially short ones with good rail alternatives, would cut more emissions than any fuel.`,
      learnings: [
        [
          'Under 1% of jet fuel today',
          'Sustainable aviation fuel is a tiny share of supply, whatever the announcements suggest.',
        ],
        [
          'Waste oil is a limited resource',
          "Most current supply comes from used cooking oil and fats, and there isn't much more of it.",
        ],
        [
          'Synthetic fuels are expensive and power-hungry',
          'E-fuels could scale further but cost several times more and need huge amounts of renewable electricity.',
        ],
        [
          'Fewer short flights cut more, sooner',
          'Where good rail exists, replacing flights beats any fuel in the next decade.',
        ],
      ],
    },
    {
      title: 'Finding methane leaks from space',
      guest: ['Carlos Mendoza', 'a scientist who analyses satellite methane data'],
      topic: 'methane leaks from oil and gas',
      summary: `Methane traps about 80 times more heat than carbon dioxide over twenty years, and a large share of human methane emissions comes from leaks and venting at oil and gas sites. Carlos Mendoza analyses satellite data that can now spot large leaks from orbit, and he explains to Tomás how that is changing accountability.

New satellites can detect plumes from individual sites, sometimes identifying a single leaking pipeline or storage tank. Carlos describes finding a leak in Central Asia that had been releasing methane at a rate comparable to hundreds of thousands of cars, which was fixed within weeks after the data was shared with the operator. He estimates that a small number of super-emitters account for a large fraction of total leaks.

Tomás asks why companies don't fix leaks anyway, since methane is the product they sell. Carlos explains the economics: many leaks are cheap to fix but nobody was measuring them. He thinks methane is the fastest way to slow warming in the next twenty years, because fixing leaks is often profitable.`,
      learnings: [
        [
          'Methane is 80 times stronger over 20 years',
          'Cutting methane slows warming faster than anything else in the near term.',
        ],
        [
          'A few super-emitters cause much of the leakage',
          'A small number of large leaks account for a big share of total emissions.',
        ],
        [
          'Satellites now see individual leaks',
          'Orbiting instruments can identify single leaking sites, making operators accountable.',
        ],
        [
          'Many leaks pay to fix',
          'Methane is the product being sold. Fixing leaks often saves companies money.',
        ],
        [
          'Sharing data gets leaks fixed',
          'A Central Asian leak was repaired within weeks of the operator seeing the data.',
        ],
      ],
    },
    {
      title: 'Net zero pledges: how to read the small print',
      guest: ['Sarah Whitfield', 'an accountant who audits corporate climate claims'],
      topic: 'corporate net zero claims',
      summary: `Thousands of companies have pledged to reach net zero, and Sarah Whitfield reads their plans for a living. She estimates that fewer than one in five of the pledges she reviewed last year had a credible path to their target. She gives Tomás a guide to telling the difference.

The first thing she checks is scope. Many companies' biggest emissions come from their supply chain and from customers using their products, known as scope 3, and some pledges quietly leave these out. The second is the interim target: a pledge for 2050 with nothing measurable before 2030 commits the current management to very little. The third is how much relies on offsets rather than actual cuts.

Tomás asks whether it's fair to criticise companies that at least try. Sarah thinks credible pledges deserve recognition, and she describes several companies whose plans impress her. But she argues that vague pledges do harm, because they give the impression of action while delaying it.`,
      learnings: [
        [
          'Check whether supply chains are included',
          'Scope 3 emissions are often the largest share, and some pledges leave them out.',
        ],
        [
          'Look for a 2030 target',
          'A 2050 pledge without interim targets commits current managers to little.',
        ],
        [
          'Count how much relies on offsets',
          'Plans that lean heavily on offsets rather than cuts are less credible.',
        ],
      ],
    },
    {
      title: 'Insulating 1960s flats without moving anyone out',
      guest: ['Agnieszka Nowak', 'an architect who leads housing retrofits in Poland'],
      topic: 'retrofitting apartment blocks',
      summary: `Agnieszka Nowak's team retrofits concrete apartment blocks built in the 1960s and 1970s, the kind that house millions of people across Central and Eastern Europe. Their latest project, a ten-storey block in Gdańsk with 120 flats, cut heating demand by about 60% without anyone moving out for a single night. The trick is prefabrication. The team scanned the building's facade, then manufactured insulated panels with new windows already fitted in a factory. On site, each panel was lifted into place and fixed over the old wall, and the old windows were removed from inside once the new ones were in. Residents lived with scaffolding for four months rather than the usual year. Agnieszka talks about cost and persuasion: the housing cooperative had to convince residents to take on a loan, repaid through lower heating bills, and the first meetings were tense. She also describes what surprised residents most after the work was done, which was not the lower bills but how much quieter the flats had become.`,
      learnings: [
        [
          'Prefabricated panels speed up retrofits',
          'Factory-made insulated panels with windows fitted cut on-site work from a year to four months.',
        ],
        [
          'Residents can stay at home',
          'New windows go in from outside before old ones come out, so nobody has to move out.',
        ],
        ['Heating demand fell by 60%', "The Gdańsk block's retrofit cut heating needs by about 60%."],
        [
          'Quieter flats surprised residents most',
          'Better insulation also reduced noise, which residents noticed before their bills.',
        ],
      ],
    },
    {
      title: 'Why some streets are 8°C hotter than others',
      guest: ['Yasmin Haddad', 'an urban climate scientist'],
      topic: 'trees and heat in cities',
      summary: `On a summer afternoon last year, Yasmin Haddad's team measured air temperature on two streets in the same neighbourhood. The one with mature trees was about 8°C cooler at street level than the treeless one three blocks away. She tells Tomás that this gap is common, and that it follows income: poorer neighbourhoods tend to have fewer trees and hotter streets.

Trees cool cities in two ways: by shading surfaces that would otherwise absorb heat, and through evaporation from their leaves. Yasmin explains why a newly planted sapling does almost nothing for a decade, and why protecting existing mature trees during construction matters more than planting new ones. She also discusses cool roofs and pale paving, which help but can create glare. City governments have clear options. Yasmin suggests mapping heat street by street, prioritising shade near schools, bus stops and care homes, and budgeting for watering young trees, since many planting programmes lose a third of their saplings in the first dry summer.`,
      learnings: [
        [
          'Mature trees cool streets by several degrees',
          'A tree-lined street measured about 8°C cooler than a bare one nearby.',
        ],
        ['Heat follows income', 'Poorer neighbourhoods tend to have fewer trees and hotter streets.'],
        [
          'Protect old trees first',
          'A sapling takes a decade to make a difference. Keeping mature trees matters most.',
        ],
        ['Budget for watering', 'Many programmes lose a third of their new trees in the first dry summer.'],
        ['Shade bus stops and schools first', 'Prioritise shade where vulnerable people wait and play.'],
      ],
    },
    {
      title: 'The workers who feel climate change first',
      guest: ['Miguel Santos', 'an occupational health researcher'],
      topic: 'heat stress at work',
      summary: `Construction workers, farm labourers and delivery riders spend their working days outdoors, and Miguel Santos studies what rising temperatures are doing to them. In his research with agricultural workers in southern Spain, productivity fell sharply on days above 35°C, and cases of heat exhaustion rose in step.

Miguel explains heat stress in the body: as core temperature rises, the heart works harder, judgement deteriorates and accidents become more likely. The risk is greatest in the first days of a heatwave, before workers have acclimatised, and for people who are paid by the piece, because they are reluctant to stop.

The solutions are not complicated, Miguel says, but they cost money: shifting work to the early morning, mandatory rest breaks in shade, water within easy reach and the right to stop work when a threshold is crossed. He describes Spain's recent rules restricting some outdoor work during extreme heat alerts, and what he thinks other countries should copy.`,
      learnings: [
        [
          'The first hot days are the most dangerous',
          "Workers who haven't acclimatised are most at risk at the start of a heatwave.",
        ],
        [
          'Piece rates keep people working in danger',
          'Workers paid per item are reluctant to stop, even when heat makes it unsafe.',
        ],
        [
          'Move work to the early morning',
          'Shifting outdoor work to cooler hours is the simplest protection.',
        ],
        [
          'Set a threshold for stopping',
          "Rules that halt some outdoor work during extreme heat alerts protect workers who can't choose.",
        ],
      ],
    },
    {
      title: 'Restarting a closed nuclear plant: the case for and against',
      guest: ['Thomas Keller', 'an energy economist'],
      topic: 'extending and restarting nuclear power plants',
      summary: `Several countries are reconsidering nuclear plants they had planned to close, and at least one closed plant is being prepared to restart. Thomas Keller, an energy economist, joins Tomás for a deliberately balanced discussion of whether keeping existing nuclear reactors running is good climate policy.

The case for, Thomas explains, is straightforward: an existing plant produces large amounts of low-carbon electricity day and night, and closing one early has in several cases been followed by more gas or coal burning. Extending the life of a safe reactor is usually much cheaper per unit of electricity than building new low-carbon capacity.

The case against is also real. Restarts are complex, safety inspections can reveal expensive problems, and the question of long-term waste storage remains unsolved in most countries. Thomas separates the question of existing plants, where he thinks the climate case is strong if safety regulators approve, from new plants, which have struggled with delays and cost overruns.`,
      learnings: [
        [
          'Existing plants are cheap low-carbon power',
          "Extending a safe reactor's life costs far less per unit than building new capacity.",
        ],
        [
          'Early closures have raised emissions',
          'Closing plants early has sometimes been followed by more gas or coal burning.',
        ],
        [
          'Restarts are not simple',
          'Inspections can reveal costly problems, and regulators must approve every step.',
        ],
        [
          'Existing and new plants are different questions',
          'The case for keeping reactors open is stronger than for building new ones, which have faced delays and cost overruns.',
        ],
      ],
    },
    {
      title: 'Recycling lithium from old batteries',
      guest: ['Hana Kobayashi', 'a chemist at a battery recycling company'],
      topic: 'recycling electric vehicle batteries',
      summary: `The first large wave of electric car batteries will reach the end of their life in the next decade, and Hana Kobayashi's company is preparing for it. She explains to Tomás how a battery pack is taken apart, how the valuable metals are recovered, and why recycling could eventually supply a significant share of the materials new batteries need.

The process starts with discharging and dismantling the pack, then shredding the cells into a powder called black mass. Chemical processes then separate lithium, nickel, cobalt and manganese. Hana's company recovers more than 90% of those metals, which can go straight back into new batteries with no loss of quality.

Tomás asks about second life, where old car batteries are reused for home or grid storage before recycling. Hana thinks it makes sense for some packs, but warns that it can complicate recycling later. She also explains why battery design matters: packs glued together are much harder to take apart, and she hopes new regulations will push manufacturers to design for disassembly.`,
      learnings: [
        [
          'More than 90% of key metals come back',
          'Recycling recovers lithium, nickel, cobalt and manganese at quality good enough for new batteries.',
        ],
        [
          'The wave of old batteries is coming',
          'The first large generation of car batteries reaches end of life in the next decade.',
        ],
        [
          'Design for disassembly',
          'Glued packs are hard to take apart. Batteries designed to be dismantled are far easier to recycle.',
        ],
      ],
      quotes: ["Every battery we get back is a small mine that's already been dug."],
    },
  ],
};
