import type { ChannelTheme } from '../channel-theme';

export const parentingUnplugged: ChannelTheme = {
  creatorNumber: 10,
  host: 'Ruth Cohen',
  channelName: 'Parenting Unplugged',
  description:
    'Honest conversations about raising children in a busy, screen-filled world, with child development experts, teachers and parents who admit they are figuring it out too.',
  categories: ['Family', 'Parenting', 'Education'],
  price: 200,
  verified: true,
  handle: 'parenting-unplugged',
  minutes: [25, 55],
  schedule: { everyDays: 14, latestDaysAgo: 11, firstNumber: 117 },
  chapters: false,
  episodes: [
    {
      title: 'Screen time rules that survive contact with real life',
      guest: ['Dr. Hannah Webb', 'a developmental psychologist who studies children and media'],
      topic: 'screen time for young children',
      summary: `Hannah Webb has two children, a research career studying children and screens, and, she admits, a tablet that sometimes babysits while she cooks dinner. She joins Ruth to talk about what the evidence actually says about screen time, and it is more reassuring, and more specific, than most headlines.

Hannah explains that the total number of hours matters less than three other questions: what children are watching, whether it displaces sleep, play and conversation, and whether anyone is watching with them. A toddler watching a slow-paced programme with a parent who talks about it is having a very different experience from one scrolling fast-cut videos alone. Her research group found the clearest harms when screens pushed bedtime later.

So what rules actually work? Hannah suggests screens out of bedrooms at night, no screens during meals, and choosing slower programmes with a story over endless short clips. She also encourages parents to drop the guilt about the occasional hour of cartoons while they make dinner, and to focus on the habits that protect sleep and play.`,
      learnings: [
        [
          'What they watch matters more than how long',
          'Slow programmes with a story are very different from fast-cut clips, even for the same number of minutes.',
        ],
        [
          'Protect sleep first',
          "The clearest harm in Hannah's research came when screens pushed bedtime later.",
        ],
        [
          'Watch together when you can',
          'Talking about what a child is watching turns passive viewing into conversation.',
        ],
        [
          'No screens in bedrooms at night',
          'Keeping devices out of bedrooms protects sleep better than any time limit.',
        ],
      ],
      quotes: [
        'I study this for a living and my kids watch cartoons while I cook. Both of those things are fine.',
      ],
    },
    {
      title: "What's really happening in a toddler tantrum",
      guest: ['Olivia Brennan', 'a child psychologist and mother of three'],
      topic: 'toddler tantrums',
      summary: `A two-year-old lying on the supermarket floor screaming because the banana broke is not being manipulative, Olivia Brennan tells Ruth. The parts of the brain that help regulate strong emotions are years from maturity, and toddlers feel frustration intensely without the words or control to manage it. Understanding that, she says, changes how parents respond.

Olivia's approach in the moment is to stay close, stay calm and say very little. Reasoning with a child mid-tantrum doesn't work, because they can't process it. Naming the feeling in a few words, "you're so cross the banana broke", helps more than explanations. She is also clear that staying calm doesn't mean giving in: a limit can hold while a parent sits with the upset. Many tantrums can be headed off. Olivia points to the predictable triggers, hunger, tiredness and transitions from one activity to another, and suggests warnings before transitions and snacks before shopping. She also talks about parents' own reactions, and why a parent who occasionally loses their temper and then repairs it teaches children something valuable too.`,
      learnings: [
        [
          'Tantrums come from an immature brain',
          "Toddlers feel emotions fully without the brain development to manage them. It isn't manipulation.",
        ],
        [
          'Say less during a meltdown',
          "Reasoning doesn't reach a child mid-tantrum. A few calm words naming the feeling help more.",
        ],
        ["Calm isn't giving in", 'A limit can hold while a parent stays close through the upset.'],
        [
          'Hunger, tiredness and transitions',
          'Most tantrums have predictable triggers. A snack and a warning before changes prevent many.',
        ],
        [
          'Repair after you lose your temper',
          'Apologising after shouting shows children how to fix things when they go wrong.',
        ],
      ],
    },
    {
      title: 'Why do siblings fight so much?',
      guest: ['Mark Davies', 'a family therapist'],
      topic: 'sibling rivalry',
      summary: `Mark Davies estimates that in families with two children close in age, conflicts between them happen several times an hour on a bad day. He tells Ruth that this is normal, that siblings are practising how to handle disagreement with someone they can't escape, and that parents often make it worse by trying too hard to decide who is right.

His main advice is to stop being the judge. When parents investigate every fight and punish the guilty party, children learn to compete for the parent's verdict. Mark suggests describing the problem, "two children and one remote control", and asking the children for a solution, stepping in only when someone is being hurt or one child is consistently overpowered.

Ruth asks about fairness, which obsesses many siblings. Mark explains why treating children equally is impossible and why treating them according to their needs works better, and he suggests spending short one-to-one time with each child regularly, which reduces competition for attention. He also notes that siblings who fought constantly often become close adults.`,
      learnings: [
        ['Stop being the judge', 'Investigating every fight teaches children to compete for your verdict.'],
        [
          'Describe the problem, ask for a solution',
          'Two children and one remote control invites the children to solve it themselves.',
        ],
        [
          'Step in when someone gets hurt',
          'Intervene for physical harm or when one child is always overpowered.',
        ],
        [
          'Give each child time alone with you',
          'Short regular one-to-one time reduces the competition for attention that fuels fights.',
        ],
      ],
    },
    {
      title: 'Homework without the nightly battle',
      guest: ['Sarah Collins', 'a primary school teacher with 20 years in the classroom'],
      topic: 'homework for primary school children',
      summary: `Sarah Collins has set homework for 20 years and has a confession: for children under eleven, research suggests homework does very little for learning. What it often does is create conflict at home. She joins Ruth to talk about how parents can support learning without turning every evening into a battle.

Sarah's advice starts with ownership. Homework is the child's work, not the parent's, and a parent who sits beside a child correcting every mistake teaches them that the work isn't theirs. She suggests a set time and place, a parent nearby but busy with something else, and a rule that the child tries first and asks for help only when stuck.

The most valuable thing parents can do, in Sarah's view, isn't homework at all. Reading together, talking at meals, cooking with measurements and playing board games build skills that worksheets rarely match. She also encourages parents to tell teachers when homework is causing real distress, and says most teachers would rather know.`,
      learnings: [
        [
          "Homework is the child's work",
          "Parents who correct every mistake teach children that the work isn't theirs.",
        ],
        ['Set a time and place', 'A regular routine avoids the nightly negotiation about when to start.'],
        [
          'Be nearby, not beside',
          'A parent in the room doing something else helps more than one hovering over the page.',
        ],
        [
          'Reading and talking beat worksheets',
          'Reading together, mealtime conversation and board games build more than most homework.',
        ],
        [
          "Tell the teacher if it's causing distress",
          "Most teachers would rather adjust than have homework damage a child's evenings.",
        ],
      ],
    },
    {
      title: 'The bedtime routine that finally worked',
      guest: ['Ahmed Khalil', 'a father of four and paediatric nurse'],
      topic: 'bedtime routines for children',
      summary: `For two years Ahmed Khalil's youngest son took over an hour to fall asleep every night, with repeated trips out of bed for water, a story, a worry or a hug. As a paediatric nurse, Ahmed knew the theory; as a tired father, he found it hard to apply. He tells Ruth what finally worked, and why it took consistency more than cleverness. The family built a routine of the same five steps in the same order every night: bath, pyjamas, teeth, two stories, lights out, lasting about 30 minutes. Ahmed made a picture chart of the steps with his son, which gave the boy a sense of control. He also introduced a bedtime pass: one card that could be exchanged for a single trip out of bed, after which the answer was a calm, boring return to bed.

It didn't happen overnight. About two weeks, Ahmed says, with the first three nights being the hardest. He also talks about the role of light, dimming the house an hour before bed, and about consistency between parents, which mattered more than any single technique.`,
      learnings: [
        [
          'Same steps, same order, every night',
          "A predictable 30-minute routine signals to a child's body that sleep is coming.",
        ],
        [
          'Let the child help make the chart',
          "A picture chart they helped create gave Ahmed's son a sense of control.",
        ],
        [
          'Try a bedtime pass',
          'One card for one trip out of bed, then calm, boring returns, ended the hour of negotiations.',
        ],
        [
          'Expect two weeks, worst at the start',
          'The first three nights were hardest. Consistency did the rest.',
        ],
      ],
      quotes: [
        "The routine wasn't clever. The clever part was doing exactly the same thing every night when I was too tired to.",
      ],
    },
    {
      title: 'Picky eating: why a new food can take 15 tries',
      guest: ['Dr. Lena Bauer', 'a paediatric dietitian'],
      topic: 'picky eating in children',
      summary: `Most children go through a picky phase between about two and six, Lena Bauer explains, and for many it is a normal developmental stage rather than a problem. Wariness of new foods may once have protected young children from eating something dangerous. What often turns a phase into a lasting battle is pressure.

Lena describes a division of responsibility she recommends: parents decide what food is offered, when and where; children decide whether to eat and how much. Bribes, praise for clean plates and "one more bite" rules tend to backfire, because they make the food itself seem like a chore. Children may need to see and taste a food ten to fifteen times before accepting it. What goes on the plate matters less than how it is offered. Lena suggests always including one food the child usually eats, serving new foods in tiny amounts alongside it, eating together and letting children help prepare food. She also explains when pickiness needs professional help: weight loss, very few accepted foods or distress around meals.`,
      learnings: [
        [
          'Parents choose what, children choose how much',
          "Deciding what's offered and letting children decide how much reduces mealtime battles.",
        ],
        ['Pressure backfires', 'Bribes and one-more-bite rules make food feel like a chore.'],
        [
          'It can take 15 tastes',
          'Children may need to meet a food ten to fifteen times before accepting it.',
        ],
        [
          'Always include one safe food',
          'A familiar food on the plate makes trying new ones less stressful.',
        ],
        [
          'Know when to get help',
          'Weight loss, very few accepted foods or distress at meals need professional advice.',
        ],
      ],
    },
    {
      title: 'A first phone at eleven? How one school decided together',
      guest: ['James Whitmore', 'head teacher of a primary school in Manchester'],
      topic: "children's first smartphones",
      summary: `Last year, parents at James Whitmore's primary school agreed together to delay giving their children smartphones until at least the end of primary school. About 80% of families signed a voluntary pledge. James tells Ruth how the idea started, how it spread and what has happened since.

It began with a parents' evening about online safety, where several parents admitted they had bought phones only because their child said everyone else had one. James realised that if enough families agreed at once, no child would be the only one without a phone. The school offered information, not rules, and parents organised the pledge themselves.

Ruth asks about the children who do need a phone, for example to travel alone. James describes the compromise many families chose: a basic phone for calls and texts. He is honest about the limits of the pledge, which some families didn't join, and about the pressure that returns at secondary school. But he says the playground is noticeably different, with more games and fewer children huddled round a screen.`,
      learnings: [
        [
          'Decide together, not alone',
          'When most families agreed at once, no child was the only one without a smartphone.',
        ],
        [
          'A basic phone covers safety',
          "Calls and texts let children travel alone without a smartphone's pull.",
        ],
        [
          "Inform, don't impose",
          'The school offered information and parents organised the pledge themselves.',
        ],
      ],
    },
    {
      title: 'Pocket money as a money lesson',
      guest: ['Isabel Grant', 'a financial educator who runs workshops for families'],
      topic: 'pocket money',
      summary: `Children who manage a small amount of their own money learn more about it than children who are simply given things, Isabel Grant tells Ruth. She runs workshops for families on money, and pocket money is the topic parents ask about most: how much, from what age and whether it should be tied to chores. Isabel suggests starting around five or six, with a small weekly amount and a simple system of three jars: spend, save and give. The key, she says, is letting children make mistakes with their own money, including spending it all on something disappointing, because regret at six costs much less than regret at twenty-six. Parents shouldn't top up the money after it's gone. On chores, Isabel separates two things. Basic contributions to family life, such as clearing the table, are expected without pay. Extra jobs, like washing the car, can earn money. She also explains how to raise pocket money with age, and how giving older children a monthly budget for something real, like clothes, teaches planning.`,
      learnings: [
        [
          'Let them make mistakes with small money',
          'Wasting pocket money at six is a cheap lesson compared with wasting wages at twenty-six.',
        ],
        [
          'Spend, save and give jars',
          'Three jars give young children a simple, visible way to divide money.',
        ],
        ["Don't top up after it's gone", 'Replacing spent money removes the lesson.'],
        [
          "Family chores aren't paid, extra jobs can be",
          'Clearing the table is part of family life. Washing the car can earn money.',
        ],
        [
          'Give teenagers a real budget',
          'A monthly clothes budget teaches planning better than handing out money on request.',
        ],
      ],
    },
    {
      title: 'Reading aloud to children who can already read',
      guest: ['Fiona Clarke', "a children's librarian"],
      topic: 'reading aloud to older children',
      summary: `Many parents stop reading aloud once their children can read by themselves, usually around seven or eight. Fiona Clarke thinks that is a loss. Children can understand far more complex stories than they can read on their own until well into their teens, and reading aloud lets them enjoy books above their own reading level, building vocabulary and a love of stories.

Fiona describes the families she sees in her library who still read together with twelve-year-olds, often a chapter each night. Beyond vocabulary, she says, it creates a shared experience, time when a parent and child are focused on the same thing, and conversations about difficult topics can come more easily through a story.

Choosing the books is part of the pleasure. Fiona suggests choosing books slightly beyond the child's independent level, letting the child choose sometimes, and not turning it into a test with questions afterwards. She also suggests audiobooks on car journeys as a way to keep sharing stories with children who resist bedtime reading.`,
      learnings: [
        [
          'Keep reading aloud after they can read',
          'Children understand more complex stories than they can read alone until their teens.',
        ],
        [
          'Choose books above their level',
          "Reading aloud lets children enjoy and learn from books they couldn't yet read themselves.",
        ],
        ["Don't turn it into a test", 'Questions after every chapter make reading feel like homework.'],
        [
          'Stories open difficult conversations',
          'Talking about characters can make hard topics easier to raise.',
        ],
      ],
    },
    {
      title: "When your child's worries won't stop",
      guest: ['Dr. Rebecca Shah', 'a clinical psychologist who specialises in childhood anxiety'],
      topic: 'anxiety in children',
      summary: `Rebecca Shah sees children whose worries have grown large enough to stop them going to school, sleeping alone or joining birthday parties. In most of those families, she tells Ruth, parents have been doing what feels kind: reassuring, accommodating and helping the child avoid what scares them. Unfortunately, that can make the anxiety grow.

Rebecca explains accommodation, the small changes parents make to avoid a child's distress, like answering the same worried question twenty times or letting a child skip a party. Each one brings short-term relief and long-term growth in fear. Her approach, supported by recent trials, works mainly with parents: gradually reducing accommodation while expressing confidence that the child can cope. Ruth asks what parents can say instead of constant reassurance. Rebecca offers a phrase: "I know this feels scary, and I know you can handle it." She also explains when to seek help, such as when anxiety stops a child doing normal activities for several weeks, and stresses that childhood anxiety is very treatable.`,
      learnings: [
        [
          'Accommodation feeds anxiety',
          'Helping a child avoid what scares them brings relief now and more fear later.',
        ],
        ['Show confidence, not just comfort', 'Try: I know this feels scary, and I know you can handle it.'],
        [
          'Parents can lead the treatment',
          'Trials show that working with parents to reduce accommodation helps anxious children.',
        ],
        [
          'Get help when life shrinks',
          "If worries stop normal activities for several weeks, it's time to see a professional.",
        ],
      ],
      quotes: ['Every time we rescue a child from a fear, we accidentally tell them the fear was right.'],
    },
    {
      title: 'The parents on the touchline',
      guest: ['Carlos Mendes', 'a youth football coach for 15 years'],
      topic: 'pressure in youth sports',
      summary: `Carlos Mendes has coached youth football for fifteen years, and he says the biggest threat to children's enjoyment of sport is usually standing on the touchline. Surveys of young players consistently show that many stop playing by their early teens, often because it stopped being fun, and pressure from adults is one of the common reasons. Carlos describes the behaviours he sees: parents shouting instructions that contradict the coach, post-match analysis in the car on the way home and conversations that focus on goals and results rather than effort. He suggests a simple rule for parents: cheer for everyone, coach nobody, and after the match say only "I loved watching you play."

Talented children face a particular pressure: to specialise early. Carlos explains why he encourages children to play several sports until their early teens, which research suggests lowers injury risk and burnout, and shares the story of a gifted young player who quit at thirteen because football had become a job.`,
      learnings: [
        ['I loved watching you play', 'After a match, those six words beat any analysis in the car home.'],
        [
          'Cheer for everyone, coach nobody',
          'Instructions from the touchline contradict the coach and confuse children.',
        ],
        [
          'Play several sports until the teens',
          'Early specialisation raises the risk of injury and burnout.',
        ],
        [
          'Fun is why children stay',
          'Many children quit sport in their early teens when it stops being enjoyable.',
        ],
      ],
    },
    {
      title: 'Starting school: what actually helps',
      guest: ['Emma Lewis', 'a reception class teacher'],
      topic: 'starting school',
      summary: `Emma Lewis has welcomed around 400 four-year-olds into her reception class over thirteen years, and she wants to reassure parents: the children who settle best are not the ones who can already read or write. They are the ones who can manage small everyday tasks, such as putting on their coat, going to the toilet on their own and opening their lunchbox.

Emma talks Ruth through the practical skills worth practising over the summer and the emotional preparation that helps most, such as visiting the school, reading stories about starting school and talking about the day in a positive, matter-of-fact way. She also explains why a quick, confident goodbye at the door works better than a long, lingering one, even when a child cries.

Many parents see tired, tearful behaviour after school in the first weeks. Emma explains that children often hold it together all day and release it at home, with the person they feel safest with. Her advice is a snack, quiet time and saving questions about the day for later.`,
      learnings: [
        [
          'Independence matters more than letters',
          'Children who can manage coats, toilets and lunchboxes settle best.',
        ],
        [
          'A quick goodbye is kinder',
          'A confident, short goodbye helps more than a long one, even with tears.',
        ],
        [
          'Expect meltdowns at home',
          'Children hold it together at school and release it with the person they trust most.',
        ],
        [
          'Snack first, questions later',
          'After school, food and quiet time come before asking about the day.',
        ],
      ],
    },
    {
      title: 'Co-parenting after separation',
      guest: ['Daniel Harris', 'a family mediator and divorced father'],
      topic: 'co-parenting after separation',
      summary: `Daniel Harris mediates between separating parents for a living, and went through his own separation seven years ago. He tells Ruth that the research on children after divorce is clear on one point: it is not the separation itself that harms children most, but ongoing conflict between their parents, especially conflict the children are pulled into.

Daniel's practical advice follows from that. Never use children as messengers or ask them to report on the other household. Keep handovers short and calm, ideally at school or a neutral place. Use a shared calendar app for schedules so that logistics don't turn into arguments. And never criticise the other parent in front of the children, however tempting it feels.

Ruth asks about parents who simply can't communicate calmly. Daniel describes parallel parenting, in which each household runs its own way with minimal contact and written communication only. He also talks about what children told him in mediation, including the boy who said his favourite day was when both parents came to his school play and sat together.`,
      learnings: [
        [
          'Conflict harms more than separation',
          'Ongoing conflict between parents, not the split itself, does children the most harm.',
        ],
        [
          'Never use children as messengers',
          'Asking children to pass messages or report on the other home puts them in the middle.',
        ],
        [
          'Keep handovers short and neutral',
          'Handovers at school or a neutral place avoid scenes in front of children.',
        ],
        [
          'Parallel parenting when talking fails',
          "Minimal contact and written communication can protect children when parents can't talk calmly.",
        ],
        ['Use a shared calendar', 'A shared calendar app keeps schedules out of arguments.'],
      ],
      quotes: [
        'One boy told me his favourite day of the year was the school play, because both his parents sat in the same row.',
      ],
    },
    {
      title: 'Grandparents, boundaries and too many sweets',
      topic: 'grandparents and family boundaries',
      summary: `Ruth records this episode on her own after a flood of listener emails about grandparents: some grateful, many frustrated. Grandparents provide regular childcare for a large share of families, and Ruth reads out several messages that capture the tension, from a mother whose in-laws ignore nap times to a grandmother who feels criticised for everything she does.

Ruth's own view, shaped by her parents' help with her three children, is that families need to separate the things that really matter from the things that don't. Car seats, allergies and medicines are non-negotiable. Bedtime on a Saturday at Grandma's, an extra biscuit or a programme you wouldn't choose are probably not worth a family argument. She suggests having the conversation about the important rules once, calmly and early, ideally framed as what the children need rather than what the grandparents are doing wrong. She also reads a listener's letter from a grandfather who explained that he says yes to everything because he never had time to with his own children, which Ruth found hard to argue with.`,
      learnings: [
        [
          'Separate safety from preference',
          "Car seats, allergies and medicines are non-negotiable. Extra biscuits usually aren't worth a fight.",
        ],
        [
          'Have the important conversation once',
          'Discuss the key rules early and calmly, not in the middle of a disagreement.',
        ],
        [
          "Frame rules around the children's needs",
          'Talk about what the children need rather than what grandparents are doing wrong.',
        ],
      ],
    },
    {
      title: 'Let them be bored this summer',
      guest: ['Peter Lindqvist', 'a play researcher'],
      topic: 'unstructured play and boredom',
      summary: `Peter Lindqvist studies children's play, and he is worried that many children rarely have time that isn't organised by adults. Between school, clubs, lessons and screens, some children he has studied have less than an hour a day of free, unstructured time. He tells Ruth why boredom, and the play that grows out of it, matters.

When children are bored and left to it, Peter explains, they usually complain first and then invent something. That invention, building a den, making up a game, organising a performance, exercises creativity, problem-solving and negotiation with other children. Adult-led activities, however good, don't give children the same chance to make decisions for themselves.

The complaining is the hard part for parents. Peter suggests a simple response to "I'm bored": "I'm sure you'll think of something", plus access to open-ended materials like cardboard boxes, art supplies and outdoor space. He also talks about risk in play, and why climbing trees and using real tools, with sensible supervision, help children learn to judge danger.`,
      learnings: [
        [
          'Boredom leads to invention',
          "Left alone, bored children complain, then make something up. That's where the learning happens.",
        ],
        [
          "Children need time adults don't organise",
          'Some children have less than an hour a day of free, unstructured play.',
        ],
        [
          "I'm sure you'll think of something",
          "A calm response to I'm bored hands the problem back to the child.",
        ],
        [
          'Risky play teaches judgement',
          'Climbing and using real tools with sensible supervision help children learn about danger.',
        ],
        [
          'Cardboard beats toys',
          'Open-ended materials like boxes and art supplies invite more play than toys with one purpose.',
        ],
      ],
    },
    {
      title: 'Chores from age three',
      guest: ['Marta Silva', 'a Montessori teacher and mother of two'],
      topic: 'chores for young children',
      summary: `In Marta Silva's Montessori classroom, three-year-olds pour their own water, wipe up spills and water the plants. At home, she says, parents often don't let children help because it's slower and messier. Marta argues that those early years, when children actually want to help, are exactly when they should be allowed to.

She describes what children can do at each age. At three, setting out spoons, feeding a pet and putting toys in baskets. At five, helping to cook with supervision, sorting laundry and making their own bed. By eight, many children can prepare a simple meal. The key is child-sized tools, such as a small jug and a low hook for coats, and accepting imperfect results.

Getting children to want to help is another matter. Marta suggests describing chores as part of belonging to the family rather than as favours, avoiding rewards for basic contributions and working alongside children, since helping a parent is more appealing than being sent off alone. She also admits that her own children still have to be reminded to make their beds.`,
      learnings: [
        [
          'Let them help when they want to',
          "Toddlers are eager to help. Turning them away teaches them chores aren't theirs.",
        ],
        [
          'Child-sized tools make it possible',
          'A small jug and a low coat hook let young children do real tasks.',
        ],
        ['Accept imperfect results', 'A wonky bed made by a five-year-old is a success.'],
        ['Chores are part of belonging', 'Framing chores as part of family life works better than rewards.'],
      ],
    },
    {
      title: 'Talking to children about their bodies',
      guest: ['Dr. Nina Walsh', 'a paediatrician and sex education adviser'],
      topic: 'talking to children about bodies and puberty',
      summary: `Parents often wait for the perfect moment to talk to their children about bodies and puberty, and that moment never comes, says Nina Walsh. Her approach is to start early with simple, accurate information and keep the conversation going in small pieces over years, rather than one big talk that everyone dreads. Nina recommends using the correct names for body parts from the start, which she says helps children communicate clearly with doctors and protects them by giving them words to report anything inappropriate. She explains when puberty typically begins, which for many children is earlier than parents expect, sometimes as young as eight or nine, and why children should know what to expect before it happens. Ruth asks how to handle questions that come at awkward moments, such as in the supermarket queue. Nina's advice is to answer briefly and honestly, and if the moment really isn't right, to promise to talk later and then actually do it. She also suggests books as a way in, especially for children who find face-to-face conversation embarrassing.`,
      learnings: [
        [
          'Many small talks, not one big one',
          'Simple, accurate information from early on, added to over years, works better than one dreaded talk.',
        ],
        [
          'Use the correct names',
          'Correct words for body parts help children talk to doctors and report anything wrong.',
        ],
        [
          'Puberty can start at eight or nine',
          'Children should know what to expect before it begins, which is often earlier than parents think.',
        ],
        [
          'Answer briefly, or promise to talk later',
          'In an awkward moment a short honest answer is enough, as long as you follow up.',
        ],
      ],
    },
    {
      title: "My daughter has dyslexia. Here's what I wish I'd known.",
      guest: ['Laura Chen', 'a journalist and parent of a child with dyslexia'],
      topic: 'supporting a child with dyslexia',
      summary: `Laura Chen's daughter struggled with reading for three years before anyone suggested she might have dyslexia. By then, the eight-year-old had decided she was stupid. Laura tells Ruth about the diagnosis, the school support that followed and the change in her daughter's confidence once she understood why reading was so hard.

Laura describes the early signs she missed: difficulty with rhymes, mixing up the order of sounds in words and exhaustion after reading a short passage, while her daughter's spoken vocabulary and storytelling were excellent. She explains what a formal assessment involved and how the school then offered structured, phonics-based support several times a week. Ruth asks what made the biggest difference at home. Laura mentions audiobooks, which let her daughter keep enjoying stories at her level of understanding; praising effort rather than speed; and meeting adults with dyslexia, including a family friend who is an architect. She also offers advice to parents who suspect something is wrong: trust your instinct and ask for an assessment early.`,
      learnings: [
        [
          'Spot the early signs',
          'Trouble with rhymes, mixed-up sounds and exhaustion after reading can point to dyslexia.',
        ],
        [
          'A diagnosis restores confidence',
          "Understanding why reading was hard helped Laura's daughter stop thinking she was stupid.",
        ],
        [
          'Audiobooks keep stories alive',
          'Listening lets children enjoy books at their level of understanding.',
        ],
        [
          'Ask for an assessment early',
          "Waiting three years cost Laura's daughter confidence. Trust your instinct.",
        ],
        [
          'Meet adults with dyslexia',
          'A family friend who is an architect showed her daughter what was possible.',
        ],
      ],
    },
    {
      title: 'Are video games really the problem?',
      guest: ['Dr. Tom Ashby', 'a researcher who studies children and gaming'],
      topic: 'children and video games',
      summary: `Tom Ashby has studied children's gaming for twelve years, and he says parents' worries often focus on the wrong things. The amount of time spent gaming, for most children, is less important than what the game involves, who they play with and whether gaming crowds out sleep, homework and physical activity.

He explains which features deserve attention. Loot boxes and other paid random rewards have mechanics similar to gambling.

Open voice chat with strangers exposes children to adults they don't know. And games designed to reward daily log-ins can make it hard for children to stop. Tom suggests parents look at those features rather than banning gaming outright.

Ruth asks about the benefits, which Tom says are real: many children play socially with school friends, and some games build problem-solving and cooperation. His practical advice is to play a game with your child at least once, ask them to teach you, and agree limits together, including what happens when a game can't be paused in the middle of a match.`,
      learnings: [
        [
          'Check the features, not just the hours',
          'Loot boxes, open voice chat and daily log-in rewards deserve more attention than total time.',
        ],
        [
          'Loot boxes work like gambling',
          'Paid random rewards use mechanics similar to gambling. Consider turning off in-game purchases.',
        ],
        [
          'Play with them once',
          'Asking your child to teach you a game shows you what it involves and opens conversation.',
        ],
        [
          'Agree what happens mid-match',
          "Many games can't be paused. Agree in advance how stopping will work.",
        ],
      ],
    },
    {
      title: 'Moving countries with children',
      guest: ['Priya Anand', 'a mother who has moved her family across three countries'],
      topic: 'moving abroad with children',
      summary: `Priya Anand's family has moved from Mumbai to Toronto to Amsterdam in eight years, with two children who are now ten and thirteen. She tells Ruth what each move was like for the children, and what she has learned about helping them through it.

The hardest move was the second one, when her daughter was eleven and had a close group of friends. Priya describes the months of grief, the anger directed at her parents and the slow process of building a new life. What helped most was giving her daughter some control, such as choosing her new bedroom, and keeping one familiar activity, swimming, which she continued in the new city within two weeks of arriving.

Language was its own challenge. Priya's younger son learned Dutch within a year at school, while her daughter struggled more, and she explains how the family protected their home languages too. Her advice for other parents: tell children early, let them say goodbye properly and accept that some sadness is healthy rather than something to fix.`,
      learnings: [
        ['Tell children early', 'Time to prepare and say goodbye properly helps children accept a move.'],
        [
          'Keep one familiar activity',
          "Priya's daughter started swimming in the new city within two weeks. It anchored her.",
        ],
        ['Give them some control', "Choosing her own bedroom gave Priya's daughter a sense of agency."],
        ['Sadness is healthy', "Grief for friends and places left behind is normal. It doesn't need fixing."],
      ],
    },
  ],
};
