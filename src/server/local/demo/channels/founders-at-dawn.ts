import type { ChannelTheme } from '../channel-theme';

export const foundersAtDawn: ChannelTheme = {
  creatorNumber: 4,
  host: 'Marcus Bell',
  channelName: 'Founders at Dawn',
  description:
    'Early-morning conversations with founders about the first hard years: finding customers, hiring the first team, raising money or deciding not to, and staying sane along the way.',
  categories: ['Business', 'Startups', 'Entrepreneurship'],
  price: 400,
  verified: true,
  handle: 'founders-at-dawn',
  minutes: [40, 90],
  schedule: { everyDays: 7, latestDaysAgo: 2, firstNumber: 212 },
  chapters: true,
  episodeTitle: (script, number) => `${script.title} | Founders at Dawn ${number}`,
  episodes: [
    {
      title: 'The first ten customers came from one spreadsheet',
      guest: ['Lea Schäfer', 'co-founder of an invoicing tool for German tradespeople'],
      topic: 'finding the first customers',
      summary: `Lea Schäfer's first customer was her uncle, a plumber in Leipzig who did his invoices on Sunday nights with a ballpoint pen. Her next nine came from a spreadsheet of 214 tradespeople she built by hand from local directories, each of whom she called personally. Eleven agreed to meet, and nine started paying within a month.

Lea describes those calls in detail, because the script changed completely after the first twenty. She stopped describing the product and started asking how people currently sent invoices, how long it took and what went wrong. When an electrician told her he lost about €400 a month to invoices he forgot to send, she knew what to build next and how to sell it.

Marcus asks why she didn't start with online ads, which her investors suggested. Lea's answer is that ads would have brought sign-ups without conversations, and in the first year conversations were the product's roadmap. The company now has 3,800 paying customers, and Lea still spends one afternoon a month calling ones who recently cancelled.`,
      learnings: [
        [
          'Build the list by hand',
          "Lea's first nine customers came from 214 names she collected and called herself. A handmade list teaches you who the customer is.",
        ],
        [
          'Ask about their week, not your product',
          'Calls changed once Lea stopped pitching and asked how invoicing actually worked for each tradesperson.',
        ],
        [
          'Find the number that hurts',
          'An electrician losing €400 a month to forgotten invoices gave Lea her sales pitch and her next feature.',
        ],
        [
          'Call the customers who leave',
          'One afternoon a month calling recent cancellations still shapes the roadmap at 3,800 customers.',
        ],
      ],
      quotes: [
        'My uncle did his invoices on Sunday nights with a ballpoint pen. That was the whole market research.',
      ],
    },
    {
      title: 'We raised prices 40% and lost three customers',
      guest: ['Daniel Osei', 'founder of scheduling software for physiotherapy clinics'],
      topic: 'raising prices',
      summary: `For two years Daniel Osei charged physiotherapy clinics €49 a month, a number he had picked because it sounded reasonable. When he finally raised it to €69 for new customers and, six months later, for existing ones, he expected a wave of cancellations. Three clinics out of about 600 left. Revenue rose by more than a third almost overnight.

Daniel explains how he prepared. He interviewed fifteen customers about what the software replaced, which turned out to be a part-time receptionist in many clinics. He gave existing customers three months' notice, a personal email explaining what had been built since they joined, and the option to lock in an annual plan at the old price. About a quarter took that option. Marcus pushes him on the regret: two years of underpricing cost the company roughly €300,000 in revenue it will never see. Daniel says the mistake was treating price as a fact rather than a hypothesis, and he now tests prices for new features before building them, by asking customers what they would pay in the first conversation.`,
      learnings: [
        [
          'Price against what you replace',
          "Many clinics used Daniel's software instead of a part-time receptionist. That comparison justified a higher price than competitor tools did.",
        ],
        [
          'Give existing customers notice and a choice',
          "Three months' notice and an option to lock in the old price annually kept almost everyone. Only three of 600 left.",
        ],
        [
          'Treat price as a hypothesis',
          "Daniel's original €49 was a guess that stayed for two years. Test it like any other assumption.",
        ],
        [
          'Ask about price in the first conversation',
          'Daniel now asks what customers would pay before building a feature, not after.',
        ],
        [
          'Underpricing has a real cost',
          "Two years at the old price cost about €300,000 in revenue that can't be recovered.",
        ],
      ],
    },
    {
      title: 'Should your first hire be an engineer?',
      guest: ['Priti Desai', 'a non-technical founder of a legal document start-up'],
      topic: 'hiring the first engineer',
      summary: `Priti Desai is a former solicitor who could not write a line of code when she started a company that automates tenancy agreements. Her first engineer, hired eight months in, was her fourth choice after three candidates turned her down. She now thinks the rejections were the best thing that happened to the company.

The three who said no were all senior engineers from large companies, and each asked questions she couldn't answer about how the product would scale. The engineer who said yes, Tomás, had built two small products on his own, asked about customers rather than architecture and shipped a working version in five weeks. Priti explains how she learned to interview for that: give a small paid task based on a real problem, then talk about how the candidate made their choices.

Marcus and Priti also talk about equity. She offered 4% vesting over four years, after speaking to five other founders, and she explains why she thinks early employees deserve more than most founders offer, and why she wrote down, from day one, what would happen to the shares if things went wrong.`,
      learnings: [
        [
          'Hire a builder, not an architect',
          "Priti's first engineer had shipped small products alone. He cared about customers first and delivered a working version in five weeks.",
        ],
        [
          'Use a paid task from a real problem',
          'A small paid project based on the actual product showed how candidates worked better than any interview question.',
        ],
        [
          'Ask other founders about equity',
          'Priti talked to five founders before offering 4% over four years to her first engineer.',
        ],
        [
          'Rejections can save you',
          "The senior engineers who turned Priti down would have built for a scale the company didn't need yet.",
        ],
      ],
    },
    {
      title: 'Bootstrapped to €1 million a year selling to bakeries',
      guest: ['Joost van Dijk', 'founder of ordering software for independent bakeries'],
      topic: 'bootstrapping a software company',
      summary: `Joost van Dijk never raised a cent. His company, which helps independent bakeries take pre-orders for bread and cakes, passed €1 million in annual revenue last year with eleven employees, after six years of slow, profitable growth from a flat in Utrecht. He joins Marcus at 6 a.m., which he points out is a late start by his customers' standards.

The company grew because Joost picked a market most investors would find too small. There are perhaps 25,000 independent bakeries in the countries he sells to, and each pays about €90 a month.

That is not a venture-scale market, but it is a very good business for a small team. He explains how he reached bakers: trade fairs, a supplier of ovens who recommended the software, and a newsletter full of recipes that bakers actually read.

Marcus asks what he gave up by not raising money. Joost is honest: slower hiring, a competitor with funding that outspent him on advertising for two years, and a period when he paid himself less than his first employees. But he owns the company outright, and the funded competitor shut down last spring.`,
      learnings: [
        [
          'A small market can be a great business',
          '25,000 bakeries at €90 a month is too small for most investors and plenty for an eleven-person company.',
        ],
        [
          'Find who your customers already trust',
          'An oven supplier recommending the software brought more bakeries than any advertising.',
        ],
        [
          'Give your market something it wants to read',
          "A newsletter of recipes, not product updates, kept Joost's company in front of bakers every week.",
        ],
      ],
      quotes: [
        "My customers start work at three in the morning. If I call them at nine, I'm interrupting their lunch.",
      ],
    },
    {
      title: '63 investor meetings for one seed round',
      guest: ['Amara Nwosu', 'co-founder of a logistics start-up in Lagos'],
      topic: 'raising a seed round',
      summary: `Amara Nwosu kept a spreadsheet of every investor conversation during her company's seed round. It has 63 rows. Fifty-four investors said no or never replied, six asked to stay in touch, and three put money in, closing a $1.8 million round about seven months after the first meeting. She shares that spreadsheet's lessons with Marcus. The early meetings went badly because Amara was pitching a vision for all of Africa's logistics, and investors couldn't see a first step. When she narrowed the story to a single route, delivering goods from Lagos warehouses to small shops in three districts, with real numbers on delivery times and repeat orders, the meetings got shorter and the follow-ups more frequent.

Amara is also candid about the costs: seven months of fundraising while running a company, a co-founder carrying operations alone, and the particular challenge of being a woman founder in a room of investors who had rarely backed one. Her advice is to run the process in a tight window, batch meetings into a few weeks and keep a ruthless record of every objection.`,
      learnings: [
        [
          'Pitch the first step, not the whole continent',
          'Meetings improved once Amara showed one route in three Lagos districts with real delivery numbers.',
        ],
        [
          'Log every objection',
          'Recording what each of the 63 investors doubted showed which parts of the pitch needed evidence.',
        ],
        [
          'Batch meetings into a few weeks',
          'Spreading the round over seven months drained the company. A tight window creates momentum and protects the team.',
        ],
        [
          'Your co-founder pays for fundraising',
          'While Amara raised money, her co-founder ran operations alone. Plan for that load before you start.',
        ],
        [
          'Most investors will say no',
          'Three of 63 invested. Expecting that ratio makes each no easier to absorb.',
        ],
        [
          'Stay in touch with the maybes',
          'Six investors asked to follow the company. Regular short updates turned two of them into investors in the next round.',
        ],
      ],
    },
    {
      title: 'The co-founder breakup, told by both co-founders',
      guest: ['Ben Carter', 'a founder who bought out his co-founder after three years'],
      topic: 'conflict between co-founders',
      summary: `Ben Carter and his co-founder started a fitness booking app as best friends from university. Three years later, after months of arguments about whether to expand to new cities or deepen the product in London, Ben bought out his co-founder's shares, and the two did not speak for a year. They are friends again now, and his co-founder sent Marcus a written statement that is read out during the episode.

Ben traces the breakup to a conversation they never had. Neither had said what they wanted from the company: his co-founder hoped to sell within five years, while Ben wanted to build something to run for a decade. Every strategic disagreement was really that disagreement in disguise. They had also split equity 50-50 without any vesting, which made the buyout expensive and slow. Marcus asks what a founding agreement should contain. Ben lists the essentials: vesting with a one-year cliff, a process for breaking deadlocks, what happens if one founder leaves, and an honest written answer from each founder about their goals and time horizon, reviewed every year.`,
      learnings: [
        [
          'Say out loud what you each want',
          'Ben wanted to build for a decade; his co-founder hoped to sell within five years. Every fight was really about that.',
        ],
        [
          'Vest founder shares with a cliff',
          'A 50-50 split with no vesting made the buyout slow and expensive. Vesting protects both founders.',
        ],
        [
          'Agree how to break deadlocks',
          "Two equal founders need a written process for decisions they can't agree on, before they need it.",
        ],
        [
          'Review the agreement every year',
          'Goals change. An annual conversation about what each founder wants catches drift early.',
        ],
      ],
      quotes: [
        'We argued about cities for six months. We were actually arguing about whether we wanted to be doing this in 2030.',
      ],
    },
    {
      title: 'The week the retention curve went flat',
      guest: ['Kaito Mori', 'founder of a language-learning app for nurses'],
      topic: 'product-market fit',
      summary: `For eighteen months, every group of users who signed up for Kaito Mori's app followed the same pattern: heavy use in the first week, then a steady decline until almost nobody was left after three months. Then, in the spring, a cohort of Filipino nurses preparing to work in Japan behaved differently. Their usage dipped and then stayed flat at about 40%. Kaito says that flat line is the most exciting chart he has ever seen.

He explains what changed. Instead of general Japanese lessons, the app had started offering vocabulary and role-play dialogues built around the nursing exam and real hospital situations, written with two nurses who had made the move themselves. The users had a deadline, a job waiting and a specific need, and the app met it better than anything else.

Marcus asks how Kaito knew it wasn't a fluke. He describes the next three months: the same curve held for every new cohort of nurses, referrals started arriving from recruitment agencies, and the company dropped all other audiences to focus on healthcare workers. Revenue tripled within the year.`,
      learnings: [
        [
          'Watch for a retention curve that flattens',
          'When usage stops declining and holds steady, a group of users has found something they need. That flat line matters more than sign-ups.',
        ],
        [
          'Specific beats general',
          "Lessons built around the nursing exam and hospital situations succeeded where general Japanese courses hadn't.",
        ],
        [
          'Users with a deadline are your best users',
          'Nurses with a job waiting in Japan had urgency the general audience never had.',
        ],
        [
          'Drop everyone else when it works',
          'Kaito stopped serving other audiences to focus on healthcare workers, and revenue tripled within the year.',
        ],
        [
          'Build with people who have lived the problem',
          'Two nurses who had moved to Japan wrote the dialogues, which is why they felt real to users.',
        ],
      ],
    },
    {
      title: 'Sales for founders who hate selling',
      guest: ['Rita Kowalski', 'head of sales at a compliance software company'],
      topic: 'sales for technical founders',
      summary: `Rita Kowalski was hired as the first salesperson at a compliance software start-up founded by two engineers who, she says, would rather rewrite the database than make a phone call. Before she arrived, the founders had closed eight customers in two years. She closed twenty-two in her first six months, and much of this episode is about what she taught the founders before she took over. Rita reframes sales as diagnosis. A good first call, she says, is 80% questions: what happens today, who suffers from it, what it costs and what they have already tried. If the answers don't point to a real problem the product solves, the honest move is to say so and end the call. Founders find this easier, she observes, because it feels like engineering rather than persuasion. She also walks Marcus through a simple pipeline the founders now use, a shared board with five stages, and the habit that made the biggest difference: sending a one-paragraph summary after every call, which buyers forward to the colleagues who actually approve the purchase.`,
      learnings: [
        [
          'Make the first call 80% questions',
          "Ask what happens today, who it hurts, what it costs and what they've tried. Diagnosis sells better than a demo.",
        ],
        [
          'Walk away from poor fits',
          "If the problem isn't one you solve, say so. Founders find honest disqualification easier than persuasion.",
        ],
        [
          'Send a summary after every call',
          'A one-paragraph recap gets forwarded to the people who approve the purchase, who were never on the call.',
        ],
        [
          'Track deals on a simple board',
          'Five stages on a shared board let two engineer founders see where every deal stood.',
        ],
        [
          "The buyer isn't always the user",
          'Compliance software is bought by finance and used by operations. Rita speaks to both before sending a price.',
        ],
        [
          'Follow up within a day',
          'Deals went cold when the founders waited a week to reply. Rita answers every buyer question by the next morning.',
        ],
        [
          'Founders still sell the first customers',
          "Rita only took over after the founders had learned to sell themselves. Nobody can hand off what they don't understand.",
        ],
      ],
      quotes: [
        "Engineers love a good bug report. A sales call is just a very polite bug report about someone else's business.",
      ],
    },
    {
      title: 'From a dating app to HR software in nine months',
      guest: ['Zeynep Arslan', 'co-founder of a team scheduling tool that began as a dating app'],
      topic: 'pivoting a start-up',
      summary: `Zeynep Arslan's company began as a dating app that matched people by their free time. It had 40,000 downloads and almost no revenue. Nine months later it was selling shift scheduling software to restaurants and hotels, using the same calendar-matching engine. Zeynep tells Marcus how the pivot happened, and why it nearly didn't.

The clue came from an unexpected place. A restaurant owner in Istanbul had been using the dating app, against its terms, to coordinate shifts among her staff because it was the easiest way to see who was free when.

Zeynep's co-founder wanted to ban her; Zeynep wanted to visit her. The visit turned into fifteen interviews with restaurant managers over three weeks.

The hardest part was emotional. The team had spent two years building for a consumer audience, and three of the seven employees left within two months of the pivot. Zeynep explains how they told investors, who were mostly supportive, and how they decided which code to keep. She is now convinced that the best pivots come from watching unexpected users closely.`,
      learnings: [
        [
          'Study the users breaking your rules',
          'A restaurant owner misusing the dating app for shift planning revealed the real market. Visiting her beat banning her.',
        ],
        [
          'Keep the engine, change the market',
          'The calendar-matching technology carried over. What changed was who it was for.',
        ],
        [
          'Expect some of the team to leave',
          'Three of seven employees left after the pivot. People joined for a mission that no longer existed.',
        ],
        [
          'Interview fifteen before deciding',
          'Three weeks of interviews with restaurant managers confirmed the problem was widespread before the team committed.',
        ],
      ],
    },
    {
      title: 'Culture is set by employee number twenty',
      guest: ['Hamid Rahimi', 'founder of a cybersecurity consultancy with 80 staff'],
      topic: 'company culture in the early years',
      summary: `Hamid Rahimi believes a company's culture is mostly fixed by the time it has twenty people, because those twenty hire and train the next hundred. His cybersecurity consultancy has 80 staff now, and he can trace most of its habits, good and bad, to decisions made in a single office in Birmingham in the first three years.

He gives examples. Because the first employees all came from consulting, the company inherited a habit of long reports nobody read, and it took two years to replace them with short briefings. On the positive side, an early rule that anyone could stop a client engagement if they felt the work was unethical is still the thing new staff mention when asked why they joined. The painful part of the conversation is about a strong performer among the first twenty who was routinely dismissive of junior colleagues. Hamid kept him for eighteen months because he brought in clients, and says two good people left because of it. He now describes that delay as the most expensive decision he has made, and explains how he handles similar situations today.`,
      learnings: [
        [
          'The first twenty shape the next hundred',
          "Early employees hire and train everyone after them. Their habits become the company's.",
        ],
        [
          'What you tolerate becomes the culture',
          'Keeping a dismissive high performer for eighteen months cost Hamid two good people.',
        ],
        [
          'Give everyone an ethical stop button',
          'Anyone can halt a client engagement they think is wrong. New staff still cite that rule as a reason they joined.',
        ],
        [
          'Replace inherited habits early',
          'Long consulting reports came with the first hires and took two years to remove.',
        ],
      ],
    },
    {
      title: 'How to shut down a company with dignity',
      guest: ['Claire Dubois', 'a founder who closed her meal-kit company after four years'],
      topic: 'shutting down a start-up',
      summary: `Claire Dubois closed her meal-kit company in Lyon after four years, eighteen employees and €3.2 million of investors' money. She knew it was over about five months before she announced it, and she spent those months making sure that employees, suppliers and customers were treated fairly. This episode is about how she did it. The first step was a cash calculation. Claire worked out the date when the remaining money would only just cover salaries, notice periods and debts to suppliers, and treated that date, not zero in the bank, as the real deadline. She told her investors two months before it, and her team six weeks before it, with help finding new jobs. Every supplier was paid in full.

Claire also talks about what it did to her. She describes the shame of the first weeks, the surprise of receiving kind messages from former customers, and the months it took before she could talk about it without feeling sick. Would she found another company? She already has: a much smaller one, with no investors yet.`,
      learnings: [
        [
          'Your real deadline is before zero',
          'Claire set her deadline at the point where money would just cover salaries, notice and supplier debts.',
        ],
        [
          'Tell investors early and the team soon after',
          'Investors heard two months before the deadline, staff six weeks before, giving time to help everyone land.',
        ],
        [
          'Pay suppliers in full',
          'Small suppliers often suffer most in a shutdown. Claire paid every one of them.',
        ],
        [
          'Expect shame, and kindness',
          'The first weeks felt shameful, but former customers sent many kind messages.',
        ],
        [
          'Help your team find jobs',
          'Introductions and references in the final six weeks meant most employees had new roles within a month.',
        ],
      ],
      quotes: [
        'Running out of money is a fact. Running out of money with your suppliers unpaid is a choice.',
      ],
    },
    {
      title: "A therapist's view of founder burnout",
      guest: ['Ruth Ambrose', 'a psychotherapist whose clients are mostly founders'],
      topic: 'mental health for founders',
      summary: `About two thirds of Ruth Ambrose's clients are founders, and she says they share a particular kind of exhaustion. They are usually not overwhelmed by the amount of work, but by carrying sole responsibility for decisions that affect other people's livelihoods, often without anyone they can be fully honest with.

Ruth describes the patterns she sees: founders who have stopped telling their partners how bad things are, who treat any rest as a risk to the company, and who measure their own worth by last month's revenue. She explains why the typical founder support, a board and some advisers, rarely helps with this: board members are also judges of the founder's performance.

Her suggestions are practical. A peer group of three or four founders at a similar stage, meeting monthly with a rule of complete confidentiality. One day a week with no work at all, scheduled like a board meeting. And a question she asks every new client: who would you call at 2 a.m. if the company were failing? If the answer is nobody, that is where she starts.`,
      learnings: [
        [
          'Responsibility exhausts more than workload',
          "Founders burn out from carrying decisions that affect others' livelihoods, usually alone.",
        ],
        [
          "Your board can't be your support",
          "Board members also judge your performance. Founders need someone who doesn't.",
        ],
        [
          'Join a small peer group',
          "Three or four founders meeting monthly under strict confidentiality give the honesty a board can't.",
        ],
      ],
    },
    {
      title: 'Ask Marcus: vesting, salaries and the first board meeting',
      topic: 'listener questions about starting a company',
      summary: `Marcus records this one alone at his kitchen table at 5:45 a.m., answering emails from founders who are just starting out. There were 73 in the inbox and he picks five, with help from things previous guests have said on the show.

The first asks how much a founder should pay themselves after a seed round. Marcus's answer, after talking to a dozen founders, is enough to remove money worries at home and not more, which in practice means below market rate but well above survival. A second listener wants to know whether a one-person company needs a board. Not a formal one, he says, but two or three advisers who meet quarterly and will tell the truth.

Other questions cover whether to take money from friends and family, how to run a first board meeting (send the papers three days ahead, spend the meeting on decisions, not updates), and what to do when a large customer asks for a feature nobody else needs. Marcus closes with the listener email that made him laugh most this year, from a founder whose co-founder is his mother.`,
      learnings: [
        [
          'Pay yourself enough to stop worrying',
          'Below market rate is normal after a seed round, but a founder distracted by rent makes worse decisions.',
        ],
        [
          'Send board papers three days ahead',
          'Board time should go on decisions. Updates can be read in advance.',
        ],
        [
          'Only take family money you could lose',
          'Money from friends and family should never be an amount that would damage the relationship if lost.',
        ],
        [
          "One big customer's feature is a trap",
          "Building for a single large client's unusual need can turn a product into consultancy.",
        ],
      ],
    },
    {
      title: 'Manufacturing our first 5,000 units',
      guest: ['Tomás Herrera', 'co-founder of a company making smart beehive sensors'],
      topic: 'manufacturing a hardware product',
      summary: `Tomás Herrera's company makes sensors that sit inside beehives and warn beekeepers when a colony is about to swarm or is short of food. The prototype took six months. The first production run of 5,000 units took fourteen, and in that time Tomás learned more about plastics, certification and shipping containers than he had ever wanted to.

He walks Marcus through the hard parts. The injection mould for the casing cost €38,000 and had to be redone when the first batch cracked in cold weather. Radio certification for Europe took four months longer than planned. A contract manufacturer in Portugal was willing to take a small run, but only if Tomás's team was on the factory floor for the first two weeks, which turned out to be essential. Hardware eats cash long before any revenue arrives. Tomás explains how beekeeping associations pre-ordered 1,200 units, paying half in advance, which funded the mould. He also describes the one design decision he would change: a custom battery that seemed clever and is now the hardest part to source.`,
      learnings: [
        [
          'Test the casing in real conditions',
          'The first batch cracked in the cold. A winter test would have saved a second €38,000 mould.',
        ],
        [
          'Certification takes longer than planned',
          'Radio certification for Europe added four months. Start it as soon as the design is stable.',
        ],
        [
          'Join the first production run in person',
          'The manufacturer insisted the team stay for two weeks. Problems were solved in hours instead of weeks.',
        ],
        [
          'Let pre-orders pay for tooling',
          'Beekeeping associations pre-ordered 1,200 units, half paid upfront, which funded the mould.',
        ],
        [
          'Use standard parts wherever possible',
          'A custom battery seemed clever and is now the hardest component to source.',
        ],
        [
          'Plan cash for the gap before revenue',
          'Fourteen months of production before the first sale means hardware needs far more cash than software.',
        ],
      ],
    },
    {
      title: 'What a start-up lawyer wishes founders knew',
      guest: ['Naomi Fischer', 'a lawyer who advises early-stage companies'],
      topic: 'legal basics for start-ups',
      summary: `Naomi Fischer has advised around 250 early-stage companies, and she says the same four legal problems come up so often that she could almost predict them from a founder's first email. None of them are exotic. All of them are cheaper to prevent than to fix.

The first is intellectual property that doesn't belong to the company: code written by a founder before incorporation, or by a freelancer without a contract assigning the rights. The second is founder shares without vesting. The third is a cap table built from handshakes, with advisers promised percentages that were never written down. The fourth is signing a customer contract with unlimited liability because the customer's template said so.

Marcus asks what a founder with a small budget should pay for first. Naomi's list: a founders' agreement with vesting, an IP assignment from everyone who has written code or designed anything, and a standard set of investment documents rather than bespoke ones. She also explains why she tells founders to read every contract's liability clause themselves, however busy they are.`,
      learnings: [
        [
          'Make sure the company owns its code',
          'Code written before incorporation or by freelancers without an assignment may not belong to the company. Investors will check.',
        ],
        [
          'Write down every equity promise',
          'Advisers promised shares on a handshake cause disputes later. Record every grant.',
        ],
        [
          'Read the liability clause yourself',
          'Customer templates often ask for unlimited liability. Founders should read that clause in every contract.',
        ],
      ],
    },
    {
      title: 'Selling the company: the 11 months nobody talks about',
      guest: ['Grace Oduya', 'a founder who sold her HR software company last year'],
      topic: 'selling a company',
      summary: `From the first approach by the buyer to the money arriving, the sale of Grace Oduya's HR software company took eleven months. For most of that time she was running the business, negotiating in secret and answering hundreds of questions from the buyer's lawyers. She joins Marcus to describe what that year was actually like.

The due diligence was the biggest surprise. The buyer asked for every customer contract, every employment agreement and every open-source licence in the codebase, and Grace's team spent about six weeks gathering documents they had never organised. One missing contract with an early contractor nearly delayed the deal by a month. She now recommends that every founder keep a data room ready from day one.

The emotional side was harder than the legal one. Grace couldn't tell her team until the deal was nearly done, and she describes the strangeness of hiring people she knew would soon work for someone else. She also talks about the earn-out, the part of the price paid only if targets are hit after the sale, and why she would negotiate it very differently next time.`,
      learnings: [
        [
          'Keep a data room from day one',
          'Gathering contracts and licences took six weeks during the sale. An organised folder from the start would have taken days.',
        ],
        [
          'Earn-outs shift risk to you',
          'Part of the price depends on targets after you lose control of the company. Negotiate them carefully or avoid them.',
        ],
        [
          'Selling takes most of a year',
          'Eleven months from first approach to completion, while running the business in secret.',
        ],
        [
          'One missing contract can delay a deal',
          'An unsigned agreement with an early contractor nearly cost a month.',
        ],
        [
          'Plan how to tell the team',
          "Grace couldn't tell her staff until the end. Knowing how and when you will tell them makes the secrecy easier to carry.",
        ],
      ],
      quotes: [
        "The buyer's lawyers asked me for a contract from 2017. I didn't even remember the man's surname.",
      ],
    },
    {
      title: 'Revenue-based financing, explained by someone who used it',
      guest: ['Sunil Rao', 'founder of a subscription box company for home coffee roasters'],
      topic: 'revenue-based financing',
      summary: `When Sunil Rao needed €400,000 to buy green coffee in bulk and hire two people, venture capital was not an option: his subscription business grew steadily, not explosively. He chose revenue-based financing instead, borrowing the money in exchange for a share of monthly revenue until a fixed total was repaid. Sunil explains the terms. The lender took 6% of monthly revenue until it had received €460,000, which meant repayments rose in good months and fell in slow ones. The business paid it off in 26 months. Compared with giving up equity, he estimates the financing was far cheaper, although the effective interest rate was higher than a bank loan's, which his bank had refused. This kind of financing doesn't suit everyone. Sunil's answer: when revenue is predictable, margins are healthy and the money goes into something that produces more revenue quickly, like stock or marketing. It is a poor fit for companies that are not yet making money, and he warns against borrowing to cover losses.`,
      learnings: [
        [
          'Repayments follow your revenue',
          'Sunil paid 6% of monthly revenue until €460,000 was repaid, so slow months cost less.',
        ],
        [
          'Cheaper than equity, dearer than a bank',
          'The effective rate was higher than a bank loan but far cheaper than selling shares in a steady business.',
        ],
        [
          'Borrow for things that earn quickly',
          'Revenue-based financing suits stock and marketing that pay back within months, not covering losses.',
        ],
      ],
    },
    {
      title: 'Remote from day one with a team of six',
      guest: ['Ingrid Nilsen', 'founder of an accessibility testing company with staff in five countries'],
      topic: 'running a remote start-up',
      summary: `Ingrid Nilsen's company has never had an office. Its six employees live in Norway, Portugal, Kenya, Canada and Poland, and they have met in person twice, for a week each time. Ingrid says being remote from day one was easier than converting an existing team, because every habit was designed for it.

She describes the habits. Decisions are written down in a shared log with the reasoning, so someone waking up in Toronto can see what was decided in Nairobi. Meetings are kept to a two-hour overlap window in the European afternoon. Every new hire gets a written guide to how the company works, which Ingrid rewrites every six months. Not everything works. Ingrid is honest: informal mentoring is hard, and her first junior hire struggled without colleagues nearby to learn from. The company now pairs every junior person with a senior one for a daily half-hour call. She also admits the in-person weeks are expensive, about €15,000 each, and absolutely worth it.`,
      learnings: [
        [
          'Write decisions down with the reasons',
          'A shared decision log lets people in five time zones understand what was decided while they slept.',
        ],
        [
          'Keep meetings to an overlap window',
          'Two hours in the European afternoon is the only time meetings are booked.',
        ],
        [
          'Juniors need daily contact',
          'Remote work made learning hard for the first junior hire. A daily half-hour with a senior colleague fixed it.',
        ],
        [
          'Meet in person twice a year',
          'Two weeks together a year cost about €15,000 each and were worth it for trust.',
        ],
        [
          'Rewrite the how-we-work guide often',
          "Ingrid updates the company's handbook every six months so new hires learn the current reality.",
        ],
      ],
    },
    {
      title: 'Marketplaces: which side do you build first?',
      guest: ['Mateo Silva', 'co-founder of a marketplace for local music teachers'],
      topic: 'building a two-sided marketplace',
      summary: `Every marketplace founder faces the same puzzle: students won't come without teachers, and teachers won't come without students. Mateo Silva's company, which connects families with private music teachers, solved it by not being a marketplace at first. For the first eight months in Porto, Mateo personally recruited 40 teachers and sold lessons to parents himself, by phone.

He explains why he started with supply. Good teachers were scarce and had waiting lists; parents could be reached through schools and community groups once the teachers were there. Mateo focused on one city and one instrument, piano, until at least 60% of new lesson requests could be matched within a week. Only then did he add guitar, and only after that, a second city.

Marcus asks about the moment a marketplace starts working on its own. Mateo says it happened when teachers started recruiting other teachers, because the platform was filling their schedules. He also talks about the constant temptation for teachers and families to arrange lessons directly, and why making the platform genuinely useful, with scheduling and payments, works better than penalties.`,
      learnings: [
        [
          'Be the marketplace by hand first',
          'Mateo recruited 40 teachers and sold lessons himself for eight months before building the platform.',
        ],
        [
          'Start with the scarce side',
          'Good teachers were harder to find than parents, so the company recruited them first.',
        ],
        [
          'One city, one category, until it works',
          'Piano in Porto had to match 60% of requests within a week before guitar or a second city were added.',
        ],
        [
          'Be useful enough to keep the transaction',
          'Scheduling and payments kept teachers and families on the platform better than penalties for going direct.',
        ],
      ],
      quotes: ['For eight months the marketplace was me and a phone. The software came later.'],
    },
    {
      title: 'Why founders should answer support tickets',
      guest: ['Anna Kowalczyk', 'co-founder of an accounting app for freelancers'],
      topic: 'customer support in the early years',
      summary: `Anna Kowalczyk answered every support ticket at her company herself for the first two years, around 30 a day at the peak, and she still spends every Thursday morning in the support queue even though the company now has a team of five doing it. She tells Marcus it is the best research tool she has.

Support, she explains, is where customers tell you exactly what is broken, confusing or missing, in their own words, at the moment it matters. Anna tags every ticket by theme, and the monthly count of tags is the first thing the product team looks at when planning. The feature customers asked for most last year, splitting expenses between business and personal use, came straight from that count.

Isn't a founder's time better spent elsewhere? Anna disagrees: an hour in support saves days of guessing. She also explains how she keeps the tone human, why the company never uses canned replies for the first answer, and the rule that any ticket about money lost gets a reply within two hours.`,
      learnings: [
        [
          'Founders should sit in the support queue',
          'Anna still answers tickets every Thursday morning. It is the fastest way to hear what customers need.',
        ],
        [
          'Tag tickets and count the tags',
          'A monthly count of ticket themes drives product planning. The most requested feature last year came from it.',
        ],
        [
          'Answer money problems within two hours',
          'Any ticket about lost money gets a reply within two hours. Those customers never forget how you treated them.',
        ],
        [
          'No canned first reply',
          'Templates come later in a conversation, if at all. The first answer is always written by a person.',
        ],
      ],
    },
  ],
};
