import type { ChannelTheme } from '../channel-theme';

export const historyUnfolded: ChannelTheme = {
  creatorNumber: 5,
  host: 'Elena Rossi',
  channelName: 'History Unfolded',
  description:
    'Stories from the past told by historians who love them: ordinary lives, turning points and the archives that changed what we thought we knew.',
  categories: ['History', 'Education', 'Society'],
  price: 200,
  verified: true,
  handle: 'history-unfolded',
  minutes: [45, 120],
  schedule: { everyDays: 21, latestDaysAgo: 12, firstNumber: 58 },
  chapters: true,
  episodes: [
    {
      title: 'The summer London could not breathe: the Great Stink of 1858',
      guest: ['Jonathan Pryce-Hale', 'a historian of Victorian public health'],
      topic: 'the Great Stink of 1858',
      summary: `In the hot summer of 1858, the Thames smelled so foul that the curtains of the new Houses of Parliament were soaked in chloride of lime so that members could keep working. Jonathan Pryce-Hale tells Elena how a city of two and a half million people came to be emptying its sewage straight into the river it drank from, and how one bad summer achieved what years of cholera deaths had not.

The irony, Jonathan explains, is that most experts of the time believed disease spread through bad air, the miasma theory, so the smell itself was seen as the danger. John Snow's work on the Broad Street pump in 1854 had pointed to contaminated water, but few were persuaded. Parliament acted because its own members could not bear the stench, and within weeks it passed the funding for Joseph Bazalgette's plan.

The second half follows the building of the sewers: about 1,100 miles of street sewers feeding 82 miles of large intercepting sewers, carrying waste downstream away from the city. Jonathan argues that it was the right solution adopted for the wrong reason, and that London's cholera outbreaks largely ended once the system was working.`,
      learnings: [
        [
          'The right cure for the wrong reason',
          'Parliament funded the sewers to remove the smell, believing foul air spread disease. The sewers worked because they stopped contaminated water.',
        ],
        [
          'Discomfort moved politicians more than deaths',
          'Years of cholera deaths had not produced action. A summer in which MPs themselves could not breathe did.',
        ],
        [
          'Bazalgette built for a larger city',
          'The intercepting sewers were built with spare capacity, which is why much of the system still works today.',
        ],
      ],
      quotes: [
        'The politicians were finally frightened, not of cholera, but of having to sit in that building all summer.',
      ],
    },
    {
      title: '150,000 letters from a merchant of Prato',
      guest: ['Chiara Benedetti', 'a historian of medieval trade who works in Tuscan archives'],
      topic: 'the archive of Francesco Datini',
      summary: `When Francesco di Marco Datini died in 1410, he left his fortune to the poor of Prato and, almost by accident, left historians one of the richest business archives of the Middle Ages: around 150,000 letters and some 500 account books, rediscovered in the nineteenth century under a staircase in his house. Chiara Benedetti has spent eleven years reading them.

Datini traded wool, cloth, armour, spices and almost anything else between Tuscany, Avignon, Barcelona and Majorca, and his letters show how a long-distance business was run when a message took weeks to arrive. Chiara describes how he checked his partners' accounts obsessively, how bills of exchange let money move without carrying coins, and the anxious tone of a man who wrote at the top of his ledgers "in the name of God and of profit". The most moving letters, Chiara says, are the ones between Datini and his wife Margherita, who ran the household and much of the business while he travelled. She learned to write late in life, and her letters grow more confident year by year.`,
      learnings: [
        [
          "A merchant's archive survived by chance",
          "Datini's letters and ledgers were rediscovered in the 1800s, stored in his house in Prato. Most medieval business papers were thrown away.",
        ],
        [
          'Bills of exchange moved money without coins',
          'Letters ordering payment in another city let merchants trade across Europe without carrying gold on dangerous roads.',
        ],
        [
          'Distance made trust a daily problem',
          "With letters taking weeks, Datini relied on partners he couldn't see. Much of his correspondence is about checking their accounts.",
        ],
        [
          "Margherita's letters tell the other half",
          "Datini's wife ran much of the business while he travelled, and learned to write in later life. Her letters show it.",
        ],
        [
          'Profit and piety were written together',
          'Datini headed his ledgers in the name of God and of profit. Religion and business were not separate worlds.',
        ],
      ],
      quotes: [
        "You can watch Margherita's handwriting change over the years. She starts out dictating and ends up arguing with him in her own hand.",
      ],
    },
    {
      title: 'Two Samoas, 1918: quarantine and catastrophe',
      guest: ['Sione Faleolo', 'a Pacific historian'],
      topic: 'the 1918 influenza in Samoa',
      summary: `In November 1918, the steamship Talune arrived in Apia, in what was then New Zealand-administered Western Samoa, carrying passengers sick with influenza. It was allowed to dock. Within two months, about a fifth of the territory's population had died, one of the worst death rates recorded anywhere in the pandemic. Sixty kilometres away, American Samoa's governor imposed a strict quarantine and recorded no deaths from the flu at all.

Sione Faleolo tells Elena the story through the records and through the memories passed down in Samoan families, including his own. He describes how the deaths of so many elders, holders of chiefly titles and traditional knowledge, affected Samoan society for decades, and how anger at the New Zealand administration fed the independence movement that followed.

The comparison between the two Samoas is often cited in discussions of pandemic policy, and Sione is careful about what it does and doesn't show. Geography, timing and colonial politics all mattered. But he thinks the contrast is still a powerful reminder that decisions made in a single week can shape a country for a century.`,
      learnings: [
        [
          "One ship changed a nation's history",
          "The Talune was allowed to dock in Apia in November 1918. About a fifth of Western Samoa's people died within two months.",
        ],
        [
          'Strict quarantine kept American Samoa safe',
          'Its governor closed the islands to outside ships and recorded no influenza deaths.',
        ],
        [
          'The dead included a generation of elders',
          'Many chiefs and knowledge holders died, with effects on Samoan society that lasted decades.',
        ],
        [
          'Grief fed the independence movement',
          "Anger at the administration's handling of the epidemic strengthened the push for Samoan self-government.",
        ],
      ],
    },
    {
      title: '1816, the year without a summer',
      guest: ['Margarethe Vogel', 'an environmental historian'],
      topic: 'the year without a summer',
      summary: `In April 1815, Mount Tambora in present-day Indonesia erupted in the largest volcanic explosion in recorded history. The ash and sulphur it threw into the atmosphere cooled much of the northern hemisphere the following year. In 1816, snow fell in New England in June, harvests failed across Europe, and bread prices in parts of Switzerland and Germany more than doubled.

Margarethe Vogel explains how historians and climate scientists pieced this together, from ice cores and tree rings to parish registers, grain prices and diaries. Almost nobody at the time connected the cold to a volcano on the other side of the world. People blamed sunspots, divine anger and even the new lightning rods.

The episode also follows the year's cultural echoes. Confined indoors by a cold, wet summer at the Villa Diodati near Geneva, Mary Shelley began the story that became Frankenstein. Margarethe is more interested in the thousands who emigrated from Europe and New England after the hungry year, and in what the episode suggests about how fragile food systems can be.`,
      learnings: [
        [
          'A volcano cooled half the world',
          "Tambora's 1815 eruption lowered temperatures across the northern hemisphere in 1816, causing crop failures.",
        ],
        [
          'Nobody at the time knew why',
          'People blamed sunspots and even lightning rods. The link to Tambora was made much later.',
        ],
        [
          'Bread prices show the crisis',
          'Grain prices in parts of Switzerland and Germany more than doubled, and hunger drove waves of emigration.',
        ],
        [
          'Records from many sources agree',
          'Ice cores, tree rings, parish registers and diaries together reconstruct the year.',
        ],
      ],
    },
    {
      title: 'When Bristol was ten minutes behind London',
      guest: ['Owen Treharne', 'a historian of railways and timekeeping'],
      topic: 'the coming of railway time',
      summary: `The clock on Bristol's Corn Exchange still has two minute hands, one showing local time and one showing London time, about ten minutes ahead. Owen Treharne uses it to open the story of how railways forced Britain onto a single clock in the mid-nineteenth century. Before the railways, every town kept its own time, set by the sun at noon. That worked when travel was slow, but it made timetables a nightmare. The Great Western Railway adopted London time across its network in 1840, and other companies followed; by 1855 most public clocks in Britain showed Greenwich time, although the law didn't catch up until 1880.

Owen describes the resistance, which was real: some towns saw London time as an imposition, and court cases turned on which time counted for a hearing. He also explains the practical technology of sending time signals by telegraph from Greenwich. Elena asks whether people cared, and Owen answers with letters from travellers who missed trains, and the clergy who complained that their congregations no longer knew when to arrive at church.`,
      learnings: [
        [
          'Every town once kept its own time',
          'Local time was set by the sun. Bristol ran about ten minutes behind London.',
        ],
        [
          'Railways standardised time before the law did',
          'The Great Western adopted London time in 1840. Most clocks followed by 1855; the law only in 1880.',
        ],
        [
          'The telegraph carried the time',
          'Time signals sent by telegraph from Greenwich let distant stations set their clocks exactly.',
        ],
        [
          'Not everyone welcomed London time',
          'Some towns resisted, and courts had to decide which time counted for a hearing.',
        ],
        [
          'A clock with two minute hands survives',
          "Bristol's Corn Exchange clock still shows both local and London time.",
        ],
      ],
    },
    {
      title: "Penny universities: London's coffeehouses",
      guest: ['Samuel Okafor', 'a historian of early modern London'],
      topic: 'seventeenth-century London coffeehouses',
      summary: `London's first coffeehouse opened in 1652, run by a man named Pasqua Rosée. Within a few decades the city had hundreds. For the price of a dish of coffee, usually a penny, anyone could sit, read the newspapers and join the conversation, which is why they were nicknamed penny universities. Samuel Okafor argues that they changed how news, business and politics worked in the city.

Different coffeehouses gathered different crowds. Merchants and ship owners met at Edward Lloyd's, where the trade in shipping insurance grew into the market that still bears his name. Scientists gathered in others, and political factions had their own. Samuel explains how the coffeehouses spread news faster than the government could control, which is why Charles II issued a proclamation to suppress them in 1675. The outcry was so loud that it was withdrawn within days. Elena asks about who was excluded. Samuel discusses the Women's Petition Against Coffee of 1674, probably satirical, and what it tells us about how coffeehouses were seen, along with the role of the enslaved labour that produced the coffee and sugar.`,
      learnings: [
        [
          'A penny bought a seat in the debate',
          'Coffeehouses let anyone who could afford a coffee read the news and join the conversation.',
        ],
        [
          "Lloyd's began in a coffeehouse",
          "Shipping insurance traded at Edward Lloyd's coffeehouse grew into one of the world's great insurance markets.",
        ],
        [
          'The king tried to close them and failed',
          "Charles II's 1675 proclamation against coffeehouses was withdrawn within days after a public outcry.",
        ],
        [
          'The trade rested on enslaved labour',
          'Coffee and sugar came from plantations worked by enslaved people, a side of the story often left out.',
        ],
      ],
    },
    {
      title: 'How Frederic Tudor shipped ice to Calcutta',
      guest: ['Rebecca Lowell', 'a historian of American trade'],
      topic: 'the nineteenth-century ice trade',
      summary: `In 1806, a young Boston merchant named Frederic Tudor sent a ship full of New England pond ice to the Caribbean island of Martinique. Most of it melted, nobody knew what to do with what was left, and Tudor lost money. He kept going, and by the 1830s ice from Massachusetts ponds was being shipped as far as Calcutta, a voyage of four months.

Rebecca Lowell explains how it worked. The ice was cut in winter into uniform blocks using horse-drawn cutters, packed in sawdust, a waste product of New England's sawmills, and stored in insulated ice houses at both ends of the voyage. Tudor also had to create demand, giving away ice and teaching bartenders and doctors what it could do.

The episode also covers Tudor's years of debt, a spell in a debtors' prison and his ruthless treatment of competitors. Rebecca sees the ice trade as an early example of turning something free into a global commodity, and she describes how it collapsed within a few decades once mechanical refrigeration arrived.`,
      learnings: [
        [
          'The first shipment was a failure',
          "Most of Tudor's 1806 cargo melted and the rest found no buyers. The business took years to work.",
        ],
        [
          'Sawdust made the trade possible',
          'Packing ice in sawdust, a cheap waste product, kept enough of it frozen to survive months at sea.',
        ],
        [
          'Demand had to be invented',
          'Tudor gave away ice and showed bartenders and doctors how to use it before anyone would pay.',
        ],
      ],
      quotes: [
        'He was selling frozen pond water to people who had never seen ice. Of course the first ship failed.',
      ],
    },
    {
      title: 'What the walls of Pompeii say',
      guest: ['Lucia Ferrante', 'an archaeologist who studies Roman inscriptions'],
      topic: 'graffiti and painted notices in Pompeii',
      summary: `More than ten thousand inscriptions have been recorded on the walls of Pompeii, and Lucia Ferrante has read a good share of them on site. They range from painted election notices and advertisements for gladiator shows to scratched love messages, insults, shopping lists and children's drawings. For a historian of ordinary life, she says, there is nothing else like them in the ancient world. The election notices are the most organised. Painted in red by professional sign writers, they urge voters to support a candidate, often naming the group backing him, such as fruit sellers or fullers. Lucia explains what they reveal about local politics in a town of perhaps 10,000 people, where neighbourhood and trade networks mattered more than policies. The graffiti are more personal. Lucia talks about lovers' messages, gladiator fan culture and the surprising number of people who could write at least a little, including, it seems, some enslaved people. She ends with the inscriptions that make her laugh and one that still makes her sad, written in a house whose owners never came back after the eruption in 79 CE.`,
      learnings: [
        [
          'Walls are an archive of ordinary voices',
          'Over ten thousand inscriptions record politics, love, trade and insults from everyday Pompeians.',
        ],
        [
          'Trades backed candidates in public',
          'Painted election notices often named the group supporting a candidate, like fruit sellers or fullers.',
        ],
        [
          'More people could write than expected',
          'The spread of scratched graffiti suggests basic writing was common, even among some enslaved people.',
        ],
        [
          'Local politics ran on networks',
          'In a town of about 10,000, neighbourhood and trade connections mattered more than programmes.',
        ],
      ],
    },
    {
      title: "The women who ran Bletchley Park's machines",
      guest: ['Harriet Moss', 'a historian who has interviewed Bletchley Park veterans'],
      topic: 'women at Bletchley Park',
      summary: `By the end of the Second World War, around three quarters of the people working at Bletchley Park were women. Many were young members of the Women's Royal Naval Service who operated the bombes, the electromechanical machines used to find the daily settings of the Enigma cipher, in eight-hour shifts around the clock. Harriet Moss has recorded interviews with more than 40 of them over fifteen years.

Their stories are full of small details: the smell of hot machine oil, the bent wires that had to be straightened with tweezers, the exhaustion of night shifts, and the strict secrecy that meant most never told their families what they had done. Some kept the secret for more than thirty years, until the official history was made public in the 1970s.

Harriet also talks about the women in more senior roles, as linguists, analysts and codebreakers, and why their contributions were long left out of the popular story. Elena asks what the veterans felt when the secret came out, and Harriet shares one answer she has never forgotten, from a woman who said she was finally able to explain to her husband why she hated the sound of machinery.`,
      learnings: [
        [
          "Most of Bletchley's staff were women",
          'By 1945 about three quarters of the workforce were women, many operating the bombe machines.',
        ],
        [
          'Secrecy lasted decades',
          'Many veterans told nobody, not even their families, until the work became public in the 1970s.',
        ],
        [
          'Women worked in senior roles too',
          'Linguists, analysts and codebreakers among the women were long missing from the popular story.',
        ],
        [
          'Oral history preserves the details',
          "Harriet's interviews recorded what documents don't: the smell of oil, the night shifts, the tweezers.",
        ],
        [
          'Shifts ran around the clock',
          'The machines ran day and night, so operators worked eight-hour shifts that rotated through the night.',
        ],
        [
          'The work was tedious and vital',
          'Straightening wires and resetting drums was repetitive, and every hour saved in finding settings mattered.',
        ],
      ],
      quotes: [
        "She told me she'd never been able to explain why she couldn't bear the noise of a washing machine. Then, in 1974, she could.",
      ],
    },
    {
      title: 'Black Sunday and the Dust Bowl',
      guest: ['Walter Briggs', 'a historian of the American Great Plains'],
      topic: 'the Dust Bowl',
      summary: `On 14 April 1935, a wall of dust hundreds of miles wide rolled across the southern Great Plains, turning day into darkness. People caught outside had to crawl home holding on to fences. It became known as Black Sunday, and Walter Briggs tells Elena how a decade of drought, falling grain prices and ploughing on a vast scale produced the worst man-made environmental disaster in American history.

Walter explains that the grasslands of the southern plains had held the soil in place for thousands of years. In the 1910s and 1920s, high wheat prices and new tractors encouraged farmers to plough millions of acres. When the drought came and prices collapsed, the exposed soil simply blew away, sometimes reaching the East Coast. The second half of the episode covers the response: the Soil Conservation Service, created in 1935, paid farmers to adopt contour ploughing and crop rotation, and the government planted more than 200 million trees in shelterbelts across the plains. Walter reflects on which lessons were kept and which have been forgotten as drought returns to parts of the region.`,
      learnings: [
        [
          "Ploughing removed the soil's anchor",
          'Grasslands had held the soil for millennia. Ploughing millions of acres left it exposed to drought and wind.',
        ],
        [
          'High prices drove the ploughing',
          "Wheat prices and new tractors in the 1910s and 1920s made breaking the prairie profitable, until they weren't.",
        ],
        [
          'Conservation was paid for, not imposed',
          'The Soil Conservation Service paid farmers to change practices such as contour ploughing.',
        ],
        [
          'Trees became windbreaks',
          'More than 200 million trees were planted in shelterbelts across the plains.',
        ],
      ],
    },
    {
      title: 'Luther, pamphlets and the first media revolution',
      guest: ['Katharina Brandt', 'a historian of print and the Reformation'],
      topic: 'printing and the Reformation',
      summary: `Martin Luther did not become famous because of a document nailed to a church door. Katharina Brandt argues he became famous because he was the first author to master the printing press. Between 1518 and 1525, by some estimates, Luther's writings made up around a third of all books printed in German. Katharina explains what made his pamphlets so effective. They were short, often eight or sixteen pages, written in vivid everyday German rather than Latin, and cheap enough for craftsmen to buy. Printers in dozens of towns reprinted them without permission, because Luther sold. Woodcut images, some by Lucas Cranach, carried the message to people who could not read.

Elena asks about the other side, and Katharina describes the Catholic responses, which were often longer, in Latin and slower to appear. She also discusses the darker uses of the new medium, including the pamphlets that fuelled violence during the Peasants' War, and draws careful parallels with how new media spread ideas, good and bad, today.`,
      learnings: [
        [
          'Short and cheap beat long and learned',
          "Luther's pamphlets were a few pages, in everyday German, and cheap. His opponents wrote long Latin treatises.",
        ],
        [
          'Reprints spread the message',
          "Printers across Germany copied Luther's works without permission because they sold.",
        ],
        [
          "Images reached those who couldn't read",
          "Woodcuts, some by Lucas Cranach, carried arguments to people who couldn't read the text.",
        ],
      ],
    },
    {
      title: 'The merchants who ran the Baltic',
      guest: ['Henrik Lund', 'a historian of northern European trade'],
      topic: 'the Hanseatic League',
      summary: `The Hanseatic League was not a state, had no permanent army and, for most of its history, no founding charter. Yet for about three centuries this loose association of merchants and towns, centred on Lübeck, dominated trade across the Baltic and North Sea. Henrik Lund explains how it worked and why it eventually faded.

At its height, the Hanse included nearly 200 towns, from Bruges to Novgorod. Its merchants ran trading posts abroad called kontors, the largest in London, Bruges, Bergen and Novgorod, where they lived under their own rules. Henrik describes life in the Bergen kontor, where young German apprentices spent years among the wooden warehouses of Bryggen, trading grain for dried cod.

The league's power rested on shared privileges and on the threat of collective boycotts, which it used against Norway and Flanders. Henrik explains its decline in the sixteenth and seventeenth centuries, as territorial states grew stronger and Dutch and English merchants took over its routes, and why historians still argue about whether it was ever more than a network of convenience.`,
      learnings: [
        [
          'A trading network without a state',
          'The Hanse had no permanent army or government, yet dominated northern trade for three centuries.',
        ],
        [
          'Boycotts were its weapon',
          'Collective trade embargoes against rivals like Norway and Flanders gave the league real power.',
        ],
        [
          'Kontors were towns within towns',
          'In Bergen, London, Bruges and Novgorod, Hanseatic merchants lived under their own rules.',
        ],
        [
          'Stronger states ended it',
          "As territorial states and Dutch and English merchants grew, the league's privileges faded.",
        ],
        [
          'Cod and grain drove the Bergen trade',
          'Dried cod from Norway was traded for grain from the Baltic, a staple exchange for centuries.',
        ],
      ],
    },
    {
      title: 'Measuring India with a chain and a prayer rosary',
      guest: ['Anjali Raman', 'a historian of science and empire'],
      topic: 'the Great Trigonometrical Survey of India',
      summary: `The Great Trigonometrical Survey of India began in 1802 with a measured baseline near Madras and took most of the nineteenth century. Its purpose was to map the subcontinent with mathematical precision, and along the way it measured the height of the world's highest mountain. Anjali Raman tells Elena the story, with attention to the people usually left out of it.

The survey's instruments were huge: one theodolite weighed about half a tonne and needed a dozen men to carry it. Anjali describes how surveyors worked through jungles and plains, building towers to see over the terrain, and how many died of malaria. In 1856 calculations showed that Peak XV in the Himalayas was the highest on Earth; the computations were led by Radhanath Sikdar, a Bengali mathematician whose role was long downplayed.

The most remarkable story is of the Indian surveyors known as pundits, who secretly mapped Tibet, then closed to Europeans. Nain Singh walked thousands of kilometres disguised as a pilgrim, counting his steps on a rosary of 100 beads instead of the usual 108.`,
      learnings: [
        [
          'Precision took a century',
          'The survey began in 1802 and ran for most of the nineteenth century, measured triangle by triangle.',
        ],
        [
          'Indian mathematicians did crucial work',
          "Radhanath Sikdar led the calculations showing Peak XV was the world's highest, a role long downplayed.",
        ],
        [
          'Pundits mapped Tibet in disguise',
          'Nain Singh counted his steps on a 100-bead rosary while walking thousands of kilometres as a pilgrim.',
        ],
        [
          'The instruments needed a dozen men',
          'The great theodolite weighed about half a tonne and had to be carried across the country.',
        ],
      ],
      quotes: ["Every hundred steps, one bead. That's how you measure a country nobody will let you into."],
    },
    {
      title: 'The law of the loaf: bread in medieval England',
      guest: ['Thomas Ashworth', 'a historian of medieval towns'],
      topic: 'the regulation of bread in medieval England',
      summary: `In thirteenth-century England, a penny loaf did not have a fixed price. It had a fixed price and a variable weight. The Assize of Bread and Ale set how heavy a loaf had to be according to the price of wheat, so when grain was dear, loaves shrank. Thomas Ashworth explains this strange-sounding system and what it tells us about medieval towns.

Bread was the staple food, and its price was a constant source of tension. Local officials weighed bakers' loaves, and bakers who sold short weight could be fined or, for repeat offences, put in the pillory with the offending loaf hung around their neck. Thomas describes court records from several towns that show how often bakers were caught, and how often officials were bribed. Elena asks about the baker's dozen, and Thomas explains the popular theory that bakers added a thirteenth loaf to avoid accusations of short weight, while noting that the evidence for it is thin. The episode ends with what the assize reveals about medieval ideas of a fair price, which were very different from ours.`,
      learnings: [
        [
          'The weight changed, not the price',
          "The Assize of Bread and Ale tied a loaf's required weight to the price of wheat.",
        ],
        [
          'Short weight was publicly punished',
          'Repeat offenders could be put in the pillory with the underweight loaf around their neck.',
        ],
        [
          "The baker's dozen story is uncertain",
          'The idea that a thirteenth loaf protected bakers from fines is popular, but the evidence is thin.',
        ],
      ],
    },
    {
      title: 'Was the Library of Alexandria really burned?',
      guest: ['Nadia Habib', 'a historian of the ancient Mediterranean'],
      topic: 'the fate of the Library of Alexandria',
      summary: `The popular story is that the Library of Alexandria, the greatest collection of knowledge in the ancient world, was destroyed in a single catastrophic fire. Nadia Habib says the truth is slower and in some ways sadder: the library declined over several centuries, through fires, political upheaval, budget cuts and neglect.

Nadia goes through the evidence. Julius Caesar's fire in 48 BCE probably destroyed some books, perhaps stored near the harbour, but ancient writers report scholars working in Alexandria long afterwards. Royal funding and patronage shrank under Roman rule, and scholars were periodically expelled. By the late third century, much of the palace quarter where the library stood had been damaged in fighting. Later stories of a final burning, including one involving the Arab conquest, appear centuries after the events they describe.

Elena asks why the myth of one fire persists. Nadia thinks a single villain makes a better story than slow neglect, and she draws a careful lesson about how knowledge is actually lost: not usually in flames, but when institutions stop being funded and copies stop being made.`,
      learnings: [
        [
          'Decline, not one fire',
          'The library faded over centuries through fires, politics, funding cuts and neglect.',
        ],
        [
          "Caesar's fire wasn't the end",
          'Ancient sources describe scholars working in Alexandria long after 48 BCE.',
        ],
        [
          'Late stories deserve suspicion',
          'Accounts of a final burning often appear centuries after the events they describe.',
        ],
        [
          'Knowledge is lost when copying stops',
          'Texts survived when they were recopied. Underfunded institutions stopped making the copies.',
        ],
      ],
      quotes: ['A fire is a better story. But libraries mostly die when nobody pays for the next copy.'],
    },
    {
      title: 'The Radium Girls and the case that changed workplace law',
      guest: ['Eleanor Walsh', 'a historian of labour and medicine'],
      topic: 'the Radium Girls',
      summary: `In factories in New Jersey and Illinois in the 1910s and 1920s, young women painted watch dials with luminous paint containing radium. They were taught to shape their brushes to a fine point with their lips, and so swallowed small amounts of radium every day. Within a few years, many began to suffer terrible illnesses, including the decay of their jaws. Eleanor Walsh tells their story.

The companies at first denied any connection and, Eleanor explains, worked hard to blame other causes. In 1927, five former dial painters from Orange, New Jersey, sued their employer; the case was settled in 1928 as several of them were dying. Another group in Ottawa, Illinois, fought a long legal battle that was finally won in 1938 by Catherine Donohue, who testified from her bed.

Eleanor traces what followed: stronger rights for workers to sue over occupational disease, and safety standards for radioactive materials that later protected workers on the Manhattan Project. She also reflects on the courage it took for young working-class women to take on powerful companies and the doctors who sided with them.`,
      learnings: [
        [
          'Lip, dip, paint',
          'Dial painters were taught to point their brushes with their lips, swallowing radium every day.',
        ],
        [
          'The companies denied the link',
          "Employers blamed other causes for years while the women's illnesses worsened.",
        ],
        [
          'Their cases changed the law',
          "The dial painters' lawsuits helped establish workers' right to compensation for occupational disease.",
        ],
        [
          'Their suffering shaped later safety rules',
          'Radiation standards developed after their cases protected workers in later nuclear programmes.',
        ],
        [
          'Testimony from a sickbed won in 1938',
          'Catherine Donohue gave evidence from her bed, and the Illinois case was finally won.',
        ],
      ],
    },
  ],
};
