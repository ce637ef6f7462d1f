import type { ChannelTheme } from '../channel-theme';

export const moneySense: ChannelTheme = {
  creatorNumber: 2,
  host: 'Priya Nair',
  channelName: 'Money Sense',
  description:
    'Plain-spoken personal finance for people who would rather be doing something else. Budgets, investing, debt and the decisions in between, without jargon or get-rich-quick promises.',
  categories: ['Finance', 'Personal Finance', 'Education'],
  price: 250,
  verified: false,
  handle: 'money-sense',
  minutes: [30, 65],
  schedule: { everyDays: 14, latestDaysAgo: 6, firstNumber: 88, breaks: { 12: 28 } },
  chapters: false,
  episodeTitle: (script, number) => `Money Sense ${number}: ${script.title}`,
  episodes: [
    {
      title: 'How big should an emergency fund really be?',
      guest: ['Graham Ellis', 'a fee-only financial planner in Bristol'],
      topic: 'emergency funds',
      summary: `Three months of expenses, or six? Graham Ellis gets this question from almost every new client, and his answer is that the rule of thumb is a starting point, not a target. A nurse with a permanent contract and a partner in work needs less than a self-employed electrician with two children and one income. Graham walks Priya through how he sizes the fund for each.

He suggests counting only essential spending, which for most households is 60 to 70% of what they actually spend, then adjusting for how stable the income is and how fast it could be replaced. He also likes a tiered fund: one month in an instant-access account, the rest in a notice account paying a better rate, because real emergencies rarely need all the money on the same day.

The second half deals with a common dilemma: should someone with credit card debt build a fund first? Graham's view is a small buffer of £1,000 first, then the debt, then the full fund, because without any cushion the next broken boiler goes straight back on the card.`,
      learnings: [
        [
          'Size the fund on essential spending',
          'Rent, food, bills and debt payments usually come to 60–70% of total spending. That, not your whole budget, is what the fund must cover.',
        ],
        [
          'Unstable income needs a bigger fund',
          'A self-employed parent with one income may need six months or more. Two secure salaries can manage with less.',
        ],
        [
          'Split it into tiers',
          'Keep one month instantly available and the rest in a notice account earning more. Emergencies rarely need everything at once.',
        ],
        [
          'A small buffer before paying off cards',
          "Graham suggests £1,000 set aside before attacking credit card debt, so the next surprise doesn't go back on the card.",
        ],
      ],
    },
    {
      title: 'The 1% fee that costs you a house deposit',
      guest: ['Hannah Okafor', 'a consumer finance journalist'],
      topic: 'investment fees',
      summary: `Hannah Okafor ran the numbers for a reader who had been paying a 1.2% annual fee on a managed fund, and the result made her write an article that went viral. On £250 a month over 30 years, assuming 5% growth before fees, the difference between a 1.2% fee and a 0.15% index fund is roughly £45,000. That is a house deposit in much of the country.

She explains why fees are so easy to overlook: they are taken quietly from the fund, never appear as a bill, and sound small as a percentage. Hannah also unpicks the layers that can sit on top of each other, a platform fee, a fund fee and sometimes an adviser's fee, and shows Priya how to find each one in the documents a provider must publish. Priya asks whether cheap always means better. Hannah is careful here: a good adviser can earn their fee by stopping a client from selling in a panic, and the cheapest platform is no use if it makes you miserable. But for someone choosing a fund by themselves, the annual cost is the one factor they control completely.`,
      learnings: [
        [
          'Fees compound as surely as returns',
          'A 1.2% fee instead of 0.15% on £250 a month for 30 years costs about £45,000. Small percentages become very large sums.',
        ],
        [
          'Add up every layer of charges',
          'Platform, fund and adviser fees can stack on top of each other. Look for the total annual cost in the key information document.',
        ],
        [
          'Cost is the one thing you control',
          'Nobody knows what markets will do. The fee is the only part of the return you can choose in advance.',
        ],
      ],
      quotes: ["Nobody ever gets a bill for their fund fee. That's exactly why it's so expensive."],
    },
    {
      title: "Paying off £23,000 of credit cards on a teacher's salary",
      guest: ['Jess Morgan', 'a secondary school teacher in Cardiff'],
      topic: 'paying off credit card debt',
      summary: `At 31, Jess Morgan owed £23,000 across four credit cards, built up over eight years of small decisions she describes without self-pity: a car repair here, a friend's wedding abroad there, and a lot of takeaways after long school days. It took her three years and two months to pay it all off on a teacher's salary, and she tells Priya how.

The first step was the hardest: writing down every balance, interest rate and minimum payment on one sheet of paper. Jess then moved the two biggest balances to a 0% balance transfer card, paying a 3% fee, which cut her interest by about £180 a month. She paid the smallest card first despite its lower rate, because clearing it in four months gave her the momentum to continue.

Priya and Jess talk frankly about what it cost in daily life. Jess took on tutoring two evenings a week, stopped drinking out for a year and told her friends why, which she says was the most useful thing she did. She also explains what she does differently now, including the one card she kept and pays off in full every month.`,
      learnings: [
        [
          'Put every debt on one page',
          'Balances, rates and minimum payments on a single sheet turned a vague dread into a plan Jess could follow.',
        ],
        [
          'Balance transfers buy time, not freedom',
          'Moving the largest balances to a 0% card saved about £180 a month in interest. The 3% fee and the end date still need planning.',
        ],
        [
          'Clear a small one first for momentum',
          'Paying off the smallest card in four months kept Jess going. Highest-rate-first saves more, but only if you stick with it.',
        ],
        [
          "Tell your friends what you're doing",
          'Explaining the plan meant friends suggested cheaper evenings instead of Jess quietly declining invitations.',
        ],
        [
          'Keep one card and pay it in full',
          'Jess kept a single card for emergencies and bookings, paid off every month by direct debit.',
        ],
      ],
      quotes: [
        'The day I wrote all the numbers down was the worst day and also the day it started getting better.',
      ],
    },
    {
      title: 'Five years to a deposit in Manchester',
      guest: ['Aisha Reid', 'who bought a first flat with her partner Callum last spring'],
      topic: 'saving for a first home',
      summary: `Aisha Reid and her partner Callum bought a two-bedroom flat in south Manchester last spring for £215,000, with a 10% deposit they had saved over five years while renting. Aisha tells the story to Priya with obvious relief, and with frequent references to Callum's spreadsheet, which she describes as the third person in their relationship.

They saved about £360 a month at first and nearly £600 by the end, after Aisha changed jobs. The money went into a government-backed savings account that added a 25% bonus on the first £4,000 a year, which contributed just over £4,000 to the deposit. Callum tracked every pound; Aisha kept them both sane by insisting on one holiday a year.

The most useful part of the conversation is about the costs they did not expect: a survey that found damp, £1,900 in legal and mortgage fees, and a service charge that went up in the first year. Priya draws out their advice for listeners: get a mortgage agreement in principle before viewing, budget 3% of the price for fees and furnishing, and read the building's accounts before making an offer on a flat.`,
      learnings: [
        [
          'Use the bonus accounts if you qualify',
          "A government-backed first-home account added a 25% bonus and contributed just over £4,000 to the Reids' deposit. Check the rules and price limits where you live.",
        ],
        [
          'Budget 3% of the price beyond the deposit',
          'Legal fees, mortgage fees, a survey and basic furniture came to about 3% of the purchase price.',
        ],
        [
          "Read the building's accounts before offering",
          "A service charge rose in the first year. The building's accounts would have shown the repairs coming.",
        ],
        [
          'Keep one holiday a year',
          "Aisha insisted on a yearly break, and both say it is why five years of saving didn't feel like punishment.",
        ],
      ],
    },
    {
      title: "The pension match is the best return you'll ever get",
      guest: ['Deepak Patel', 'a pensions specialist who advises employers'],
      topic: 'workplace pensions and employer contributions',
      summary: `If your employer matches pension contributions up to 5% of salary and you only pay in 3%, you are turning down part of your pay. Deepak Patel says about a fifth of the employees he sees in workplace pension reviews contribute less than the maximum match, usually because nobody explained it to them. He walks Priya through the arithmetic for someone earning £32,000. Raising their contribution from 3% to 5% costs about £45 a month after tax relief, and brings in an extra £53 a month from the employer. There is no investment in the world, Deepak says, that reliably doubles your money the moment you put it in. He also explains salary sacrifice, which some employers offer and which can make the deal better still.

Priya raises the objection many younger listeners have: retirement is forty years away and rent is due now. Deepak takes it seriously and suggests a compromise: increase contributions by 1% each time you get a pay rise, so the change never shows up as a drop in take-home pay.`,
      learnings: [
        [
          'Contribute at least enough for the full match',
          'Employer matching is part of your pay. On £32,000, moving from 3% to 5% costs about £45 a month and brings in £53 more from the employer.',
        ],
        [
          'Raise contributions with each pay rise',
          'Adding 1% when your salary goes up means you never see your take-home pay fall.',
        ],
        [
          'Ask whether salary sacrifice is offered',
          'Paying in through salary sacrifice can save national insurance for you and your employer. Some employers pass their saving on.',
        ],
        [
          'Find your old pensions',
          'People who have changed jobs often have several small pots. Gathering the details is the first step to deciding whether to combine them.',
        ],
      ],
    },
    {
      title: 'Yours, mine and ours: budgeting as a couple',
      guest: ['Elena Kostova', 'a financial planner who works mostly with couples'],
      topic: 'managing money as a couple',
      summary: `Elena Kostova says money is the subject couples argue about most and plan about least. In her practice in Sofia and online, she sees couples who have shared a home for ten years without ever comparing their salaries. This episode is about the systems that work, and the conversations that need to come first.

Elena describes three common set-ups: everything pooled, everything separate, and the hybrid she recommends most often, in which each partner pays a share into a joint account for shared costs and keeps the rest. The share can be equal or proportional to income; when one partner earns twice as much as the other, proportional contributions usually feel fairer and leave both with some money of their own. She and Priya also talk about the harder conversations: what happens when one person wants to pay off a mortgage early and the other wants to travel, and how to handle debts one partner brings into the relationship. Elena's tool is a monthly money date, half an hour with the bank statements and a cup of tea, which she says prevents most of the arguments she used to referee.`,
      learnings: [
        [
          'Try yours, mine and ours',
          'A joint account for shared costs plus separate personal accounts gives both partners shared goals and some independence.',
        ],
        [
          'Contribute in proportion to income',
          'When one partner earns twice as much, paying shared costs in proportion to income usually feels fairer than splitting them equally.',
        ],
        [
          'Hold a monthly money date',
          'Half an hour a month looking at the numbers together prevents most arguments before they start.',
        ],
        [
          'Talk about old debts early',
          'Debts brought into a relationship need a plan both partners agree on, not a secret.',
        ],
        [
          'Compare salaries before combining anything',
          'Many couples Elena meets have never shared what they earn. Every fair system starts with that number.',
        ],
      ],
      quotes: [
        "Couples who never talk about money still have a money system. It's just one nobody agreed to.",
      ],
    },
    {
      title: 'How I got a 12% raise by asking the right way',
      guest: ['Sara Lindqvist', 'a recruiter turned salary negotiation coach'],
      topic: 'negotiating a salary',
      summary: `Sara Lindqvist spent eight years as a recruiter in Stockholm, setting salaries from the other side of the table, before becoming a negotiation coach. She says the most expensive sentence in a job interview is the answer to "what are you earning now?", and she teaches her clients to answer with the range they are aiming for instead.

Much of the episode is practical preparation. Sara asks clients to collect three sources for the market rate of their role, such as salary surveys, job adverts with ranges and conversations with peers. She then has them write down the number they would happily accept, the one they would walk away from, and what else they could ask for if the salary is fixed, such as a training budget, an extra week of leave or an earlier review date.

Priya shares her own experience of never negotiating her first three salaries. Sara estimates that a single successful negotiation early in a career, worth even 5%, can add up to six figures over a working life, because every future raise is calculated from it.`,
      learnings: [
        [
          'Answer with your target range',
          'When asked what you earn now, give the range you are aiming for. Your current salary anchors the offer downwards.',
        ],
        [
          'Bring three sources for the market rate',
          'Salary surveys, advertised ranges and conversations with peers make a request hard to dismiss.',
        ],
        [
          'Know your walk-away number in advance',
          'Deciding the lowest acceptable offer before the conversation stops you from agreeing under pressure.',
        ],
        [
          'Negotiate more than the salary',
          'If pay is fixed, ask for training budget, leave or an earlier review date. These are often easier to grant.',
        ],
        [
          'Early raises compound for decades',
          'A 5% increase at the start of a career feeds every future raise, and can be worth six figures over a working life.',
        ],
        [
          'Practise the conversation out loud',
          "Sara rehearses each negotiation with clients twice. The first time anyone says the number aloud shouldn't be in the meeting.",
        ],
      ],
    },
    {
      title: "The insurance you probably don't need",
      guest: ['Martin Hughes', 'a consumer-rights journalist who investigates insurance'],
      topic: 'which insurance is worth buying',
      summary: `Martin Hughes has spent a decade reading insurance small print for a consumer magazine, and he has a simple rule: insure against what would ruin you, not against what would annoy you. By that rule, he says, most households are over-insured on small things and under-insured on big ones. He goes through the common offenders. Extended warranties on electrical goods, which rarely pay out more than a fraction of the premium. Mobile phone insurance bought at the till, with excesses of £100 or more. Pet insurance can be worth it, but Martin explains the difference between lifetime cover and policies that stop paying for a condition after twelve months, which catches many owners out. On the other side are the policies people skip: income protection for the self-employed, adequate life cover for parents with a mortgage, and contents insurance for renters, many of whom assume the landlord's policy covers their belongings. Priya asks how to check existing cover, and Martin suggests pulling out every policy once a year and asking of each one: could I pay for this loss myself?`,
      learnings: [
        [
          'Insure what would ruin you',
          'Cover big losses like income, life and home. Small losses you could pay yourself are usually cheaper to self-insure.',
        ],
        [
          'Extended warranties rarely pay off',
          'They pay out a small fraction of what customers spend on them. Keep the money in your emergency fund instead.',
        ],
        [
          'Renters need contents insurance',
          "The landlord's policy covers the building, not your belongings.",
        ],
        [
          'Check how long pet cover lasts',
          'Some pet policies stop paying for a condition after twelve months. Lifetime cover costs more but keeps paying.',
        ],
      ],
    },
    {
      title: 'Inflation explained with a shopping basket',
      guest: ['Tobias Kramer', 'an economist at a statistics office'],
      topic: 'how inflation is measured',
      summary: `Tobias Kramer works on the price index that turns the cost of a few hundred goods and services into one headline inflation number, and he brings a shopping basket to the conversation, at least figuratively. He explains how statisticians choose about 700 representative items, send collectors to record prices in shops across the country and weight each item by how much households spend on it.

The most interesting part is why personal inflation can differ so much from the official figure. A household that spends a large share on energy and food felt far more inflation in recent years than one whose spending went mostly on services. Tobias shows Priya how to estimate her own rate by comparing a few big categories of her spending with the published figures for each.

He also tackles the common suspicion that the index is manipulated to look lower. He explains how quality adjustments work, why a phone that costs the same but does more counts as a price fall, and where he thinks reasonable people can disagree with the method.`,
      learnings: [
        [
          'Your inflation rate is personal',
          'Households spending more on energy and food felt much higher inflation than the headline figure. The official number is an average.',
        ],
        [
          'Estimate your own rate from big categories',
          'Compare how your spending splits across housing, food, energy and transport with the published rates for each.',
        ],
        [
          'Quality changes count as price changes',
          'A product that costs the same but does more is recorded as cheaper. It is a method, not a trick, though it can be debated.',
        ],
      ],
    },
    {
      title: 'Junior accounts, savings or a pension for a newborn?',
      guest: ['Rebecca Shaw', 'a financial planner and mother of three'],
      topic: 'saving for children',
      summary: `When Rebecca Shaw's first child was born, relatives gave £1,400 in cash gifts, and she spent two weeks reading about where to put it. Fourteen years and three children later she advises other parents on the same question. The options, she tells Priya, come down to who controls the money and when the child can touch it.

A junior tax-free investment account locks the money until the child turns eighteen, at which point it becomes theirs outright, whatever their plans. A savings account in a parent's name keeps control but is taxed as the parent's. A junior pension is the most tax-efficient of all but cannot be touched for decades. Rebecca walks through the trade-offs and where rules differ in other countries. Priya asks what she actually did. Rebecca used junior investment accounts for all three children with a monthly £25 each, topped up by grandparents at birthdays, and she explains how she plans to talk to her eldest about the account before it becomes his, so that it pays for a deposit or a course rather than a car.`,
      learnings: [
        [
          'Decide who controls the money',
          "Junior accounts become the child's at eighteen. Keeping savings in your own name keeps control but changes the tax.",
        ],
        [
          'Small monthly amounts add up',
          "£25 a month from birth, invested, can grow to several thousand pounds by eighteen, before grandparents' gifts.",
        ],
        [
          'Talk to teenagers before they get access',
          'Rebecca plans conversations with her son about the account years before it becomes his.',
        ],
        [
          'Point relatives to one place',
          'A single account for gifts keeps birthday money from disappearing into everyday spending.',
        ],
      ],
    },
    {
      title: 'Your side hustle and the tax office',
      guest: ['Nadia Aziz', 'a chartered tax adviser who works with small businesses'],
      topic: 'tax on side incomes',
      summary: `Nadia Aziz's inbox fills up every January with messages from people who sell on craft marketplaces, rent out a driveway or tutor in the evenings and have just discovered they may owe tax on it. In this episode she explains, in plain language, when a side income needs to be declared and how to keep the paperwork painless. The key number in the UK is the £1,000 trading allowance: income from selling goods or services below that each year doesn't need to be reported. Above it, you either deduct the allowance or your actual costs, whichever is better. Nadia walks through an example of a candle maker earning £6,200 with £2,100 of costs, and shows how much tax she would owe as a basic-rate taxpayer.

She also clears up confusion about selling personal belongings, which is usually not trading at all, and about platforms that now report sellers' income to the tax office directly. Her practical tip is a separate bank account for the side income from day one, which she says makes the tax return a one-hour job instead of a weekend.`,
      learnings: [
        [
          'Know the trading allowance',
          "In the UK, side income from goods or services under £1,000 a year doesn't need reporting. Rules and thresholds differ elsewhere.",
        ],
        [
          'Deduct costs or the allowance, not both',
          'Above the allowance, choose whichever is larger: the £1,000 or your actual expenses.',
        ],
        [
          "Selling your old things isn't trading",
          'Clearing out a wardrobe is different from buying items to resell. The second is a business.',
        ],
        [
          'Open a separate account on day one',
          "Keeping side income and costs in their own account turns the tax return into an hour's work.",
        ],
        [
          'Platforms now report to the tax office',
          "Many selling platforms pass sellers' income details on directly, so undeclared income is easier to spot.",
        ],
      ],
    },
    {
      title: 'Why opening your banking app feels so hard',
      guest: ['Leah Goldberg', 'a clinical psychologist who specialises in money anxiety'],
      topic: 'anxiety about money',
      summary: `Some of Leah Goldberg's clients have not opened their banking app in months. They earn reasonable salaries, some of them very good ones, and they are paralysed by a fear of what they will find. Leah explains that money avoidance is a common anxiety response, and that like most avoidance, it makes the underlying fear grow.

Her treatment borrows from how therapists approach other anxieties: small, scheduled exposure. A client might start by opening the app for one minute on a Sunday morning with a coffee, without doing anything. The next week they read the last ten transactions. Over a couple of months, the check becomes routine and the imagined disaster is replaced by real numbers, which are almost always less frightening.

Priya shares that she used to avoid her own statements in her twenties, and Leah talks about the role of shame, the stories families tell about money, and why people in couples often divide the anxiety so that one partner does all the checking. The episode ends with Leah's advice for anyone who recognises themselves: start smaller than seems worthwhile.`,
      learnings: [
        [
          'Avoidance makes money fear grow',
          'Not looking feels safer in the moment but lets the imagined problem get bigger than the real one.',
        ],
        [
          'Look for one minute, on purpose',
          "Leah's clients begin by opening the app for a minute at a set time, doing nothing else. The routine matters more than the action.",
        ],
        [
          'Real numbers are rarely worse than the fear',
          'When clients finally read their statements, the numbers are almost always less frightening than what they had imagined.',
        ],
      ],
      quotes: [
        'The balance is just a number. What people are really afraid of is what they think the number says about them.',
      ],
    },
    {
      title: 'Your money questions: windfalls, gold and family loans',
      topic: 'listener questions about money',
      summary: `After the summer break Priya opens the mailbag, which had over 200 questions waiting. She answers six, starting with a listener who inherited £18,000 from an aunt and feels guilty about spending any of it. Priya's suggestion is to wait three months before deciding anything big, then split it three ways: a meaningful memory, the emergency fund, and long-term savings.

A listener in Glasgow asks whether gold is a safe investment. Priya explains that gold can hold value over very long periods but produces no income and can fall by a third in a few years; a small share of a portfolio at most. Another asks about lending £5,000 to a brother. Priya's rule, borrowed from a guest two years ago, is to lend only what you could afford to give, and to write down the terms even within a family.

The last questions cover a pension statement nobody can understand, whether to overpay a mortgage at 4.2%, and how to stop a partner's spending from becoming a source of resentment. Priya promises that the mortgage question will get a whole episode of its own.`,
      learnings: [
        [
          'Wait three months with a windfall',
          'A pause before deciding lets the emotions settle. Then split the money between a memory, safety and the future.',
        ],
        [
          'Gold is a small part at most',
          'Gold can hold value over decades but pays no income and can drop sharply. Keep it to a small share of your savings at most.',
        ],
        [
          'Lend only what you could give',
          "Family loans are safest when losing the money wouldn't damage the relationship. Write the terms down anyway.",
        ],
        [
          'Overpaying a mortgage is a guaranteed return',
          'Every pound overpaid earns the mortgage rate, risk-free. Compare that with what your savings earn after tax.',
        ],
      ],
    },
    {
      title: 'Buy now, pay later: the small print',
      guest: ['Owen Price', 'a debt adviser at a national debt charity'],
      topic: 'buy now, pay later credit',
      summary: `Owen Price's debt charity now sees buy-now-pay-later balances in about one in four of the people who ask for help, up from almost none five years ago. The amounts are usually small, a few hundred pounds split over several purchases, but they sit on top of credit cards and overdrafts and are easy to lose track of.

Owen explains how the products work and why they feel different from credit. Splitting a £90 pair of trainers into three payments of £30 does not feel like borrowing, and many checkouts offer it by default. Missed payments can bring late fees and are increasingly reported to credit reference agencies. He has seen clients with eleven separate plans across four providers. He is not against the products entirely. Used once, for a planned purchase, and paid on time, they cost nothing. Priya asks for a simple test, and Owen gives one: if you would not buy it with cash today, don't split it. He also explains what to do for anyone who is already juggling several plans, starting with a list of every payment date on one calendar.`,
      learnings: [
        [
          'Splitting a payment is still borrowing',
          'Three payments of £30 feel smaller than £90, but the debt is the same, and missed payments can bring fees and credit file marks.',
        ],
        [
          'Put every payment date on one calendar',
          'Clients with several plans often lose track. One calendar of due dates is the first step to control.',
        ],
        [
          "Only split what you'd buy with cash",
          "Owen's simple test: splitting should spread a purchase you'd already make, not make one affordable.",
        ],
      ],
    },
    {
      title: 'Rent or buy? Running the real numbers',
      guest: ['James Whitaker', 'a mortgage broker who also rents his own home'],
      topic: 'renting compared with buying',
      summary: `James Whitaker arranges mortgages for a living and rents his own home in Brighton, which makes him a useful person to ask whether buying always beats renting. His answer is that the comparison most people make, rent versus mortgage payment, leaves out almost everything that matters.

He walks Priya through the full calculation for a £300,000 home. On the buying side: mortgage interest, not the whole payment, plus maintenance at about 1% of the value each year, insurance, buying and selling costs, and the return the deposit could have earned elsewhere. On the renting side: rent, contents insurance and moving costs. Depending on interest rates and how long you stay, either can come out ahead; buying usually wins only if you stay at least five to seven years.

Priya presses on the emotional side, and James agrees that security, the freedom to paint a wall and not having to move for a landlord matter too. His point is that people should choose knowingly, and not buy because they have been told renting is throwing money away.`,
      learnings: [
        [
          'Compare interest, not the whole payment',
          'The part of a mortgage payment that repays the loan is savings. The true cost of owning is interest, maintenance and fees.',
        ],
        [
          'Budget 1% a year for maintenance',
          "Roofs, boilers and windows add up to about 1% of a home's value each year on average.",
        ],
        [
          'Buying usually wins after five to seven years',
          'Buying and selling costs take years to recover. Short stays often favour renting.',
        ],
        [
          'Count what the deposit could earn',
          'Money tied up in a home could have been invested. That lost return is a real cost of owning.',
        ],
      ],
    },
    {
      title: 'Talking to your parents about their money',
      guest: ['Catherine Doyle', 'a later-life financial adviser'],
      topic: 'helping ageing parents with money',
      summary: `Catherine Doyle advises people in their seventies and eighties, and increasingly their adult children. The most common situation she sees is a family that never discussed money until a parent had a fall or a diagnosis, and then had to make decisions in a hurry without the right documents in place.

She explains the document that matters most: a lasting power of attorney for financial decisions, which lets a trusted person manage a parent's money if they lose capacity. It must be made while the parent is still able to decide, and Catherine has seen families spend a year and over £3,000 on court applications because it was never done. She also recommends a simple list of accounts, pensions and insurance policies kept somewhere the family knows about.

The harder part is the conversation itself. Catherine suggests starting with your own plans, such as your own will, rather than questioning a parent about theirs, and choosing a calm moment rather than the week after a health scare. Priya talks about her own mother, who still keeps her bank statements in a biscuit tin, and what they finally agreed.`,
      learnings: [
        [
          'Arrange a power of attorney early',
          'It can only be made while a parent can still decide. Without it, families can face a year and thousands of pounds in court applications.',
        ],
        [
          'Keep one list of accounts and policies',
          'A list of banks, pensions and insurers, stored where the family knows to look, saves weeks in an emergency.',
        ],
        [
          'Start with your own plans',
          'Talking about your own will first makes the conversation feel shared rather than an interrogation.',
        ],
        [
          'Choose a calm moment',
          'Conversations after a health scare are rushed and emotional. An ordinary weekend goes much better.',
        ],
      ],
      quotes: ['Every family I help in a crisis says the same thing: we always meant to talk about it.'],
    },
    {
      title: 'Lease, finance or buy outright? Cars, honestly',
      guest: ['Anil Sharma', 'a motoring journalist who writes about running costs'],
      topic: 'paying for a car',
      summary: `Most new cars in Britain are now bought on some form of finance, and Anil Sharma thinks many drivers don't realise what they have signed. He explains the three common routes, personal contract purchase, leasing and buying outright, and compares them for a £24,000 family car over four years. Personal contract purchase offers low monthly payments because a large final payment is left at the end, which most people never make; they hand the car back and start a new agreement. Leasing is simpler but includes mileage limits and charges for wear. Buying a three-year-old car with cash usually costs the least over time because the original owner has paid for the steepest part of the depreciation. Priya asks about electric cars, and Anil goes through running costs for a typical commuter: cheaper to fuel if charged at home, but with higher insurance and a less certain resale value. His summary is that the cheapest car is usually the one you already own, kept for a few more years.`,
      learnings: [
        [
          'Low monthly payments hide a large final one',
          'Personal contract purchase keeps payments low by leaving a big balloon payment at the end, which most drivers never pay.',
        ],
        [
          'Let someone else pay for depreciation',
          'A three-year-old car costs far less over four years than a new one, because the steepest fall in value has already happened.',
        ],
        [
          'Check the mileage limit on a lease',
          'Excess mileage and wear charges can add hundreds of pounds when the car is returned.',
        ],
        [
          'The cheapest car is the one you have',
          'Keeping a reliable car for a few more years usually beats any new deal.',
        ],
      ],
    },
    {
      title: 'Inside a £9,000 bank transfer scam',
      guest: ['Farah Siddiqui', 'a fraud investigator at a high street bank'],
      topic: 'bank transfer scams',
      summary: `The call came from what looked like the bank's own number. The caller knew the customer's name, the last four digits of her card and a recent payment, and told her that her account had been compromised and she needed to move her savings to a safe account. She transferred £9,000 in two payments. Farah Siddiqui investigated the case and tells it with the customer's permission.

Farah explains each technique the scammers used: spoofed caller ID, personal details bought from earlier data breaches, urgency, and a script designed to stop the victim from hanging up. The customer was a retired headteacher, careful with money, and Farah stresses that these scams work on intelligent people because they create panic. The money was partly recovered under new reimbursement rules, and Farah describes what changed for banks and customers. Her advice is simple and repeated twice: your bank will never ask you to move money to a safe account, and if a call makes you anxious, hang up and call the number on the back of your card from a different phone.`,
      learnings: [
        [
          'A safe account request is always fraud',
          'This phrase is the hallmark of an impersonation scam. Any caller who says it is a fraudster.',
        ],
        [
          'Caller ID can be faked',
          "The scam call showed the bank's real number. A familiar number proves nothing.",
        ],
        [
          'Hang up and call back on another phone',
          'Use the number on your card, from a different phone if possible, because scammers can keep a line open.',
        ],
        [
          'Urgency is the weapon',
          'Scams work by creating panic. Any call that pushes you to act in minutes deserves suspicion.',
        ],
        [
          'Report quickly, even if embarrassed',
          'The faster a scam is reported, the better the chance of recovering money. Part of the £9,000 came back.',
        ],
      ],
      quotes: [
        "She wasn't careless. She was frightened, and they'd spent a lot of effort making sure she would be.",
      ],
    },
    {
      title: 'Pay yourself a salary when your income is irregular',
      guest: ['Leo Marchetti', 'a freelance wedding photographer'],
      topic: 'budgeting on an irregular income',
      summary: `Leo Marchetti earns about 70% of his annual income between May and September, when couples get married. For his first three years as a freelance photographer, that meant feast and famine: comfortable summers, anxious winters and one January when he could not pay his rent on time. He tells Priya about the system that fixed it.

All income now goes into a business account. On the first of every month, Leo pays himself a fixed salary of £2,300 from that account into his personal one, whatever he earned that month.

A separate account gets 25% of every payment for tax, untouched until the bill is due. When the business account holds more than three months of salary, the surplus goes into savings or a pension.

Priya asks how he chose the salary. Leo looked at his worst year, subtracted expenses and tax, and divided by twelve, then raised it slowly as the business grew. He says the system cost nothing and changed how he sleeps in February.`,
      learnings: [
        [
          'Pay yourself the same amount every month',
          "A fixed monthly transfer from a business account smooths out seasonal income. Leo's salary is based on his worst year.",
        ],
        [
          'Set aside tax from every payment',
          '25% of each payment goes straight into a tax account, so the bill is never a surprise.',
        ],
        [
          'Keep three months of salary in the business',
          'Only income above that buffer is moved to savings or a pension.',
        ],
      ],
    },
    {
      title: 'Nobody tells you what a wedding really costs',
      guest: ['Mei Wong', 'a wedding planner who now teaches budgeting workshops'],
      topic: 'paying for a wedding',
      summary: `Mei Wong planned weddings for twelve years before she started teaching couples how to budget for them. The average couple she meets underestimates their final cost by about 30%, and the gap is almost never the big items. It is the flowers for the tables, the second outfit, the transport for guests and the evening food nobody remembered.

She walks Priya through a method that starts with the guest list, since almost every cost scales with the number of people. Cutting from 120 guests to 80 saves not only on food but on venue size, invitations and drinks. Mei suggests couples list their three priorities, spend generously there and cut hard elsewhere, and she shares examples of weddings that cost £6,000 and felt more generous than ones that cost five times as much.

They also talk about family money, which often arrives with expectations attached, and about the growing number of couples who borrow for the day. Mei's advice is to set the budget before looking at a single venue, because the first beautiful room resets everyone's sense of what is normal.`,
      learnings: [
        [
          'Start with the guest list',
          'Nearly every cost scales with the number of guests. Going from 120 to 80 saves far more than the catering bill.',
        ],
        [
          'Expect to spend 30% more than planned',
          'The overrun comes from small forgotten items, not the big bookings. Build a margin in from the start.',
        ],
        [
          'Set the budget before viewing venues',
          'The first beautiful room changes what feels normal. Decide the number first.',
        ],
        [
          'Family money comes with expectations',
          'Agree openly what a contribution means for decisions before accepting it.',
        ],
        [
          'Spend on three things, cut the rest',
          'Couples who choose three priorities and economise elsewhere are happiest with the result.',
        ],
      ],
    },
    {
      title: 'Crypto without the hype: how much is too much?',
      guest: ['Ingrid Haugen', 'an economist who studies household investing'],
      topic: 'cryptocurrency in a household portfolio',
      summary: `Ingrid Haugen studies how ordinary households invest, and her research team in Oslo found that people who bought cryptocurrency in the last five years often had no emergency fund and no pension savings beyond the minimum. She is not here to tell listeners never to buy it. She is here to talk about proportion.

Ingrid explains what makes crypto different from other investments: no income or earnings behind the price, drops of more than 70% that have happened several times, and exchanges that can fail and take customers' money with them. She suggests a rule she calls money you could lose on holiday: an amount that would hurt, but not change any plans, if it went to zero.

Priya asks about listeners who have already invested much more than that. Ingrid is careful not to give individual advice, but says that reducing a large position gradually over several months can lower regret, whichever way prices move. She ends with a warning about anyone promising guaranteed returns, which she says is the one sure sign of a scam in any asset.`,
      learnings: [
        [
          'Keep it to money you could lose',
          'Hold only an amount that would hurt, but not change any plans, if it went to zero.',
        ],
        [
          'Falls of 70% have happened repeatedly',
          'Cryptocurrency prices have dropped by more than 70% several times. Plan as if it will happen again.',
        ],
        [
          'Basics before speculation',
          "Ingrid's research found many crypto buyers had no emergency fund. Build that first.",
        ],
        [
          'Guaranteed returns mean a scam',
          'No real investment guarantees a return. Any promise of one is a warning sign, in crypto or anywhere else.',
        ],
      ],
    },
    {
      title: 'A year-end money check-up in 45 minutes',
      topic: 'an end-of-year review of your finances',
      summary: `The last episode of the year is a solo one. Priya walks through the check-up she does every December, timed at 45 minutes with a pot of tea, and invites listeners to do it alongside her. It has seven steps, and none of them require a spreadsheet.

She begins with net worth: a list of what she owns and what she owes, written on one page and compared with last year's. Then she checks the emergency fund against current essential spending, which went up this year with energy bills. Third, she reviews every direct debit and subscription and cancelled two she had forgotten, worth £23 a month. Fourth, pension contributions: is the employer match fully used? The last three steps look ahead. Priya checks whether any fixed-rate deals, on savings or the mortgage, end next year, and puts a reminder in her calendar three months before. She reviews insurance renewals. And she writes down one money goal for the coming year, only one, because every year she has written five she has achieved none of them.`,
      learnings: [
        [
          'Write your net worth on one page',
          'What you own minus what you owe, compared with last year, shows your direction better than any monthly budget.',
        ],
        [
          'Review every subscription once a year',
          "Two forgotten subscriptions worth £23 a month turned up in this year's check-up.",
        ],
        [
          'Diary the end of every fixed rate',
          'A reminder three months before a fixed deal ends gives time to compare before you are moved to a worse rate.',
        ],
        ['Set one money goal, not five', 'One goal a year gets done. Five goals have always meant none.'],
        [
          'Recheck the emergency fund against new costs',
          'Essential spending changes. The fund that was enough last year may not be enough now.',
        ],
        [
          'Confirm you get the full pension match',
          'A quick look at contribution levels once a year makes sure no employer money is being left behind.',
        ],
        [
          'Do it in December, every December',
          'The same time each year turns the check-up into a habit instead of something done in a crisis.',
        ],
      ],
    },
  ],
};
