import type { ChannelTheme } from '../channel-theme';

export const dataStories: ChannelTheme = {
  creatorNumber: 14,
  host: 'Aiko Tanaka',
  channelName: 'Data Stories',
  description:
    'How data changes decisions, told through real projects: analytics that mattered, models that failed in surprising ways, and the people who learned to ask better questions of numbers.',
  categories: ['Technology', 'Data Science', 'AI'],
  price: 350,
  verified: true,
  handle: 'data-stories',
  minutes: [30, 80],
  schedule: { everyDays: 21, latestDaysAgo: 10, firstNumber: 49 },
  chapters: true,
  episodes: [
    {
      title: 'We stopped our A/B test early and shipped a loser',
      guest: ['Marta Jensen', 'a product analyst at a Danish online travel company'],
      topic: 'stopping A/B tests early',
      summary: `Three days into an A/B test of a new hotel search page, Marta Jensen's dashboard showed the new version winning with 97% confidence. The product team shipped it that afternoon. Over the following month, bookings from search fell by about 2%, and it took Marta's team weeks to work out that the new page had never been better at all.

The problem was peeking. Standard significance tests assume you look at the result once, at a sample size decided in advance. Checking a dashboard every day and stopping the first time it crosses a threshold dramatically raises the chance of a false positive. Marta explains this with a simulation she now shows every new product manager: run hundreds of tests where both versions are identical, peek daily, and roughly a quarter of them will declare a winner at some point.

The process has changed since. Marta's team now fixes the test duration in advance, usually two full weeks to cover weekly patterns, and uses sequential testing methods designed for repeated looks when a faster decision is genuinely needed. The dashboard no longer shows confidence until the test is finished.`,
      learnings: [
        [
          'Peeking inflates false positives',
          'Checking results daily and stopping at the first significant moment can make identical versions look different.',
        ],
        [
          'Decide duration in advance',
          "Marta's team fixes the test length beforehand, usually two full weeks to cover weekly patterns.",
        ],
        [
          'Use methods built for repeated looks',
          'Sequential testing lets teams check early without inflating error rates.',
        ],
        [
          'Hide confidence until it counts',
          'The dashboard no longer shows confidence before the test ends, removing the temptation to stop early.',
        ],
        [
          'Simulate identical versions',
          'Running fake tests where nothing differs shows how often peeking declares a winner.',
        ],
      ],
      quotes: [
        "Ninety-seven percent confidence on day three. I've learned to be most suspicious of the numbers I like best.",
      ],
    },
    {
      title: 'Twelve stores reported the same sale twice',
      guest: ['Ravi Menon', 'head of data engineering at a grocery retailer'],
      topic: 'data quality checks',
      summary: `For six weeks, the sales dashboard at Ravi Menon's grocery chain showed twelve stores performing unusually well. Regional managers received congratulations; one store manager got a bonus. Then someone noticed that the twelve stores had been upgraded to a new till system that sent every transaction twice. Ravi tells Aiko how the error went unnoticed for so long, and what his team built so that it wouldn't happen again.

The duplicate records looked perfectly valid: correct stores, correct products, plausible amounts. Nothing in the pipeline checked whether the same transaction ID appeared more than once. Ravi's team now runs automated checks at every stage: uniqueness of IDs, row counts compared with the previous day and with the source system, and sanity limits, such as sales per store never exceeding twice the store's record. Aiko asks how to get people to care about data quality, which rarely gets anyone promoted. Ravi's answer is to make failures visible. Every check that fails now posts a message to the team that owns the data, and the monthly report to executives includes a short section on data issues found and fixed.`,
      learnings: [
        [
          'Check for duplicate IDs',
          'Every transaction appeared twice for six weeks because nothing checked uniqueness.',
        ],
        [
          'Compare counts with the source',
          'Matching row counts against the source system catches missing and duplicated data.',
        ],
        [
          'Set sanity limits',
          "Sales per store shouldn't exceed twice its record. Simple limits catch big errors.",
        ],
        [
          'Make data failures visible',
          'Failed checks notify the owning team, and executives see a monthly summary of issues fixed.',
        ],
      ],
    },
    {
      title: 'Forecasting croissants: demand planning for a bakery chain',
      guest: ['Sophie Lambert', 'a data scientist at a chain of 40 bakeries in France'],
      topic: 'forecasting demand',
      summary: `Every evening, each of Sophie Lambert's company's 40 bakeries has to decide how much dough to prepare for the next morning. Too little, and customers leave empty-handed; too much, and unsold bread goes to waste. Before Sophie's forecasting project, stores wasted about 14% of their production on average. A year later the figure is around 8%, and stock-outs have fallen too.

Sophie is open about what worked and what didn't. A complex machine learning model she built first was only slightly more accurate than a simple baseline: the same day last week, adjusted for recent trends. What made the biggest difference was adding a few well-chosen inputs: weather forecasts, school holidays, local events and a flag for days before public holidays, when croissant sales jump.

Store managers were wary at first. Sophie says the forecast is a recommendation, not an order, and managers can adjust it with a reason, which is recorded. Those adjustments turned out to be valuable data, often capturing local knowledge the model lacked, such as a nearby office closing for renovation.`,
      learnings: [
        [
          'Beat the simple baseline first',
          "The same day last week, adjusted for trends, was nearly as good as Sophie's complex model.",
        ],
        [
          'Good inputs beat clever models',
          'Weather, school holidays and local events improved accuracy more than model complexity.',
        ],
        [
          'Let managers override with a reason',
          "Recorded adjustments captured local knowledge the model didn't have.",
        ],
        [
          'Waste fell from 14% to 8%',
          'Better forecasts cut unsold bread and reduced stock-outs at the same time.',
        ],
        [
          'The day before a holiday is different',
          'Croissant sales jump before public holidays. A single flag captured it.',
        ],
        [
          'Forecast errors cost differently',
          'Running out loses a sale; over-baking loses ingredients. The forecast leans towards the cheaper mistake.',
        ],
      ],
    },
    {
      title: 'The dashboard with 11 views a month',
      guest: ['Daniel Weiss', 'an analytics lead at an insurance company'],
      topic: 'dashboards that nobody uses',
      summary: `Daniel Weiss's team maintained 140 dashboards. When he checked the access logs, 90 had been viewed fewer than twelve times in the previous month, and one, which took a data engineer two days a month to maintain, had been opened eleven times, mostly by the engineer checking it still worked. He tells Aiko how he turned that discovery into a change in how his team works.

Daniel retired dashboards that nobody opened, after emailing their original requesters, only two of whom objected. He then looked at what the remaining dashboards were for, and found that most were built in response to a request for "visibility", without a decision behind them. New requests now have to name the decision the dashboard will support and who will make it.

Aiko asks what replaced many of the dashboards. Daniel describes short written analyses, delivered once, answering a specific question, and a handful of alerts that notify people only when a metric moves outside its normal range. He says his team now spends more time talking to the people who use data than building charts for people who don't.`,
      learnings: [
        ['Check the access logs', '90 of 140 dashboards were viewed fewer than twelve times a month.'],
        [
          'Name the decision first',
          'New dashboard requests must say which decision they support and who makes it.',
        ],
        [
          'Alerts beat dashboards for monitoring',
          'Notifying people when a metric leaves its normal range replaces staring at charts.',
        ],
        [
          'Retire what nobody opens',
          'Only two of the original requesters objected when unused dashboards were switched off.',
        ],
      ],
      quotes: [
        "Eleven views a month, and I'm fairly sure eight of them were the engineer making sure it still loaded.",
      ],
    },
    {
      title: 'The fraud model that quietly got worse',
      guest: ['Nadia Hassan', 'a machine learning engineer at a payments company'],
      topic: 'model drift in production',
      summary: `Nadia Hassan's fraud detection model performed well for a year after launch. Then, over about four months, the share of fraud it caught dropped from 86% to 71%, and nobody noticed until the finance team asked why chargebacks were rising. The model hadn't changed. The world had. Nadia explains what happened. Fraudsters had shifted to new tactics, including smaller transactions spread across many accounts, and a new payment method had become popular that barely existed in the training data. Both are examples of drift: the data the model sees in production no longer resembles the data it learned from. Because fraud labels arrive weeks later, when customers dispute charges, the drop in performance was invisible in real time.

Her team now monitors the inputs, not just the outputs. Distributions of transaction size, payment method and merchant category are compared with the training data every day, and significant shifts trigger an investigation. The model is also retrained monthly on recent data. Aiko asks what she'd tell a team launching its first model, and Nadia's answer is that launch is the beginning of the work, not the end.`,
      learnings: [
        [
          'Models decay when the world changes',
          'Catch rate fell from 86% to 71% over four months as fraudsters changed tactics.',
        ],
        [
          'Monitor inputs, not just outputs',
          'Labels arrive weeks late. Shifts in input data show trouble much sooner.',
        ],
        [
          'Retrain on a schedule',
          'Monthly retraining on recent data keeps the model closer to current behaviour.',
        ],
        [
          'New products create blind spots',
          'A payment method missing from the training data became a gap fraudsters used.',
        ],
        [
          'Launch is the start of the work',
          'Monitoring and maintenance are part of owning a model, not extras.',
        ],
      ],
    },
    {
      title: 'Counting visitors without tracking people',
      guest: ['Jonas Becker', 'a privacy engineer who builds analytics tools'],
      topic: 'privacy-friendly analytics',
      summary: `Jonas Becker's company runs a website with about two million visitors a month, and three years ago it removed every third-party tracking script and cookie banner. The marketing team was horrified at first. Jonas tells Aiko how they replaced the old analytics with a system that answers almost all the same questions without following individuals around.

The new system counts page views, referrers and conversions in aggregate, with no cookies and no stored IP addresses. To count unique visitors per day, it uses a hash of the visitor's address and browser combined with a salt that changes every 24 hours and is then deleted, so nobody can be recognised across days. Jonas explains what they lost: detailed cross-session journeys and fine-grained audience profiles. The marketing team adapted faster than expected. Jonas says they discovered that most of the questions they actually acted on, such as which campaigns brought visitors and which pages led to sign-ups, could be answered in aggregate. The site loads faster without tracking scripts, and the conversion rate went up slightly when the cookie banner disappeared.`,
      learnings: [
        [
          'Most questions work in aggregate',
          'Which campaigns and pages drive sign-ups can be answered without tracking individuals.',
        ],
        [
          'A daily salt protects identity',
          'Hashing with a salt deleted every 24 hours counts daily visitors without recognising anyone across days.',
        ],
        [
          'Removing trackers sped up the site',
          'Dropping third-party scripts made pages faster, and conversion rose slightly without the cookie banner.',
        ],
        [
          'Accept what you lose',
          "Detailed cross-session journeys are gone. Jonas's team decided they rarely used them.",
        ],
      ],
    },
    {
      title: "Explaining a model to doctors who don't trust it",
      guest: ['Dr. Yuki Mori', 'a clinician and data scientist at a university hospital'],
      topic: 'explaining machine learning models to clinicians',
      summary: `Yuki Mori's team built a model that predicts which hospital patients are at high risk of deteriorating in the next 24 hours. In testing it was more accurate than the existing early warning score. In its first month on the wards, nurses and doctors largely ignored it. Yuki, who is both a doctor and a data scientist, tells Aiko why, and what changed their minds.

The first problem was that the model gave a single number with no explanation. Clinicians couldn't see why a patient was flagged, so they couldn't judge whether to trust it. Yuki's team added the three factors contributing most to each prediction, such as rising respiratory rate or falling blood pressure, expressed in clinical language. The second problem was alert fatigue: the threshold had been set too low, generating many alerts for patients who were fine.

Yuki also describes what finally built trust: a weekly meeting where clinicians reviewed cases the model flagged, including its mistakes. Seeing it get things wrong, and understanding why, made them more willing to take it seriously when it was right.`,
      learnings: [
        [
          'Show why, in clinical language',
          'Listing the top three factors behind each prediction let clinicians judge whether to trust it.',
        ],
        [
          'Set thresholds with the users',
          'Too many alerts for healthy patients taught staff to ignore the model.',
        ],
        [
          'Review the mistakes together',
          'Weekly case reviews, including errors, built more trust than accuracy statistics.',
        ],
      ],
      quotes: [
        "Doctors don't trust a number they can't argue with. Give them something to argue with and they start listening.",
      ],
    },
    {
      title: "How to write a survey question that doesn't lie to you",
      guest: ['Helen Brooks', 'a survey methodologist'],
      topic: 'survey design',
      summary: `Helen Brooks has designed surveys for governments, charities and companies for twenty years, and she says most surveys she is asked to review contain at least one question that will produce misleading answers. She walks Aiko through the most common problems, with examples. Leading questions are the obvious one: "How much did you enjoy our new feature?" assumes enjoyment. Double-barrelled questions ask two things at once, such as "Was the service fast and friendly?" Helen also explains subtler effects. The order of questions can change answers: asking about overall satisfaction after a question about a recent problem lowers the score. Response scales matter too; an unbalanced scale with more positive than negative options pushes answers upwards. Aiko asks how to test a survey before sending it. Helen recommends cognitive interviews: asking five or six people to complete the survey while thinking aloud, which quickly shows where questions are misunderstood. She also reminds Aiko that who responds matters as much as the questions, and that a survey answered by 5% of customers may say more about that 5% than about everyone.`,
      learnings: [
        ["Don't assume the answer", 'How much did you enjoy it? assumes enjoyment. Ask neutrally.'],
        [
          'One question, one thing',
          'Fast and friendly in one question makes answers impossible to interpret.',
        ],
        ['Order changes answers', 'Asking about a recent problem first lowers overall satisfaction scores.'],
        [
          'Test with people thinking aloud',
          'Five or six cognitive interviews reveal questions people misunderstand.',
        ],
        ['Balance your scales', 'More positive than negative options push answers upwards.'],
        ["Ask who didn't answer", 'A survey answered by 5% of customers may describe only that 5%.'],
        [
          'Put sensitive questions later',
          'Personal or difficult questions early in a survey make people drop out.',
        ],
      ],
    },
    {
      title: 'Did the price cut cause the sales increase?',
      guest: ['Dr. Pablo Reyes', 'an economist who works on causal inference in retail'],
      topic: 'causal inference in business decisions',
      summary: `When a chain of sports shops cut prices on hiking boots by 15% last spring, sales rose by 22%. The marketing team called it a success.

Pablo Reyes, brought in to evaluate it, found that most of the increase would have happened anyway: the price cut had coincided with the start of the hiking season and a long Easter weekend. He tells Aiko how to tell correlation from causation when you can't run a randomised experiment.

Pablo explains difference-in-differences, the method he used. Prices were cut only in some regions, so he compared the change in sales in those regions with the change in regions where prices stayed the same over the same period. The gap between the two changes estimated the real effect of the price cut, which was an increase of about 6%, not 22%.

The method has limitations. Pablo explains the key assumption, that both groups would have followed similar trends without the price cut, and how to check it by looking at the months before. He encourages teams to plan such comparisons in advance, by deliberately staggering changes across regions.`,
      learnings: [
        [
          'Seasons masquerade as results',
          'Sales rose 22% after the price cut, but most of that came with the hiking season.',
        ],
        [
          'Compare changes, not levels',
          'Difference-in-differences compares the change in affected regions with unaffected ones.',
        ],
        [
          'Check the trends before',
          'The method assumes similar trends without the change. Look at earlier months to test it.',
        ],
        [
          'Stagger changes on purpose',
          'Rolling out changes region by region creates a comparison group for later analysis.',
        ],
      ],
    },
    {
      title: 'Where should the data team sit?',
      guest: ['Amelia Foster', 'a director of data at a media company'],
      topic: 'organising a data team',
      summary: `Amelia Foster has reorganised the data team at her media company twice in five years, once from a central team to analysts embedded in product teams, and then to a hybrid. She tells Aiko what each model got right and wrong.

The central team had strong standards and shared tools, and analysts learned from each other. But product teams felt they were queuing for help, and analysts lacked the context to ask good questions. Embedding analysts in product teams fixed the context problem and made analysts part of daily decisions, but standards drifted: three teams defined active user in three different ways, and junior analysts felt isolated. The hybrid model keeps analysts embedded in product teams day to day, while they report to a central data manager, share a common set of metric definitions and meet weekly as a guild to review each other's work. Amelia admits the dual reporting lines cause friction at times, but says it is the first structure in which both the product teams and the analysts are broadly happy.`,
      learnings: [
        [
          'Central teams keep standards, lose context',
          'Shared tools and learning are strong, but analysts feel far from decisions.',
        ],
        [
          'Embedded analysts drift apart',
          'Three teams defined active user three ways after analysts were embedded.',
        ],
        [
          'Embed day to day, report centrally',
          'The hybrid keeps context in product teams and standards in the data function.',
        ],
        [
          'Share metric definitions',
          'A single set of definitions stops teams from measuring the same thing differently.',
        ],
        [
          'Meet weekly as a guild',
          "Analysts reviewing each other's work keeps quality up and isolation down.",
        ],
      ],
    },
    {
      title: 'A language model sorting 30,000 support tickets a month',
      guest: ['Kim Larsen', 'a data scientist at a telecoms company'],
      topic: 'using language models to classify support tickets',
      summary: `Kim Larsen's telecoms company receives about 30,000 customer support tickets a month, and for years each one was categorised by hand before being routed to the right team. Last year Kim's team introduced a language model to do the first sort. She tells Aiko how they evaluated it, where it works and where a human still decides. Before deploying, the team labelled a sample of 2,000 tickets carefully by hand and measured the model's accuracy against them: about 91%, compared with roughly 88% agreement between two human labellers on the same tickets. The model was most reliable for common categories, like billing, and weakest on rare, complex complaints, such as those mentioning legal action or vulnerable customers.

Those weak spots shaped the design. Tickets where the model is uncertain, or that mention certain sensitive topics, go straight to a human. Kim's team reviews a random sample of the model's decisions every week and tracks accuracy by category. Aiko asks about cost and privacy, and Kim explains why they run the model within their own infrastructure and strip personal details before processing.`,
      learnings: [
        [
          'Label a careful test set first',
          "2,000 hand-labelled tickets gave an honest measure of the model's accuracy.",
        ],
        [
          'Compare with human agreement',
          "The model's 91% beat the 88% agreement between two human labellers.",
        ],
        [
          'Route uncertain and sensitive cases to people',
          "Low-confidence tickets and sensitive topics skip the model's routing.",
        ],
        ['Review a weekly sample', 'Checking random decisions each week catches drift by category.'],
        [
          'Strip personal details first',
          'Removing personal information before processing reduces privacy risk.',
        ],
      ],
    },
    {
      title: 'When a metric becomes a target',
      guest: ['Dr. Fiona Grant', 'an operations researcher who studies performance measurement'],
      topic: 'metrics that mislead',
      summary: `When a measure becomes a target, it ceases to be a good measure. Fiona Grant calls this Goodhart's law the most important idea in analytics, and she tells Aiko several stories of it in action. In one, a hospital emergency department was set a target that patients must be seen within four hours. Waiting times improved on paper, partly because some patients were moved to a different area just before the deadline, where a new clock started.

In another, a software company rewarded support staff for closing tickets quickly. Closure times fell; reopened tickets and customer complaints rose, because problems were being closed before they were solved. Fiona explains the pattern: people respond rationally to what is measured, and any single metric can be improved in ways that undermine its purpose.

Her remedies are practical. Pair every target with a counter-metric that would reveal gaming, such as reopened tickets alongside closure time. Review what people actually do, not just the numbers. And change targets periodically, so nobody optimises one measure for years.`,
      learnings: [
        [
          'Targets distort the measure',
          'A four-hour target improved on paper partly by moving patients to restart the clock.',
        ],
        [
          'Pair each target with a counter-metric',
          'Track reopened tickets alongside closure time to reveal gaming.',
        ],
        [
          'Look at behaviour, not only numbers',
          'Watching how work is actually done shows when metrics are being gamed.',
        ],
        ['Rotate targets', 'Changing targets periodically stops years of optimising a single number.'],
      ],
      quotes: [
        "Nobody was cheating, exactly. They were doing what we asked them to do, and we'd asked for the wrong thing.",
      ],
    },
    {
      title: "Simpson's paradox in a hospital ranking",
      guest: ['Dr. Lars Petersen', 'a biostatistician in public health'],
      topic: "Simpson's paradox",
      summary: `Two hospitals, A and B. Hospital A has a lower overall survival rate for a certain surgery, so a ranking puts it below B. Yet when Lars Petersen split the data by how ill patients were when they arrived, A had a higher survival rate for both the low-risk and the high-risk patients. This is Simpson's paradox, and Lars explains to Aiko how it happens and why it matters for anyone comparing groups.

The explanation is in the mix. Hospital A, a specialist centre, treated far more high-risk patients, who have lower survival everywhere. Its overall rate was dragged down by its case mix, not by poorer care. Comparing the overall rates without accounting for risk would have punished the hospital taking the hardest cases, and could discourage hospitals from accepting them.

Aiko asks how analysts should guard against it. Lars suggests always asking what differs between the groups besides the thing being compared, looking at results within meaningful subgroups and using risk adjustment when comparing outcomes. He also notes that the right way to split the data depends on understanding the causes, not on trying every possible subgroup.`,
      learnings: [
        [
          'Overall rates can reverse within groups',
          'Hospital A was better for both low- and high-risk patients, yet worse overall.',
        ],
        [
          'Case mix drives the paradox',
          'A specialist centre treating more high-risk patients looks worse in crude averages.',
        ],
        [
          'Adjust for risk before ranking',
          'Comparing outcomes without risk adjustment punishes those who take the hardest cases.',
        ],
        [
          'Split by causes, not by search',
          'Choose subgroups from understanding, not by trying every possible split.',
        ],
      ],
    },
    {
      title: "A data journalist's checklist for suspicious numbers",
      guest: ['Sam Ortiz', 'a data journalist at a national newspaper'],
      topic: 'checking numbers in the news',
      summary: `Sam Ortiz spends much of every week checking numbers before they appear in print: press releases, government statistics, reports from think tanks and viral charts. He has a checklist he runs through for every figure, and he walks Aiko through it with examples from stories he has written or, in some cases, decided not to write.

The first question is always: compared with what? A claim that crime rose by 500 incidents means little without knowing whether the total was 1,000 or 100,000. Sam also checks whether figures are counts or rates, since a growing population can increase counts while rates fall; whether the time period was chosen to flatter a trend; and whether a percentage change is based on a tiny starting number. Charts have their own tricks. Sam describes common tricks: truncated axes that exaggerate changes, dual axes that create false correlations and maps that make large empty areas look important. He ends with the question he considers most important of all: who produced this number, and what would they like you to conclude?`,
      learnings: [
        ['Always ask compared with what', 'A rise of 500 means nothing without the total it came from.'],
        ['Counts versus rates', 'A growing population can raise counts while rates fall.'],
        ['Watch the chosen time window', 'Start and end dates can be picked to flatter a trend.'],
        ["Check the chart's axes", 'Truncated or dual axes exaggerate changes and invent correlations.'],
        ['Ask who wants what conclusion', 'Knowing who produced a figure and why is the final check.'],
      ],
    },
    {
      title: 'Synthetic data: useful, but not magic',
      guest: ['Dr. Irina Volkova', 'a researcher who builds synthetic datasets for healthcare'],
      topic: 'synthetic data',
      summary: `Irina Volkova creates synthetic patient records: artificial datasets generated to share the statistical patterns of real hospital data without containing any real patient. Researchers and software developers can then work with them without access to sensitive records. She explains to Aiko what synthetic data is good for, and where it falls short.

Irina describes how her team generates the data, by training models on real records inside a secure environment and sampling new, artificial records from them. The results are useful for testing software, teaching and early exploration, since they have realistic structures and relationships between variables. But Irina is careful to say they can miss rare combinations and subtle relationships, and any important finding must be confirmed on real data.

Aiko asks about privacy, since a model trained on real data could in principle memorise and reproduce real patients. Irina explains the checks her team runs, including searching for synthetic records that are too close to real ones, and techniques like differential privacy that limit how much any individual can influence the output, at some cost in accuracy.`,
      learnings: [
        [
          'Good for testing and teaching',
          'Synthetic records with realistic structure let developers and students work without sensitive data.',
        ],
        [
          'Confirm findings on real data',
          'Synthetic data can miss rare combinations and subtle relationships.',
        ],
        [
          'Check for memorised records',
          "Irina's team searches for synthetic records that are too close to real patients.",
        ],
      ],
    },
    {
      title: "Recommendations that don't trap people in a bubble",
      guest: ['Ahmed Saleh', 'a machine learning lead at a music streaming service'],
      topic: 'recommender systems',
      summary: `Ahmed Saleh's team builds the recommendations on a music streaming service with a few million listeners. Two years ago, they noticed that users who relied heavily on recommendations were listening to a steadily narrowing set of artists, and that new artists found it very hard to be discovered. The system was doing exactly what it was optimised for, predicting the next song a user would play, and it was slowly making the service worse.

Ahmed explains the trap. A model trained on clicks learns that familiar music gets played, recommends more of it and then learns from those plays, reinforcing the pattern. His team introduced a deliberate share of exploration: a small portion of recommendations chosen to be new to the listener, but related to their tastes. They also began measuring diversity and long-term retention, not only immediate plays.

Aiko asks whether exploration cost engagement. Ahmed says plays per session dipped slightly at first, but listeners who received more varied recommendations stayed subscribed longer, and more new artists reached an audience. He describes the difficult conversations it took to convince the company to measure success over months rather than days.`,
      learnings: [
        [
          'Optimising clicks narrows tastes',
          'A model trained on plays recommends the familiar, then learns from it, reinforcing the bubble.',
        ],
        [
          'Build in exploration',
          'A small share of new but related recommendations broadens what listeners discover.',
        ],
        [
          'Measure long-term retention',
          'Varied recommendations dipped plays briefly but kept subscribers longer.',
        ],
        [
          'Track diversity as a metric',
          'Measuring how varied listening is makes narrowing visible before it hurts.',
        ],
        [
          'New artists need a way in',
          'Without exploration, new artists struggled to reach any audience at all.',
        ],
      ],
    },
    {
      title: "The spreadsheet that ran a city's bus timetable",
      guest: ['Clara Weber', 'a transport planner who replaced a 15-year-old spreadsheet'],
      topic: 'replacing a critical spreadsheet',
      summary: `For fifteen years, the bus timetable of a mid-sized German city was planned in a single spreadsheet with 46 tabs, thousands of formulas and macros written by an employee who had retired in 2014. Clara Weber inherited it. She tells Aiko the story of replacing it, which took two years and taught her to respect the spreadsheet more than she expected. When Clara's team began mapping what the spreadsheet did, they found rules nobody had documented: minimum turnaround times at particular stops, a special case for a school route on Wednesdays, adjustments for a level crossing that closed twice an hour. Each rule had a reason, usually a complaint from years before. They wrote every rule down and turned each into an automated test before building the new system.

With hindsight, one thing would change. Clara says she would run the old and new systems side by side for longer; they did so for three months and still found a discrepancy in the first week after switching. She also argues that spreadsheets are not the enemy: they let people with domain knowledge build tools, and the problem is only when nobody can understand them any more.`,
      learnings: [
        [
          'Spreadsheets hide undocumented rules',
          'A school route on Wednesdays and a level crossing lived only in formulas.',
        ],
        [
          'Turn every rule into a test',
          'Each discovered rule became an automated test before the new system was built.',
        ],
        [
          'Run old and new side by side',
          'Three months in parallel still missed a discrepancy. Run longer than you think.',
        ],
        [
          "Spreadsheets aren't the enemy",
          'They let experts build tools. The problem is when nobody understands them any more.',
        ],
      ],
      quotes: [
        'Every strange formula turned out to be a complaint from 2009 that someone had quietly fixed.',
      ],
    },
  ],
};
