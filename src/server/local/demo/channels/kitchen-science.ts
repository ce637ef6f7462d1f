import type { ChannelTheme } from '../channel-theme';

export const kitchenScience: ChannelTheme = {
  creatorNumber: 9,
  host: 'Amara Okafor',
  channelName: 'Kitchen Science',
  description:
    'Why cooking works: chemistry, technique and culture in the kitchen, with chefs, food scientists and home cooks who love to experiment.',
  categories: ['Food', 'Science', 'Lifestyle'],
  price: 150,
  verified: false,
  handle: 'kitchen-science',
  minutes: [20, 50],
  schedule: { everyDays: 7, latestDaysAgo: 3, firstNumber: 189 },
  chapters: false,
  episodes: [
    {
      title: 'Why a dry steak browns and a wet one steams',
      guest: ['Luca Moretti', 'a food chemist and former restaurant cook'],
      topic: 'the Maillard reaction',
      summary: `The brown crust on a seared steak, toasted bread and roasted coffee all come from the Maillard reaction, a set of reactions between amino acids and sugars that produces hundreds of flavour compounds. Luca Moretti explains to Amara why it only really gets going above about 140°C, and why that one fact explains so many kitchen mistakes.

Water is the problem. As long as the surface of food is wet, it can't rise much above 100°C, the boiling point, so the food steams instead of browning. That is why a crowded pan of mushrooms turns grey and soggy, and why patting meat dry with kitchen paper makes such a difference. Luca also explains why a little baking soda speeds browning: the reaction runs faster in slightly alkaline conditions, which is the secret behind pretzels' deep colour.

Amara asks about the difference between browning and burning. Luca describes the point where pleasant roasted flavours give way to bitterness and acrid smoke, and why a heavy pan that holds its heat gives the cook more control than a thin one.`,
      learnings: [
        [
          'Dry the surface first',
          "A wet surface can't get much above 100°C, so it steams. Patting food dry lets it reach browning temperatures.",
        ],
        [
          "Don't crowd the pan",
          'Too much food releases steam and cools the pan. Cook in batches for a real crust.',
        ],
        [
          'A pinch of baking soda speeds browning',
          'The Maillard reaction runs faster in alkaline conditions, which is why pretzels turn so dark.',
        ],
      ],
      quotes: [
        "If your mushrooms are grey, it's not the mushrooms' fault. You gave them a bath instead of a pan.",
      ],
    },
    {
      title: 'What kneading actually does to dough',
      guest: ['Ingrid Larsen', 'a baker who runs a bread school in Copenhagen'],
      topic: 'gluten and kneading',
      summary: `When flour meets water, two proteins, glutenin and gliadin, begin to link up into gluten, a stretchy network that traps the gas produced by yeast. Kneading, Ingrid Larsen explains, organises that network, lining up the proteins into strong sheets. But it isn't the only way to get there, and she spends much of this episode convincing Amara that time can do most of the work.

Ingrid describes the autolyse, simply mixing flour and water and leaving them for 20 to 30 minutes before adding salt and yeast. Enzymes and hydration begin building gluten on their own, and the dough needs far less kneading afterwards. Long, slow fermentation in the fridge does something similar, and adds flavour too. Her no-knead loaf, folded a few times over two hours, is the one most of her students bake at home. And how do you know when dough is ready? Ingrid explains the windowpane test, stretching a small piece until light shows through it, and why wholemeal doughs never pass it as cleanly, because bran particles cut the gluten strands.`,
      learnings: [
        [
          'Let flour and water rest first',
          'A 20 to 30 minute rest before adding salt and yeast starts building gluten and cuts kneading time.',
        ],
        [
          'Time can replace kneading',
          'A few folds over two hours, or a slow rise in the fridge, builds strong dough with little effort.',
        ],
        [
          'Use the windowpane test',
          'Stretch a small piece of dough thin. If light shows through without tearing, the gluten is ready.',
        ],
        [
          'Wholemeal dough behaves differently',
          "Bran cuts gluten strands, so wholemeal dough never stretches as thin. Don't knead it forever.",
        ],
        [
          'Add salt after the rest',
          'Salt tightens gluten. Adding it after the autolyse makes the dough easier to work.',
        ],
      ],
    },
    {
      title: 'The mayonnaise that split, and how to save it',
      guest: ['Pierre Fontaine', 'a chef and teacher at a cookery school in Lyon'],
      topic: 'emulsions and mayonnaise',
      summary: `Mayonnaise is an emulsion: tiny droplets of oil suspended in a small amount of water from the egg yolk and lemon juice, kept apart by emulsifiers, mainly lecithin and proteins from the yolk. Pierre Fontaine has taught hundreds of students to make it by hand, and he says almost every failure comes from adding the oil too fast at the start.

In the first minute, there is very little water for the oil droplets to spread into, and the emulsifiers are overwhelmed. Pierre adds the first few tablespoons of oil literally drop by drop; once the mixture thickens, the rest can go in as a thin stream. Temperature matters too: cold eggs straight from the fridge make the emulsion harder to start.

The rescue is the part Amara wanted most. Pierre explains that a split mayonnaise can be saved by starting again with a fresh yolk or a teaspoon of water or mustard in a clean bowl, and whisking the broken mixture into it slowly, as if it were the oil. He also explains why a stick blender in a narrow jar makes mayonnaise in thirty seconds almost foolproof.`,
      learnings: [
        [
          'Add the first oil drop by drop',
          "Early on there's too little water for the oil. Go slowly until the mixture thickens.",
        ],
        ['Start with room-temperature eggs', 'Cold yolks make the emulsion harder to form.'],
        [
          'Rescue it with a fresh start',
          'Whisk the split mixture slowly into a new yolk or a spoon of mustard, treating it like the oil.',
        ],
      ],
    },
    {
      title: 'Keeping a sourdough starter alive (and why it smells of nail varnish)',
      guest: ['Maria Papadakis', 'a microbiologist who studies sourdough cultures'],
      topic: 'sourdough starters',
      summary: `A sourdough starter is a community of wild yeasts and lactic acid bacteria living together in flour and water, and Maria Papadakis has sequenced the microbes in starters from more than 500 home bakers. She found that starters from the same region aren't more similar to each other than to starters far away; what shapes them most is how they are fed and kept.

Maria explains the smells that worry new bakers. A starter that smells of nail varnish remover or alcohol is hungry, not dead: the yeasts are producing ethyl acetate and ethanol as they run out of food.

A grey liquid on top, sometimes called hooch, is the same story. More frequent feeding, or a higher ratio of fresh flour to old starter, usually fixes it within a couple of days.

The choice of flour matters as well. Maria says wholemeal and rye flours carry more microbes and nutrients, which is why they are often used to start a culture, and why adding a spoonful of rye can revive a sluggish starter. She also has reassuring news for anyone going on holiday: a well-fed starter can survive weeks in the fridge.`,
      learnings: [
        [
          'Nail varnish smell means hungry',
          'An acetone-like smell comes from yeasts running out of food. Feed more often or with more flour.',
        ],
        [
          'Feeding shapes a starter more than place',
          "Starters from the same region weren't more alike. How they're fed and kept matters more.",
        ],
        [
          'Rye revives a sluggish starter',
          'Wholemeal and rye flours carry more microbes and nutrients. A spoonful can wake a starter up.',
        ],
        [
          'It survives weeks in the fridge',
          'A well-fed starter can rest in the fridge for weeks and recover with a few feedings.',
        ],
      ],
      quotes: ["Nobody's starter is dying. It's just complaining that you forgot to feed it."],
    },
    {
      title: 'Salt your meat the day before',
      guest: ['Ben Oduya', 'a butcher and barbecue cook'],
      topic: 'dry brining meat',
      summary: `Ben Oduya salts his chickens a day before roasting them, and leaves them uncovered in the fridge overnight. The result, he tells Amara, is meat that is seasoned all the way through and skin that crisps like paper. The technique is called dry brining, and it relies on a simple sequence of chemistry. At first, salt draws moisture out of the meat onto the surface. Over the next hours, the salt dissolves in that moisture, and the salty liquid is gradually reabsorbed. Salt also loosens some muscle proteins, so the meat holds on to more of its own juices during cooking. After 24 hours, the surface is dry again, which helps the skin brown.

Ben explains how much salt to use, about 1% of the meat's weight, and why salting just before cooking is fine too, but salting 20 minutes before cooking is the worst option, because the moisture is sitting on the surface and hasn't been reabsorbed. Amara asks about wet brines, and Ben explains why he stopped using them for poultry: they add water, not flavour, and make skin harder to crisp.`,
      learnings: [
        [
          "Salt at 1% of the meat's weight",
          'Ten grams of salt per kilogram seasons meat evenly without making it too salty.',
        ],
        [
          'Salt a day ahead for crisp skin',
          'Overnight uncovered in the fridge, salt seasons the meat and the surface dries out.',
        ],
        [
          'Avoid salting twenty minutes before',
          'At that point moisture sits on the surface. Salt right before cooking or well ahead.',
        ],
        [
          'Dry brine beats wet brine for poultry',
          'Wet brines add water, not flavour, and make skin harder to crisp.',
        ],
      ],
    },
    {
      title: 'Caramel: from sugar to bitterness in ninety seconds',
      guest: ['Sofia Alves', 'a pastry chef in Lisbon'],
      topic: 'caramelisation',
      summary: `Caramel is one of the few things in Sofia Alves's pastry kitchen that she won't leave unattended, even for a moment. As sugar heats beyond about 160°C, it breaks down into hundreds of new compounds, producing colour and flavour. The window between deep amber and bitter black can be as short as ninety seconds.

Sofia explains the two main methods. Dry caramel, with sugar melted straight in the pan, is faster but browns unevenly. Wet caramel starts with sugar dissolved in water, which heats more evenly but can crystallise if a single grain of undissolved sugar falls back in. She brushes the sides of the pan with water and avoids stirring once it boils, which is the usual advice, and she explains the chemistry behind it. Stopping caramel at exactly the right colour is its own skill. Sofia adds cold cream or butter, which drops the temperature immediately, or dips the bottom of the pan into cold water. She also shares the detail that transformed her caramel sauces: a pinch of salt, which makes caramel taste less sweet and more complex.`,
      learnings: [
        [
          'Sugar turns bitter fast',
          'The gap between amber and burnt can be ninety seconds. Never walk away.',
        ],
        [
          "Don't stir a wet caramel once it boils",
          "Stirring and stray sugar grains can trigger crystallisation. Brush the pan's sides with water instead.",
        ],
        [
          'Stop it with cream or cold water',
          'Adding cream or dipping the pan in cold water halts cooking at the colour you want.',
        ],
      ],
    },
    {
      title: "Save the pasta water. Here's why.",
      guest: ['Giulia Romano', 'a home cook and food writer from Bologna'],
      topic: 'pasta water and starch',
      summary: `Every Italian cook Giulia Romano knows keeps a cup of pasta water before draining, and she says it's the single habit that separates restaurant pasta from home pasta. The water carries starch released by the pasta as it cooks, and that starch is what turns butter, oil, cheese and pasta water into a glossy sauce that clings rather than a puddle that slides off.

Giulia explains the chemistry with Amara's help: starch molecules thicken the liquid and help fat and water stay mixed, acting a little like an emulsifier. That's why carbonara and cacio e pepe, which have no cream, can still be silky. She cooks pasta in less water than most recipes say, which concentrates the starch, and finishes the pasta in the pan with the sauce for the last minute.

Then there is the salt. Giulia's rule is about 10 grams of salt per litre, which seasons the pasta from within. She also explains why adding oil to the water is pointless: it floats on top and does nothing to stop the pasta sticking, and it coats the pasta so the sauce clings less.`,
      learnings: [
        [
          'Pasta water makes the sauce cling',
          'Starch in the water thickens it and helps fat and water stay together in a glossy sauce.',
        ],
        [
          'Use less water for more starch',
          'A smaller pot concentrates starch, giving more useful pasta water.',
        ],
        [
          'Finish the pasta in the sauce',
          'The last minute of cooking in the pan lets pasta, sauce and starch come together.',
        ],
        ['Skip the oil in the water', "Oil floats, doesn't stop sticking and stops sauce from clinging."],
        ['About 10 grams of salt per litre', 'Well-salted water seasons the pasta from inside.'],
      ],
    },
    {
      title: 'Kimchi with a microbiologist',
      guest: ['Ji-woo Park', 'a food microbiologist and kimchi maker'],
      topic: 'fermenting vegetables',
      summary: `Ji-woo Park grew up making kimchi with her grandmother every November, and now studies the bacteria that make it work. She explains to Amara that fermentation is a carefully managed competition: salt and the absence of air give lactic acid bacteria an advantage over the microbes that would spoil vegetables, and as those bacteria produce acid, the environment becomes even more hostile to anything else. Salt concentration is the main lever. Ji-woo salts cabbage at around 2 to 3% of its weight. Too little and spoilage organisms can grow; too much and even the good bacteria slow down. Temperature controls speed: kimchi ferments in a day or two at room temperature, then continues slowly for weeks in the fridge, becoming more sour. And if a ferment does go wrong? Ji-woo says sour smells and bubbles are normal, but fuzzy mould, pink or black patches and a rotten smell are signs to throw it away. She ends with her grandmother's advice: taste your kimchi every day, and you'll learn more than any book can teach.`,
      learnings: [
        ['Salt vegetables at 2 to 3%', 'That range favours lactic acid bacteria over spoilage microbes.'],
        [
          'Acid builds its own protection',
          'As bacteria produce acid, the ferment becomes even more hostile to spoilage.',
        ],
        [
          'Temperature controls speed',
          'A day or two at room temperature, then weeks in the fridge for a slower, more sour ferment.',
        ],
        [
          'Know the warning signs',
          'Bubbles and sourness are normal. Fuzzy mould, pink patches or a rotten smell are not.',
        ],
      ],
      quotes: ['My grandmother never measured the salt. She just tasted it every day for fifty years.'],
    },
    {
      title: 'Tempering chocolate without a thermometer',
      guest: ['Hélène Dubois', 'a chocolatier in Brussels'],
      topic: 'tempering chocolate',
      summary: `Cocoa butter can crystallise in six different forms, and only one of them, known as form V, gives chocolate its glossy shine and clean snap. Tempering is the process of encouraging that crystal and no others. Hélène Dubois has tempered chocolate every working day for twenty years, and she tells Amara how to do it at home.

The classic method melts chocolate completely, cools it so that crystals begin forming, then warms it slightly to melt the unstable ones. For dark chocolate, the working temperature is about 31 to 32°C. Hélène prefers the seeding method for home cooks: melt two thirds of the chocolate, then stir in the remaining third as chopped pieces of already-tempered chocolate, which supply the right crystals to copy.

No thermometer? That's fine. Hélène's test is to dab a little chocolate on the back of a spoon or on foil: if it sets shiny and snaps within five minutes at room temperature, it is tempered. If it stays soft or turns streaky, it isn't.`,
      learnings: [
        [
          'Only one crystal gives the snap',
          'Cocoa butter has six crystal forms. Tempering encourages form V, which gives shine and snap.',
        ],
        [
          'Seed with tempered chocolate',
          'Melt two thirds, stir in the rest chopped. The pieces supply the right crystals.',
        ],
        ['Test on a spoon', 'If a dab sets shiny and snaps within five minutes, the chocolate is tempered.'],
      ],
    },
    {
      title: 'The boiled egg, solved',
      guest: ['Andrew Campbell', 'a physicist who writes about cooking'],
      topic: 'boiling eggs',
      summary: `Andrew Campbell has boiled somewhere over 400 eggs in the name of research, and he joins Amara to explain what is happening inside the shell. Egg white and yolk set at different temperatures: the white begins to firm at around 62°C and sets fully near 80°C, while the yolk thickens from about 65°C. That is why timing matters so much, and why precise recipes give such different results.

The infamous green ring around an overcooked yolk is iron sulphide, formed when sulphur from the white meets iron from the yolk at high temperatures for too long. Andrew's fix is simple: don't overcook, and plunge eggs into cold water as soon as they come out. For peeling, he has tested many tricks and found that starting eggs in already boiling water, rather than cold, makes the biggest difference, along with using eggs that are a few days old. Amara asks for his definitive timings. Andrew gives them for a large egg straight from the fridge into boiling water: six and a half minutes for a jammy yolk, nine for fully set, and he explains why altitude and egg size change the answer.`,
      learnings: [
        [
          'White and yolk set at different temperatures',
          'The white firms from about 62°C and the yolk from about 65°C, which is why timing is so precise.',
        ],
        [
          'The green ring is iron sulphide',
          'It forms when eggs cook too long. Cool them in cold water immediately.',
        ],
        [
          'Start in boiling water for easy peeling',
          "Eggs added to already boiling water peeled far more cleanly in Andrew's tests.",
        ],
        [
          'Six and a half minutes for jammy',
          'A large fridge-cold egg in boiling water gives a jammy yolk at six and a half minutes, fully set at nine.',
        ],
      ],
    },
    {
      title: 'Should you rinse rice? Three cooks disagree',
      guest: ['Kavita Rao', 'a chef who specialises in rice dishes from across Asia'],
      topic: 'cooking rice',
      summary: `Kavita Rao cooks rice dishes from a dozen cuisines, and her answer to whether you should rinse rice is: it depends on what you want. Rinsing removes loose surface starch, which is what makes cooked rice sticky. For fluffy basmati in a biryani, she rinses until the water runs clear. For sushi rice, she rinses too, but for risotto or a creamy rice pudding she never does, because the starch is the point. Kavita also explains soaking, which helps long grains cook evenly and stay long rather than breaking, and the absorption method, in which the rice absorbs an exact amount of water. The ratio changes with the rice: about 1.5 parts water to 1 of basmati by volume, less for jasmine, more for brown rice.

The lid is where most home cooks go wrong. Kavita's most important rule is to leave it on and let the rice rest for ten minutes after cooking, off the heat, which lets moisture redistribute so the bottom isn't soggy and the top dry. She also addresses food safety: cooked rice should be cooled quickly and refrigerated within an hour.`,
      learnings: [
        [
          "Rinse for fluffy, don't for creamy",
          'Rinsing removes surface starch. Do it for basmati and sushi rice, not for risotto.',
        ],
        ['Soak long grains for even cooking', 'Soaking helps basmati cook evenly and keeps grains long.'],
        [
          'Rest the rice with the lid on',
          'Ten minutes off the heat lets moisture even out, so no soggy bottom or dry top.',
        ],
        ['Cool leftover rice quickly', 'Refrigerate cooked rice within an hour to avoid food poisoning.'],
      ],
    },
    {
      title: 'Smoke points are only half the story',
      guest: ['Rachel Green', 'a lipid chemist who tests cooking oils'],
      topic: 'cooking oils and smoke points',
      summary: `Smoke point charts are everywhere, but Rachel Green says they are less useful than they look. The smoke point of an oil varies with how refined it is, how old it is and how many times it has been heated, so the same extra virgin olive oil might smoke anywhere across a range of 40 degrees. And the smoke point isn't the only thing that matters for health or flavour.

Rachel explains oxidation stability, how readily an oil breaks down into harmful compounds when heated. Oils high in monounsaturated fat, like olive oil and high-oleic sunflower oil, are relatively stable. Oils high in polyunsaturated fat, like standard sunflower oil, break down more easily under long heating, even below their smoke point. Her lab tests found extra virgin olive oil held up surprisingly well in home frying, partly thanks to its antioxidants.

In the kitchen, that translates into simple habits. Rachel suggests matching oil to the cooking: flavourful oils for dressings and gentle cooking, stable oils for frying, and never reusing frying oil more than a few times, because each heating lowers its smoke point.`,
      learnings: [
        [
          'Smoke points vary widely',
          'The same oil can smoke across a range of 40 degrees depending on refining and age.',
        ],
        [
          'Stability matters as much as smoke point',
          'Oils high in monounsaturated fat resist breaking down under heat better.',
        ],
        [
          'Extra virgin olive oil is fine for frying',
          "In Rachel's tests it held up well, helped by its natural antioxidants.",
        ],
      ],
    },
    {
      title: 'MSG: the myth, the science and the flavour',
      guest: ['Kenji Sato', 'a food scientist who studies taste'],
      topic: 'umami and MSG',
      summary: `Monosodium glutamate has been blamed for headaches and palpitations since the late 1960s, when a letter to a medical journal described symptoms after eating at Chinese restaurants. Kenji Sato explains to Amara that decades of controlled studies have failed to show a consistent effect at normal food levels, and that glutamate occurs naturally in parmesan, tomatoes, mushrooms and human breast milk.

The more interesting story is umami itself, the savoury taste identified by the Japanese chemist Kikunae Ikeda in 1908 while studying kombu broth. Kenji describes how glutamate combines with other compounds, called nucleotides, found in meat, fish and dried mushrooms, to produce a savoury effect much stronger than either alone. This synergy is why dashi, made from kombu and dried bonito, tastes so deep.

Amara asks how home cooks can use this. Kenji suggests pairing glutamate-rich and nucleotide-rich ingredients, such as tomato with anchovy, or parmesan with mushrooms, and adding a small pinch of MSG to soups and sauces, which can let cooks use less salt without losing flavour.`,
      learnings: [
        [
          "Controlled studies don't support the MSG scare",
          'Decades of research found no consistent reaction to MSG at normal food levels.',
        ],
        [
          'Glutamate is everywhere',
          'Parmesan, tomatoes and mushrooms are naturally rich in the same compound.',
        ],
        [
          'Pair umami ingredients for synergy',
          'Glutamate plus nucleotides, like tomato with anchovy, tastes far more savoury than either alone.',
        ],
        [
          'A little MSG allows less salt',
          'A pinch in soups can keep the savoury taste while reducing sodium.',
        ],
      ],
      quotes: [
        "People who avoid MSG happily eat a pound of parmesan. Their tongues can't tell the difference, and neither can their bodies.",
      ],
    },
    {
      title: 'Why your home coffee tastes sour or bitter',
      guest: ['Mateus Costa', 'a barista trainer and coffee roaster'],
      topic: 'coffee extraction',
      summary: `When coffee tastes sour, it is usually under-extracted; when it tastes bitter and hollow, it is usually over-extracted. Mateus Costa has trained baristas for fifteen years, and he explains to Amara that almost everything about brewing coffee comes down to controlling how much of the ground coffee dissolves into the water. The target is roughly 18 to 22% of the coffee's weight.

The main controls are grind size, time, water temperature and ratio. A finer grind extracts faster; a longer brew extracts more; hotter water, ideally just off the boil, extracts more efficiently. Mateus recommends a starting ratio of about 60 grams of coffee per litre of water for filter brewing, adjusted to taste. So what should you change first when a cup tastes wrong? Mateus says grind size, always, one step at a time. He also tells her that the cheapest upgrade for home coffee isn't a new machine but a burr grinder, because blade grinders produce a mix of powder and chunks that extract unevenly, making the same cup both sour and bitter at once.`,
      learnings: [
        [
          'Sour means under, bitter means over',
          "Sour coffee hasn't extracted enough. Bitter, hollow coffee has extracted too much.",
        ],
        ['Change the grind first', 'Grind size is the most powerful control. Adjust it one step at a time.'],
        ['Start at 60 grams per litre', 'A good starting ratio for filter coffee, then adjust to taste.'],
        [
          'A burr grinder beats a new machine',
          'Blade grinders make uneven grounds that taste sour and bitter at once.',
        ],
        ['Use water just off the boil', 'Hotter water extracts more efficiently than water left to cool.'],
      ],
    },
    {
      title: 'The secret to smooth ice cream is small crystals',
      guest: ['Elisa Conti', 'a gelato maker and food technologist'],
      topic: 'making ice cream',
      summary: `Smooth ice cream and icy ice cream can be made from almost identical recipes, Elisa Conti explains. The difference is the size of the ice crystals. Our tongues detect crystals larger than about 50 micrometres as grainy, so everything in making ice cream, from the recipe to the machine to the freezer, is about keeping crystals small.

Sugar helps by lowering the freezing point, so not all the water freezes. Fat and milk proteins get in the way of crystal growth. Fast freezing while churning creates many small crystals rather than a few large ones, which is why Elisa pre-chills her base overnight before churning and makes sure the machine's bowl is thoroughly frozen.

The enemy at home is the freezer itself. Every time the door opens and the temperature rises slightly, small crystals melt and refreeze onto larger ones. Elisa suggests storing ice cream at the back of the freezer, pressing plastic wrap onto its surface and eating homemade ice cream within a week. She also explains why gelato is served warmer than ice cream, and why that makes it taste more intense.`,
      learnings: [
        [
          'Crystals over 50 micrometres feel grainy',
          'Keeping ice crystals small is the whole game in smooth ice cream.',
        ],
        ['Chill the base overnight', 'A cold base freezes faster in the machine, creating smaller crystals.'],
        ['Sugar keeps it scoopable', 'Sugar lowers the freezing point so some water stays unfrozen.'],
      ],
    },
    {
      title: 'Bloom your spices in fat',
      guest: ['Anjali Mehta', 'a cookery writer who teaches Indian home cooking'],
      topic: 'cooking with whole and ground spices',
      summary: `In Anjali Mehta's kitchen, spices rarely go into a dish dry. They are first sizzled in hot oil or ghee for a few seconds, a step called tadka or tempering in Indian cooking. She explains to Amara why this transforms their flavour: many of the aromatic compounds in spices dissolve in fat rather than water, so frying spices in oil releases and spreads their flavour through the whole dish.

The order matters. Anjali adds whole seeds like cumin and mustard first, waiting until mustard seeds pop, because they need more heat to release their aroma. Ground spices go in later and for a shorter time, often just seconds, because their large surface area burns easily. Sometimes she adds a tempering at the end, poured over a finished dal.

Storage is the other half of the story. Anjali buys whole spices in small amounts, toasts and grinds them as needed and keeps them away from heat and light, since ground spices lose much of their aroma within a few months. She also shares the test she uses: rub a little between your fingers; if the smell is faint, the spice is past its best.`,
      learnings: [
        [
          'Flavour compounds dissolve in fat',
          "Frying spices in oil releases aromas that water alone can't carry.",
        ],
        [
          'Whole spices first, ground ones last',
          'Whole seeds need more heat. Ground spices burn in seconds.',
        ],
        ['Wait for mustard seeds to pop', "The popping shows they've released their flavour."],
        ['Rub to test freshness', 'If a ground spice smells faint between your fingers, replace it.'],
      ],
    },
    {
      title: 'Quick pickles in 20 minutes',
      guest: ['Oliver Bennett', 'a chef who runs a small restaurant in Bristol'],
      topic: 'quick pickling',
      summary: `Quick pickles aren't fermented at all, Oliver Bennett explains. They rely on vinegar rather than bacteria to create sourness, which is why a jar of thinly sliced red onions can be ready in twenty minutes. His restaurant uses them on almost every plate as a bright, acidic contrast to rich dishes. His basic brine is equal parts vinegar and water, with about 2% salt and a little sugar, poured hot over sliced vegetables. Thin slices pickle fastest; cucumber, radish and onion are ready within an hour, while carrots and cauliflower take a day. Oliver changes the vinegar for different flavours, rice vinegar for something gentle, cider vinegar for fruitiness, and adds spices like mustard seeds, chilli or dill. There is one safety rule. Oliver explains that quick pickles must be kept in the fridge and eaten within a few weeks, because they haven't been processed for long-term storage like canned pickles. He also shares his favourite trick: adding a splash of pickling liquid to a salad dressing, which carries the flavour of the pickle into the whole dish.`,
      learnings: [
        [
          'Vinegar does the work, not bacteria',
          "Quick pickles rely on vinegar's acid, so they're ready in minutes, not weeks.",
        ],
        ['Equal vinegar and water, 2% salt', "Oliver's basic brine, poured hot over thin slices."],
        [
          'Keep quick pickles in the fridge',
          "They aren't processed for long storage and should be eaten within a few weeks.",
        ],
      ],
    },
    {
      title: 'A sharp knife is a safer knife',
      guest: ['Takeshi Morimoto', 'a knife sharpener with a workshop in Osaka'],
      topic: 'sharpening kitchen knives',
      summary: `Takeshi Morimoto sharpens around 200 knives a week, for restaurants and home cooks, and his first piece of advice is that a sharp knife is safer than a dull one. A dull blade needs more pressure, slips off the skin of a tomato or onion and goes where the cook didn't intend. A sharp one goes where it is guided.

He explains the difference between sharpening and honing. Sharpening removes metal to create a new edge, using a whetstone or a sharpener. Honing, with a steel rod, straightens an edge that has bent over with use, without removing much metal. Most home knives need honing every week or two and sharpening every few months. Then the question every beginner asks: what angle? Takeshi explains that many Japanese knives are sharpened at about 15 degrees per side, and many European knives at about 20, and that keeping a consistent angle matters more than the exact number. He also lists the habits that dull knives fastest: glass chopping boards, the dishwasher, and scraping food off the board with the blade's edge.`,
      learnings: [
        [
          'Dull knives cause more accidents',
          'A dull blade needs force and slips. A sharp one goes where you guide it.',
        ],
        [
          'Hone weekly, sharpen every few months',
          'Honing straightens the edge. Sharpening creates a new one by removing metal.',
        ],
        [
          'Consistency beats the exact angle',
          "Holding the same angle matters more than whether it's 15 or 20 degrees.",
        ],
        [
          'Glass boards and dishwashers ruin edges',
          'Hard surfaces and dishwasher knocks dull a knife quickly.',
        ],
        [
          'Scrape with the spine, not the edge',
          "Pushing food across the board with the blade's edge dulls it. Turn the knife over.",
        ],
      ],
    },
    {
      title: 'Never put tomatoes in the fridge. Mostly.',
      guest: ['Clara Jiménez', 'a plant scientist who studies tomato flavour'],
      topic: 'storing tomatoes',
      summary: `Clara Jiménez's lab found that tomatoes stored below about 12°C for a few days lose a significant amount of their aroma compounds, and many don't recover even after warming back up. The genes that produce those volatile compounds are switched down in the cold. That's the science behind the advice never to refrigerate tomatoes.

But Clara adds the important qualification. A fully ripe tomato that you won't eat for several days may be better off in the fridge than going mouldy on the counter, and letting it warm to room temperature before eating helps a little. Underripe tomatoes should never go in the fridge, because the cold stops them ripening properly.

Amara asks why supermarket tomatoes often taste of so little. Clara explains that many commercial varieties were bred for yield, shelf life and uniform colour, and that a mutation favoured for even ripening also reduced sugar in the fruit. Her advice is to buy tomatoes in season, from varieties known for flavour, and to keep them on the counter, stem side down.`,
      learnings: [
        [
          'Cold switches off tomato aroma',
          "Below about 12°C, genes for aroma compounds are turned down, and flavour often doesn't return.",
        ],
        [
          'Ripe and unused? The fridge is acceptable',
          'A fully ripe tomato that would otherwise rot can be chilled. Warm it before eating.',
        ],
        ['Never chill underripe tomatoes', 'Cold stops them ripening properly.'],
        [
          'Breeding cost supermarket tomatoes flavour',
          'Varieties bred for yield and even colour lost sugar and aroma along the way.',
        ],
      ],
    },
    {
      title: 'To soak or not to soak: dried beans',
      guest: ['Marisol Herrera', 'a cook and bean grower in Oaxaca'],
      topic: 'cooking dried beans',
      summary: `Marisol Herrera has grown and cooked beans her whole life in Oaxaca, and her answer to whether beans must be soaked is no, with a few exceptions. Soaking shortens cooking time by roughly a quarter and helps beans cook evenly, but fresh dried beans from a recent harvest cook perfectly well without it. Old beans, on the other hand, can stay hard however long you cook them.

The age of dried beans matters more than most cooks realise. Over time, beans stored in warm, humid conditions develop what scientists call the hard-to-cook defect, in which their cell walls and proteins change so that they never fully soften. Marisol recommends buying beans from a shop with high turnover and using them within a year.

Old advice said salt would toughen beans. Marisol salts the soaking water and the cooking water, and explains that salt actually helps skins soften, an effect food scientists have confirmed. She also describes cooking beans slowly in a clay pot with epazote, an herb she says no Oaxacan cook would leave out.`,
      learnings: [
        [
          'Soaking is optional for fresh beans',
          'Soaking cuts cooking time by about a quarter, but recently harvested beans cook well without it.',
        ],
        [
          'Old beans may never soften',
          'Beans stored warm and humid develop a defect that keeps them hard. Use them within a year.',
        ],
        ["Salt helps, it doesn't toughen", 'Salting the soaking and cooking water helps bean skins soften.'],
      ],
      quotes: [
        "If your beans are still hard after three hours, don't blame your pot. Ask the shop how old they are.",
      ],
    },
    {
      title: 'Baking soda or baking powder? A cake-by-cake guide',
      guest: ['Emily Hart', 'a baking teacher and recipe developer'],
      topic: 'chemical raising agents',
      summary: `Baking soda and baking powder both make cakes rise by producing carbon dioxide, but they are not interchangeable, Emily Hart explains. Baking soda is pure sodium bicarbonate and needs an acid in the recipe, such as buttermilk, yoghurt, lemon juice or brown sugar, to react. Baking powder contains bicarbonate plus its own acids, so it works in recipes without acidic ingredients.

Emily describes what happens when the balance is wrong. Too much soda leaves a soapy, metallic taste and a darker, coarser crumb. Too little leaves a dense cake. Most baking powder sold today is double-acting: it releases some gas when mixed with liquid and more when heated, which gives bakers a little time between mixing and baking.

Amara asks about substitutions. Emily explains how to replace baking powder with soda plus an acid in an emergency, and why the reverse rarely works well. She also shares the test for old baking powder, a spoonful in hot water, which should fizz vigorously, and why she replaces hers every six months.`,
      learnings: [
        [
          'Soda needs an acid, powder brings its own',
          'Baking soda reacts with acidic ingredients. Baking powder includes the acid.',
        ],
        [
          'Too much soda tastes soapy',
          'Excess baking soda leaves a metallic taste and a coarse, dark crumb.',
        ],
        ['Double-acting powder gives you time', 'It releases gas when mixed and again when heated.'],
        ['Test powder in hot water', "A spoonful should fizz strongly. If it doesn't, replace it."],
        ['Replace baking powder every six months', 'It slowly loses strength once the tin has been opened.'],
      ],
    },
    {
      title: 'Stock that sets like jelly',
      guest: ['Patrick Doyle', 'a chef who teaches classic French technique'],
      topic: 'making stock',
      summary: `Patrick Doyle judges a chicken stock by what happens in the fridge overnight. If it sets into a soft jelly, it has enough gelatine to give sauces body and soups a silky texture. That gelatine comes from collagen in bones, skin and connective tissue, which slowly breaks down during a long, gentle simmer.

Patrick's advice for home cooks starts with the right parts. Wings, feet and backs are rich in collagen and cheap; a roast chicken carcass alone rarely makes a stock that sets. He starts the bones in cold water, brings them slowly to a bare simmer and never lets the stock boil, because boiling emulsifies fat into the liquid and makes it cloudy and greasy. Timing depends on the bones. Patrick suggests three to four hours for chicken stock, longer for beef, and explains why adding vegetables only in the last hour keeps their flavour fresh. He also describes his way of storing stock: reduced by half, frozen in an ice cube tray, so a few cubes can go straight into a pan sauce.`,
      learnings: [
        [
          'Good stock sets in the fridge',
          'A jellied stock has enough gelatine from collagen to give sauces body.',
        ],
        [
          'Use wings, feet and backs',
          'Collagen-rich parts make stock that sets. A carcass alone rarely does.',
        ],
        ['Simmer, never boil', 'Boiling emulsifies fat into the stock, making it cloudy and greasy.'],
        [
          'Add vegetables in the last hour',
          'Late vegetables keep their flavour fresh instead of stewing for hours.',
        ],
      ],
    },
    {
      title: 'Cast iron seasoning is just polymerised oil',
      guest: ['Hannah Fischer', 'a materials scientist who restores old cast iron pans'],
      topic: 'seasoning cast iron pans',
      summary: `The black, slick surface on a well-used cast iron pan isn't burnt food or magic, Hannah Fischer explains. It is a layer of oil that has been heated past its smoke point until its molecules link together into a hard, plastic-like coating, a process called polymerisation. Each thin layer bonds to the iron and to the layer beneath. Hannah's method for seasoning is simple: wipe on a very thin layer of oil, then wipe almost all of it off, and bake the pan upside down in a hot oven for an hour. Thick layers turn sticky and uneven. She repeats the process three to five times on a restored pan, and after that, ordinary cooking with fat maintains the seasoning.

Amara asks about soap, a subject of fierce debate. Hannah says modern dish soap won't strip a proper polymerised seasoning; the old advice came from lye-based soaps that could. What does damage cast iron is soaking it in water, which causes rust, and cooking very acidic foods like tomato sauce for hours in a new pan.`,
      learnings: [
        [
          'Seasoning is oil turned to plastic',
          'Heating thin oil layers past their smoke point polymerises them into a hard coating.',
        ],
        [
          'Thin layers, wiped almost off',
          'Thick oil turns sticky. Wipe on, wipe off, then bake for an hour.',
        ],
        ['Modern soap is fine', "Today's dish soap won't strip a proper seasoning. Old lye soaps did."],
        ['Never soak the pan', 'Standing water causes rust. Dry the pan straight after washing.'],
      ],
    },
    {
      title: 'Sous vide at home: worth it?',
      guest: ['Daniel Kim', 'a restaurant chef who cooks sous vide at home'],
      topic: 'sous vide cooking',
      summary: `Sous vide cooking seals food in a bag and cooks it in a water bath held at a precise temperature, often for hours. Daniel Kim uses it in his restaurant and at home, and he gives Amara an honest assessment of when it is worth the effort and when a pan does the job better.

The big advantage is precision. Because the water never gets hotter than the target, a steak cooked at 54°C is exactly medium-rare from edge to edge, with no grey band. Tough cuts like short ribs can be cooked for 48 hours at a lower temperature until tender without drying out. Eggs, fish and chicken breast also benefit, since they are easy to overcook.

But Daniel is clear about the limits. Sous vide food has no crust, so meat needs a fast, very hot sear afterwards.

It is slow, and for a thin steak or a quick weeknight dinner, a hot pan is quicker and tastier. He also explains the food safety principles: low temperatures need longer times to make food safe, and following tested time and temperature tables matters.`,
      learnings: [
        [
          'Precision from edge to edge',
          'At 54°C a steak is medium-rare all the way through, with no overcooked band.',
        ],
        [
          'Tough cuts get tender without drying',
          'Long, low cooking, up to 48 hours, softens short ribs while keeping them juicy.',
        ],
        ['Sear hard afterwards', 'Sous vide gives no crust. A quick, very hot sear finishes the job.'],
        [
          'Follow tested time and temperature tables',
          'Lower temperatures need longer times to make food safe.',
        ],
        [
          'A pan is better for thin cuts',
          'For a thin steak or a quick dinner, sous vide adds time without adding quality.',
        ],
      ],
    },
  ],
};
