import type { ChannelTheme } from '../channel-theme';

export const curiousEngineer: ChannelTheme = {
  creatorNumber: 0,
  host: 'Maya Chen',
  channelName: 'The Curious Engineer',
  description:
    'Conversations with the people who build the software we rely on every day: how systems really fail, how teams recover, and what a good engineering culture feels like from the inside.',
  categories: ['Technology', 'Software', 'Careers'],
  price: 300,
  verified: true,
  handle: 'curious-engineer',
  minutes: [35, 95],
  schedule: { everyDays: 14, latestDaysAgo: 3, firstNumber: 61 },
  chapters: true,
  episodeTitle: (script, number) => `#${number} ${script.title}`,
  episodes: [
    {
      title: 'Why did our database migration take 14 months?',
      guest: ['Ana Souza', 'a staff engineer at the payments company Lumen Pay'],
      topic: 'moving a payments ledger to a new database',
      summary: `Ana Souza led the move of Lumen Pay's ledger from a single MySQL server to PostgreSQL, and planned it for four months. It took fourteen. She walks Maya through the dual-write phase, where every transaction went to both databases while a nightly job compared 60 million rows, and the week the comparison found a 0.02% mismatch caused by rounding in a currency conversion nobody had touched since 2016.

Most of the delay, Ana says, was not technical. Finance needed three sign-offs before any cutover, the on-call team refused a Friday switch, and two product launches froze the schema for six weeks each. The final cutover happened at 4 a.m. on a Tuesday and lasted eleven minutes.

The second half is a frank accounting of what she would change: start the row comparison on day one instead of month five, budget for the organisation rather than the code, and keep the old database readable for a full quarter after the switch, because auditors will ask.`,
      learnings: [
        [
          'Compare the data from day one',
          "Ana's team only built the nightly comparison in month five, and it found problems that had been accumulating since the first dual write. Checking row by row from the start would have saved roughly ten weeks.",
        ],
        [
          'Plan for sign-offs, not only code',
          'Three finance approvals and two schema freezes added more time than any engineering task. Put the organisational steps on the same plan as the technical ones.',
        ],
        [
          'Keep the old database readable afterwards',
          'Auditors asked for records from the old system four months after the cutover. Lumen Pay kept it read-only for a quarter and was glad it did.',
        ],
        [
          'Cut over on a quiet weekday',
          'The switch ran at 4 a.m. on a Tuesday, with the whole team rested and support fully staffed the next morning. Friday cutovers leave nobody around when the surprises arrive.',
        ],
      ],
      quotes: [
        'The migration was never the hard part. The hard part was getting seven people to agree it was finished.',
      ],
    },
    {
      title: 'Kofi Asante on paging people less',
      guest: ['Kofi Asante', 'head of site reliability at the ride-sharing app Hopline'],
      topic: 'on-call rotations that people can live with',
      summary: `When Kofi Asante joined Hopline, the average on-call engineer was paged 31 times a week and a third of those pages fired between midnight and six. Two years later the number is six. This conversation is about how they got there without hiring a single extra person.

The first step was brutal triage: every alert that had not led to human action in the previous 90 days was deleted, which removed more than half of them. The second was ownership. Each remaining alert now names a team and links to a runbook, and an alert without a runbook cannot be merged. Kofi also describes the switch to a follow-the-sun rotation between Lisbon and Singapore, and why Hopline pays a flat on-call allowance instead of per-incident bonuses, which he says quietly rewarded noisy systems. Maya asks the uncomfortable question of whether fewer pages means more missed incidents. Kofi's answer comes with numbers: customer-reported incidents dropped by 40% over the same period, because engineers who sleep notice more.`,
      learnings: [
        [
          'Delete alerts nobody acted on',
          'Hopline removed every alert with no human action in 90 days, more than half of the total. Nothing they deleted was missed in the following year.',
        ],
        [
          'No runbook, no alert',
          'An alert can only be merged with an owning team and a linked runbook. Engineers woken at 3 a.m. should never have to guess what the page wants from them.',
        ],
        [
          'Pay a flat on-call allowance',
          'Per-incident bonuses made noisy systems profitable for the people on call. A flat weekly allowance removed that incentive overnight.',
        ],
        [
          'Follow the sun when you can',
          'Splitting the rotation between Lisbon and Singapore ended most night pages. It only worked after both offices could deploy and roll back on their own.',
        ],
        [
          'Sleep is a reliability feature',
          'Customer-reported incidents fell by 40% while pages fell from 31 to 6 a week. Rested engineers catch problems before customers do.',
        ],
      ],
    },
    {
      title: 'The code review that waited 26 hours',
      guest: ['Inês Carvalho', 'an engineering manager at a mid-sized logistics software company'],
      topic: 'how long code reviews take',
      summary: `Inês Carvalho measured something most teams only complain about: how long a pull request waits for its first review. On her team of eleven the median was 26 hours, and pull requests over 400 lines waited more than three days. Six months later the median is just under four hours.

None of the fixes were new tools. The team agreed that reviews come before starting new work, set a soft limit of 200 changed lines per pull request, and added a daily review rotation so that one person is always on the hook. Inês is candid that the size limit was the most resented change, and she describes the month of grumbling before people noticed that small changes also broke production less often.

The episode ends with a practical detail Maya had not heard before: the team reviews in pairs on a call for anything touching billing, which turned their slowest reviews into their fastest.`,
      learnings: [
        [
          'Measure the wait, not the review',
          "The time a pull request sits before anyone looks at it was 26 hours at the median on Inês's team. That number, not the review itself, was what slowed delivery.",
        ],
        [
          'Reviews come before new work',
          "The team's one rule is to clear waiting reviews before picking up a new ticket. It cost nothing and cut the wait more than anything else.",
        ],
        [
          'Keep changes under 200 lines',
          'Small pull requests get reviewed faster and break production less. Large ones are split or reviewed together on a call.',
        ],
      ],
      quotes: [
        'Nobody on my team was slow. Everybody was busy, and reviews were the thing you could always do later.',
      ],
    },
    {
      title: 'Listener questions: side projects, tests and when to quit',
      topic: 'questions from listeners',
      summary: `No guest this time: Maya answers six questions from the mailbag, picked from about 140 that arrived after episode 60. The first comes from a junior developer in Nairobi who wonders whether side projects matter for getting hired; Maya's view is that one small, finished project with a README beats five abandoned ones, and she explains what she looks at when she reads one.

A listener in Toronto asks how much testing is enough for a three-person startup. Maya argues for testing the money paths first (sign-up, payment, anything that sends email to customers) and leaving the rest until something breaks twice. Another asks how to disagree with a senior engineer in a design review without sounding arrogant, and gets a script Maya has used for years: ask what would have to be true for the other option to win.

The last question is the heaviest, from someone wondering whether to leave a team after a second reorganisation in a year. Maya shares her own story of staying too long at her second job and the three questions she now asks herself before deciding.`,
      learnings: [
        [
          'One finished side project beats five',
          'A small project with a clear README shows you can finish things. That is the first thing worth showing a hiring manager.',
        ],
        [
          'Test the money paths first',
          'For a tiny team, sign-up, payment and customer email deserve tests before anything else. Leave the rest until it breaks twice.',
        ],
        [
          'Ask what would make the other option win',
          "In a design review, asking what would have to be true for someone's proposal to be right turns a disagreement into a shared question.",
        ],
        [
          'Decide with three questions',
          'Am I still learning, do I trust my manager, and would I join this team today? Two noes are an answer.',
        ],
      ],
    },
    {
      title: 'The February 29th outage',
      guest: ['Priyanka Mehta', 'a backend engineer who was on call the night it happened'],
      topic: 'a leap-day bug in a billing system',
      summary: `At 00:14 UTC on the 29th of February, the nightly billing job at Priyanka Mehta's company crashed, and kept crashing for nine hours. A function that added one year to a subscription's start date produced the 29th of February of a year without one, and the job threw an error on every annual renewal that started on a leap day. About 3,200 customers were not charged, and 400 were charged twice when someone reran the job by hand. Priyanka tells the night in order: the first page, the wrong guess about a database timeout, the moment a colleague in another time zone noticed that every failing record had the same date, and the fix, which was two lines. The interesting part is the cleanup, which took three weeks and involved refunds, apology emails and a spreadsheet she still keeps.

She and Maya then talk about why date code is uniquely dangerous: it runs rarely, it runs everywhere, and the tests are written by people who are thinking of ordinary days.`,
      learnings: [
        [
          'Test dates that only happen rarely',
          'Leap days, month ends and daylight-saving changes should have explicit test cases. The billing bug lived in the code for four years before the calendar triggered it.',
        ],
        [
          'Never rerun a billing job in a hurry',
          'The manual rerun charged 400 customers twice. A rerun needs the same idempotency checks as the scheduled job.',
        ],
        [
          'Look for what failing records share',
          'The breakthrough came when someone noticed every failed renewal started on the same date. Group the errors before guessing at causes.',
        ],
        [
          'Use the date library, not arithmetic',
          'Adding 365 days or setting the year directly is where the bug came from. A well-tested date library handles the edge cases for you.',
        ],
      ],
      quotes: ['The fix was two lines. The apology was three weeks and a spreadsheet.'],
    },
    {
      title: '1,400 feature flags and how we got rid of 900',
      guest: ['Tomasz Wójcik', 'a platform engineer at a European travel booking site'],
      topic: 'cleaning up old feature flags',
      summary: `Feature flags made Tomasz Wójcik's company faster, until they made it slower. By last spring the codebase had 1,400 of them, some older than the engineers reading them, and a bug report could depend on which of several thousand combinations a customer happened to see. This episode is about the eight-month cleanup that removed 900.

Tomasz describes the inventory first. His team wrote a script that listed every flag with its owner, creation date and the share of traffic it was serving; 600 flags were at 100% or 0% and had been for more than six months, which meant the code behind them was dead weight. Removing those took a quarter and a lot of polite messages to teams who had forgotten them. The lasting change is procedural: every new flag now gets an expiry date when it is created, and a bot opens a pull request to remove it when the date passes. Maya and Tomasz also discuss the flags that should live forever, such as kill switches, and why those belong in a different system.`,
      learnings: [
        [
          'Give every flag an expiry date',
          "New flags at Tomasz's company must have a removal date. A bot opens the removal pull request when it passes, so forgetting is no longer the default.",
        ],
        [
          'A flag at 100% is dead code',
          '600 flags had served all or no traffic for over six months. The code behind the unused branch was only making reading and testing harder.',
        ],
        [
          'Separate kill switches from release flags',
          'Switches meant to stay, such as turning off a payment provider, now live in their own system with their own review. Mixing them with temporary flags hid both.',
        ],
      ],
    },
    {
      title: 'Cutting a $38,000 logging bill without going blind',
      guest: ['Renée Dubois', 'an observability engineer at a video streaming start-up'],
      topic: 'the cost of logs and metrics',
      summary: `Renée Dubois's company was spending $38,000 a month on logs and metrics, more than on the databases that served its customers. Her mandate was to cut the bill by half without losing the ability to debug production. The final number was $9,000, and she argues the team can see more than it could before.

Three changes did most of the work. Debug-level logs from healthy requests were sampled at 1%, while every request that ended in an error kept its full log. Metrics with unbounded labels, including one that recorded a user ID on every request and created 4 million time series, were rewritten or removed. And free-text log lines were replaced with structured events that can be queried instead of searched.

Maya pushes on the risk that sampling hides the one request you need. Renée's answer is tail-based sampling: the decision to keep a trace is made after the request finishes, so slow and failed ones are always kept. She closes with the dashboard she checks every Monday to stop the bill creeping back up.`,
      learnings: [
        [
          'Sample the healthy requests, keep the failed ones',
          'Debug logs from successful requests are kept at 1%, while errors keep their full log. The saving was large and no investigation lost anything it needed.',
        ],
        [
          'Watch label cardinality',
          'One metric labelled with user IDs created 4 million time series on its own. Labels should come from a small, known set of values.',
        ],
        [
          'Decide after the request ends',
          'Tail-based sampling keeps a trace once you know it was slow or failed. Head-based sampling throws away exactly the requests you later want.',
        ],
        [
          'Structured events over free text',
          'Logs with named fields can be queried and aggregated. Free-text lines can only be searched, which costs more and finds less.',
        ],
        [
          'Review the bill every week',
          'A Monday dashboard of cost by service catches a new noisy logger within days, not at the end of the quarter.',
        ],
      ],
      quotes: [
        'We were paying thirty-eight thousand dollars a month to store logs that said everything was fine.',
      ],
    },
    {
      title: 'We stopped the rewrite after 18 months. Good.',
      guest: ['Hassan Qureshi', 'former CTO of an insurance software company'],
      topic: 'rewriting a legacy system from scratch',
      summary: `Hassan Qureshi approved a full rewrite of his company's policy administration system, 400,000 lines of Perl written over fifteen years, and cancelled it eighteen months later. The new system handled four of the 31 product types the old one did. In this episode he explains why he started, why he stopped and what replaced the plan. The rewrite failed for reasons Hassan now considers predictable. The old code encoded years of regulatory exceptions that nobody had written down, the team chasing it was also expected to ship features on the old system, and the business kept adding products faster than the new system could absorb them. He is generous about the engineers involved and hard on himself. What worked instead was the strangler pattern: new products were built as separate services behind the same front end, and old functionality was moved one workflow at a time, each move shippable on its own. Three years later, about 70% of traffic no longer touches the Perl code, and Hassan says he no longer expects the last 30% to be rewritten at all.`,
      learnings: [
        [
          'Old code holds undocumented rules',
          'The Perl system encoded regulatory exceptions nobody had written down. A rewrite has to rediscover every one of them, usually in production.',
        ],
        [
          'Move one workflow at a time',
          'Each migration step should ship and deliver value on its own. A rewrite that only pays off at the end is a bet on the end arriving.',
        ],
        [
          'The last 30% may never move',
          'Three years into the strangler approach, 70% of traffic avoids the old code. Hassan now plans to leave the rest where it is.',
        ],
        [
          'Never split a team between old and new',
          "The rewrite team also had to ship features on the old system, so the new one always lost. Protect the people doing the migration or don't start it.",
        ],
      ],
    },
    {
      title: 'First pull request on day two',
      guest: ['Lina Berg', 'an engineering manager at a 60-person software company in Gothenburg'],
      topic: 'the first week of a new engineer',
      summary: `At Lina Berg's company a new engineer merges their first pull request on their second day. It used to take two and a half weeks. Maya wanted to know what changed, and the answer starts with a setup script.

Getting a laptop ready to run the product locally took about three hours and a senior engineer's help. Lina asked each new hire to write down every step that went wrong, and after four hires the team had a script that does the whole thing in twenty minutes. She calls this the cheapest onboarding investment they ever made, and it also sped up everyone else's next laptop.

The rest of the episode covers the human side: a buddy who is not the new person's manager, a first task chosen in advance and small enough to ship, and a written list of the people to meet in the first two weeks with a reason for each meeting. Lina also explains why she asks every new engineer to edit the onboarding document before their first month is over, since they are the only ones who can still see its gaps.`,
      learnings: [
        [
          'Script the laptop setup',
          "Setting up a development environment went from three hours with help to twenty minutes alone. Each new hire's notes fed the script until nothing was left to explain.",
        ],
        [
          'Pick the first task before day one',
          'A small, real change chosen in advance lets a new engineer ship on day two. It teaches the deploy process better than any document.',
        ],
        [
          'The buddy is not the manager',
          'New engineers ask a peer questions they would not ask their manager. Lina pairs each hire with someone from another team.',
        ],
      ],
    },
    {
      title: 'Daniela Ruiz on not breaking 4,000 integrations',
      guest: ['Daniela Ruiz', 'API platform lead at an accounting software company'],
      topic: 'versioning a public API',
      summary: `About 4,000 companies call Daniela Ruiz's public API, from banks with change boards to one-person shops with a script on a spare laptop. Any change that breaks one of them turns into a support ticket, and sometimes a lost customer. Daniela explains how her team ships changes every week while keeping old integrations alive.

The core of the approach is date-based versions. Each client pins the date it was built against, and the server translates requests and responses between versions at the edge, so the core code only knows the latest shape. Breaking changes are announced twelve months ahead, and clients still calling a deprecated version get a warning header and, in the last three months, a personal email. Maya asks about the cost. Daniela admits the translation layer now holds 180 small transforms, each with tests, and that reviewing a new one takes real care. She still considers it cheaper than the alternative, which she describes from a previous job: three parallel copies of the same API, each with its own bugs.`,
      learnings: [
        [
          'Pin clients to a version date',
          'Every client records the date its integration was built against. The server upgrades and downgrades requests at the edge, so old clients keep working.',
        ],
        [
          'Announce breaking changes a year ahead',
          'Twelve months of notice, a warning header and a personal email in the final quarter got almost every integrator to move in time.',
        ],
        [
          'Keep the core on the latest shape',
          'Translating at the edge means the business logic never branches on versions. All 180 transforms live in one place with their own tests.',
        ],
      ],
      quotes: [
        "Somewhere there's a bookkeeper whose whole month depends on a script they didn't write. I think about that person a lot.",
      ],
    },
    {
      title: 'What 7% flaky tests do to a team',
      guest: ['Owen Gallagher', 'a developer productivity engineer at a large e-commerce company'],
      topic: 'flaky tests',
      summary: `Owen Gallagher's team measured that 7% of their end-to-end tests failed at least once a week without any code change. That sounds small until you run 2,500 of them on every pull request: almost every build had at least one red test, so engineers learned to press retry without reading the failure. Real regressions slipped through because nobody believed the test suite any more. The fix had three parts. Any test that failed and then passed on retry was automatically moved to a quarantine list and assigned to its owning team, which had two weeks to fix or delete it. The most common causes turned out to be fixed waits, shared test data and tests that depended on the order they ran in. And the team replaced several hundred slow browser tests with API-level tests that covered the same rules in a tenth of the time.

Owen's numbers at the end are striking: flaky failures under 0.5%, builds twelve minutes shorter, and retries pressed five times less often.`,
      learnings: [
        [
          'Quarantine flaky tests automatically',
          'A test that fails and then passes on retry goes to a quarantine list with an owner and a two-week deadline. Fix it or delete it.',
        ],
        [
          'Fixed waits cause most flakiness',
          "Sleeping for a set time instead of waiting for a condition was the single biggest cause Owen's team found. Shared test data was second.",
        ],
        [
          'Retry buttons train people to ignore failures',
          'When most builds have a red test, engineers stop reading them. That is how real regressions reached production.',
        ],
        [
          'Move rules down to faster tests',
          'Several hundred browser tests became API tests covering the same business rules, cutting twelve minutes from every build.',
        ],
        [
          'Track the flaky rate as a number',
          "Owen's team reports the share of flaky failures every week. Going from 7% to under 0.5% was only possible because the number was visible.",
        ],
        [
          'Give every test an owner',
          'Tests without an owning team were the ones that stayed broken longest. Quarantine only works if someone is asked to fix the test.',
        ],
      ],
    },
    {
      title: "A 170 KB budget for a news site's JavaScript",
      guest: ['Sanne de Vries', 'front-end lead at a Dutch national news site'],
      topic: 'performance budgets for the web',
      summary: `Two thirds of Sanne de Vries's readers arrive on phones, many on trains with patchy connections. Two years ago her site's homepage shipped 640 KB of compressed JavaScript and took nine seconds to respond to a tap on a mid-range Android phone. Today it ships 170 KB, and the budget is enforced by the build.

Sanne describes the budget as a political tool as much as a technical one. Every third-party script, from analytics to advertising, now has to fit inside a shared allowance, and the advertising team negotiates for bytes like everyone else. The continuous integration check fails any change that pushes the homepage over budget, which turned arguments about performance into arguments about priorities.

The technical side gets its due too: removing a date library that weighed 70 KB, rendering article pages on the server, and loading comments only when a reader scrolls near them. Sanne also shares a surprising result: time spent on article pages went up 11% after the change, which made the next budget conversation much easier.`,
      learnings: [
        [
          'Enforce the budget in the build',
          'A continuous integration check fails any change that takes the homepage over 170 KB. Budgets that live in a document are ignored.',
        ],
        [
          'Third parties share the same budget',
          "Analytics and advertising scripts count against the same allowance as the site's own code, so every team negotiates for bytes.",
        ],
        [
          'Load what readers might never reach later',
          'Comments now load only when a reader scrolls near them. Most readers never do, so most never pay for them.',
        ],
      ],
      quotes: [
        'Once the budget was in the build, the argument stopped being about performance and started being about what we actually wanted on the page.',
      ],
    },
    {
      title: 'Maintaining a library with 40 million weekly downloads',
      guest: ['Jun Takahashi', 'maintainer of a widely used open-source date-parsing library'],
      topic: 'maintaining open source in your spare time',
      summary: `Jun Takahashi started a date-parsing library as a weekend project nine years ago. It is now downloaded about 40 million times a week, and for most of that time he maintained it alone, in the evenings, after a full-time job. He talks with Maya about what that felt like, and what finally changed.

The low point came three years ago, when a security report arrived during his daughter's first week of life and a large company's engineers opened issues demanding a fix within 24 hours. Jun fixed it, then stepped back for two months. When he returned he wrote a short support policy: security reports within a week, no feature requests without a sponsor, and pull requests reviewed once a month.

Some things improved after that. Two companies now fund a day a week of his time, a second maintainer has commit rights, and the issue tracker closes stale issues automatically. Jun is honest that the funding covers a fraction of the value the library provides, and he has a blunt suggestion for engineering managers whose products depend on a volunteer.`,
      learnings: [
        [
          'Write a support policy and point to it',
          'A short public policy with response times for security reports and feature requests made saying no much easier for Jun.',
        ],
        [
          'Sponsorship buys time, not obligations',
          'Two companies fund a day a week of maintenance. Jun agreed to that on condition that sponsors get no priority on feature requests.',
        ],
        [
          'Add a second maintainer before you need one',
          "Sharing commit rights took a year of trust-building, and meant the project survived Jun's two-month break.",
        ],
        [
          'Check who maintains what you depend on',
          'Jun asks engineering managers to look up the maintainers of their ten biggest dependencies. Several will turn out to be one tired person.',
        ],
      ],
      quotes: [
        'I got an email that said the fix was urgent for their business. I was holding a four-day-old baby.',
      ],
    },
    {
      title: 'From 3.1 seconds to 4 milliseconds: a story about one index',
      guest: ['Olga Ivanova', 'an independent PostgreSQL consultant'],
      topic: 'slow database queries',
      summary: `Olga Ivanova is called in when a database is slow and nobody knows why. This episode follows one engagement from last year, at a property management company whose tenant portal took more than three seconds to load a list of invoices. The team had already doubled the size of the database server, which helped for a week.

Olga starts every engagement the same way: turn on the slow query log, sort by total time rather than by the slowest single query, and read the plan of the top ten. At this client, one query accounted for 61% of all database time. It filtered invoices by tenant and sorted them by date, and there was an index on each column separately but none on both together. A composite index took the query from 3.1 seconds to 4 milliseconds, and the larger server was quietly downsized. Maya and Olga then talk about why this keeps happening: ORMs hide the queries, nobody owns the database, and load grows slowly enough that each day feels like the day before.`,
      learnings: [
        [
          'Sort slow queries by total time',
          'The query that costs the most is often a fast one that runs thousands of times. Olga ranks by total time across all calls.',
        ],
        [
          'Two single-column indexes are not one composite',
          'An index on tenant and another on date could not serve a query that filters on one and sorts on the other. An index on both took it from 3.1 seconds to 4 milliseconds.',
        ],
        [
          'Read the plan before buying hardware',
          'The client doubled its database server for a week of relief. Reading the top query plans would have found the real cause in an afternoon.',
        ],
        [
          'Give the database an owner',
          'When every team writes queries and nobody reads the plans, slow growth goes unnoticed. Someone has to look at the slow query log every month.',
        ],
      ],
    },
    {
      title: 'Is the five whys enough?',
      guest: ['Beatriz Lima', 'an incident analyst at a cloud hosting provider'],
      topic: 'learning from incidents',
      summary: `Beatriz Lima reads incident reports for a living, about 300 a year, and she thinks most of them stop too early. The classic five whys, she argues, tends to produce a single chain of causes that ends at whichever human touched the system last. Real incidents rarely have one root cause; they have several conditions that were each harmless until they met.

She illustrates this with an outage at her company in which a routine configuration change took down storage in one region for 47 minutes. The five-whys report blamed the engineer who made the change. A second review found that the change tool had no dry run, the alert for the affected service had been muted during an unrelated migration, and the runbook pointed to a dashboard that no longer existed. The engineer was the least interesting part of the story.

Maya and Beatriz talk about what a better review looks like in practice: interviews before documents, a timeline that includes what people believed at each moment, and action items that change the system rather than ask people to be more careful.`,
      learnings: [
        [
          'Incidents have several causes, not one',
          'The storage outage needed a change tool without a dry run, a muted alert and a stale runbook. Any one of them alone would have been harmless.',
        ],
        [
          'Record what people believed at the time',
          'A timeline of what each responder thought was happening explains their decisions. Hindsight makes every choice look obviously wrong.',
        ],
        [
          'Be more careful is not an action item',
          'Good follow-ups change a tool, an alert or a process. Asking people to pay more attention fixes nothing.',
        ],
      ],
      quotes: [
        "If your incident review ends with a person's name, you stopped asking questions one step too soon.",
      ],
    },
    {
      title: 'What does a staff engineer actually do all day?',
      guest: ['Femi Adebayo', 'a staff engineer at a health insurance technology company'],
      topic: 'the staff engineer role',
      summary: `Femi Adebayo was promoted to staff engineer two years ago and spent the first six months unsure what his job was. He still writes code, about 30% of his week by his own estimate, but the rest is harder to describe, and his manager's answer, "have more impact", did not help much.

He describes a typical week in detail: two design reviews for other teams, a half-written technical proposal about splitting a shared database, an hour of mentoring with each of three engineers, and a lot of reading, mainly incident reports and other teams' plans. The work that mattered most last year was a four-page document that convinced three teams to adopt the same event format, which he estimates saved several months of integration work.

Femi is frank about the downsides: feedback comes slowly, success is invisible when problems are prevented, and it is easy to become a bottleneck in every decision. His advice to engineers considering the role is to try writing one proposal that changes another team's plans before asking for the title.`,
      learnings: [
        [
          'Writing is most of the job',
          "Femi's most valuable work last year was a four-page proposal that got three teams to share an event format. Code was only about 30% of his week.",
        ],
        [
          "Read other teams' plans and incidents",
          'Knowing what is happening elsewhere is how a staff engineer spots collisions early. Femi blocks reading time every morning.',
        ],
        [
          "Don't become the bottleneck",
          'If every decision waits for you, you have made the organisation slower. Femi now delegates review of anything he has already reviewed twice.',
        ],
        [
          'Prove it before the promotion',
          "Try changing another team's plans with one good proposal. If it works, the title usually follows.",
        ],
      ],
    },
    {
      title: 'Eleven minutes from public commit to stolen keys',
      guest: ['Nadia Rahimi', 'a security engineer at a software consultancy'],
      topic: 'secrets leaked in source code',
      summary: `Eleven minutes. That is how long it took for a cloud access key, accidentally pushed to a public repository by a developer Nadia Rahimi was working with, to be found and used by someone else to start cryptocurrency mining machines. The bill for the weekend was just over $14,000 before the provider's fraud team stepped in. Nadia retells the incident without blaming the developer, who had copied a configuration file from a private repository into a public example. The lesson she draws is that secrets in files are the problem; humans will always make that copy eventually. Her client now uses short-lived credentials issued at runtime, a pre-commit hook that scans for common key formats, and a provider setting that alerts on unusual spending within an hour. The second half of the conversation is a practical checklist for small teams, including how to rotate a leaked key properly, which Nadia says most people get wrong by deleting the commit and forgetting that forks and caches already have it.`,
      learnings: [
        [
          'Assume public keys are found in minutes',
          'Automated scanners found the leaked key eleven minutes after the push. There is no window in which deleting the commit is enough.',
        ],
        [
          'Rotate first, clean up later',
          'A leaked key must be revoked immediately. Forks, caches and scrapers already have the file, whatever happens to the repository.',
        ],
        [
          'Prefer credentials that expire',
          'Short-lived credentials issued at runtime leave nothing valuable to leak from a file. Long-lived keys in config files are the real risk.',
        ],
        [
          'Set a spending alert today',
          'An alert on unusual cloud spending within an hour would have limited the $14,000 weekend to a few hundred dollars.',
        ],
        [
          'Scan before the commit, not after',
          "A pre-commit hook that recognises common key formats stops most leaks on the developer's own machine.",
        ],
      ],
    },
    {
      title: 'Why your estimates are always wrong, and what to do instead',
      guest: ['Peter Lindholm', 'a consultant who helps software teams plan'],
      topic: 'estimating software projects',
      summary: `Peter Lindholm collected data on 220 projects from nine companies he advised and found that the median project took 1.8 times its original estimate. The spread was large, but the direction was almost always the same: late, rarely early. He argues this is not because engineers are bad at estimating, but because they estimate the work they can see.

His alternative is reference class forecasting, borrowed from large construction projects. Before estimating a new project from the inside, a team looks at how long similar past projects actually took, and starts from that number. Peter shows how one team did this with a spreadsheet of their last twelve projects and produced a forecast for a billing integration that turned out to be within two weeks. Maya raises the obvious objection, that managers want a date, not a range. Peter suggests giving both: a date the team is 50% sure of and one it is 90% sure of. In his experience, managers who see the gap between the two start asking better questions about scope.`,
      learnings: [
        [
          'Start from how long similar projects took',
          "Reference class forecasting uses the actual duration of past projects as the first estimate. Peter's teams adjust from there instead of building up from tasks.",
        ],
        [
          'Expect 1.8 times the first estimate',
          'Across 220 projects, the median ran 1.8 times over. Knowing that number is already a better plan than pretending it is 1.0.',
        ],
        [
          'Give a 50% date and a 90% date',
          'Two dates make uncertainty visible. The gap between them invites a conversation about scope rather than about working harder.',
        ],
      ],
    },
    {
      title: 'We merged 40 microservices into 6',
      guest: ['Chidi Okeke', 'a principal engineer at a freight logistics company'],
      topic: 'merging microservices back together',
      summary: `Five years ago Chidi Okeke's company split its monolith into about 40 services, one per noun in the domain model. Last year it merged them back into six.

Chidi is careful to say the first move was not a mistake at the time; the company had grown from 30 to 200 engineers and needed teams to deploy independently. The trouble was that the services were cut along data, not along teams.

By the end, a single change to how a shipment is priced touched nine services, needed four coordinated deploys and failed in staging more often than it passed. Each team owned fragments of several services, and nobody owned a whole flow. The merge grouped services by the team that changes them together, and deploys per week went up by 60% after it was done.

Maya asks how they decided where the new boundaries should be. Chidi's answer is a change log analysis: they listed which services had changed together over two years and drew the lines around the clusters.`,
      learnings: [
        [
          'Draw service lines around teams',
          'The original split followed domain nouns and left every team owning pieces of many services. The merge grouped code by who changes it together.',
        ],
        [
          'Let the change history draw the boundaries',
          'Two years of commits showed which services always changed together. Those clusters became the six new services.',
        ],
        [
          'Count the deploys a change needs',
          'When repricing a shipment needed four coordinated deploys, the architecture was working against the team. After the merge it needed one.',
        ],
        [
          'Merging is not admitting failure',
          'The split made sense when the company grew sixfold. Architecture should follow the organisation as it changes again.',
        ],
      ],
      quotes: [
        "We had forty services and not one of them could be changed by a single team. That's the number that should have worried us.",
      ],
    },
    {
      title: 'Hannah Price on the four bugs only a screen reader finds',
      guest: ['Hannah Price', 'an accessibility engineer at a government digital service'],
      topic: 'accessibility testing',
      summary: `Hannah Price tests public services for people who use screen readers, magnifiers and switch devices, and she says automated checkers catch about a third of the problems she finds. The rest only show up when someone actually tries to complete a task with the technology.

She describes the four issues she sees in almost every project. Error messages that appear visually but are never announced. Custom dropdowns built from generic elements that a keyboard cannot open. Focus that jumps to the top of the page after a dialog closes. And buttons labelled only with an icon, which a screen reader reads as "button". Each has a simple fix, and Hannah explains them with examples from a benefits application she audited in the spring.

The conversation widens to process. Her team asks every developer to complete their own feature with a screen reader once before it ships, which takes about twenty minutes after some practice. Maya admits she has never done it, and Hannah gives her a starting routine for the built-in screen reader on a Mac.`,
      learnings: [
        [
          'Automated checks find about a third',
          'Tools catch missing labels and contrast problems. Most blocking issues only appear when someone completes a task with a screen reader.',
        ],
        [
          "Announce errors, don't just show them",
          'A red message next to a field is silent to a screen reader user unless it is linked to the field or announced.',
        ],
        [
          'Return focus after a dialog closes',
          'Focus that jumps to the top of the page forces keyboard users to find their place again. Put it back on the control that opened the dialog.',
        ],
        [
          'Every developer tries it once per feature',
          "Twenty minutes with a screen reader before shipping catches the issues no checker can. Hannah's teams make it part of done.",
        ],
      ],
    },
    {
      title: 'A banking app that releases every week',
      guest: ['Arjun Iyer', 'mobile platform lead at a digital bank'],
      topic: 'mobile release trains',
      summary: `Arjun Iyer's bank ships its iOS and Android apps every Wednesday, whether a feature is ready or not. Unfinished work hides behind flags; finished work catches the next train. Three years ago releases happened every six weeks and each one was a small crisis, with last-minute merges and a weekend of testing.

The weekly train changed the emotional temperature, Arjun says. Nobody rushes to make a release when another one leaves in seven days. Each build goes to 1% of users on Wednesday, 10% on Thursday and everyone by Monday if crash rates stay below 0.1%. Twice last year a release was halted at 1% and the problem fixed before most customers saw it.

Maya asks about app store review, which is outside the team's control. Arjun explains how they submit on Monday to leave room for delays, and how they keep a server-side kill switch for every new screen so that a bad release can be disarmed without waiting for a new build to be approved.`,
      learnings: [
        [
          'Ship on a fixed day, ready or not',
          'The train leaves every Wednesday. Unfinished features wait behind flags, so nobody rushes a merge to make a release.',
        ],
        [
          'Roll out from 1% upwards',
          'New builds go to 1%, then 10%, then everyone if crash rates stay below 0.1%. Twice last year a bad release stopped at 1%.',
        ],
        [
          'Keep a kill switch for every new screen',
          'App store review can take days. A server-side switch disarms a broken feature without waiting for a new build.',
        ],
      ],
      quotes: ["The best thing about a weekly release is that missing one doesn't matter."],
    },
    {
      title: 'Forty minutes of wrong prices: a caching story',
      guest: ['Elif Demir', 'a backend engineer at an online grocery company'],
      topic: 'cache invalidation',
      summary: `On a Saturday morning in March, Elif Demir's online grocery showed yesterday's prices for forty minutes. Strawberries on promotion at half price were sold at full price to about 1,900 customers, and the support queue filled up before anyone in engineering noticed. The cause was a cache that was supposed to be cleared when prices changed, and wasn't.

Elif explains the setup: product pages were cached for six hours, and a message from the pricing service was meant to clear affected entries. That morning the message queue was being upgraded, the messages were delayed, and the cache kept serving the old prices with full confidence. The fix came in two parts: a much shorter expiry for prices specifically, and a version number on every price so that any page showing an older version than the checkout could be detected and refreshed. Maya and Elif discuss the broader lesson, that caching decisions are really decisions about which data may be stale and for how long, and that those decisions belong to the product team as much as to engineering.`,
      learnings: [
        [
          'Decide how stale each field may be',
          "Product descriptions can be hours old; prices cannot. Elif's team now sets expiry per field, agreed with the product owners.",
        ],
        [
          "Don't rely on invalidation messages alone",
          "A delayed queue kept six-hour-old prices in the cache. A short expiry acts as a safety net when messages don't arrive.",
        ],
        [
          'Version the data you cache',
          "Each price now carries a version number, so a page older than the checkout's price can be spotted and refreshed.",
        ],
        [
          'Customers notice before dashboards do',
          'Support had 1,900 affected orders in its queue before engineering saw anything. Watch support volume as a production signal.',
        ],
      ],
    },
    {
      title: 'How promotions really work on an engineering ladder',
      guest: ['Rachel Stein', 'vice president of engineering at a software company of 300 engineers'],
      topic: 'engineering promotions',
      summary: `Rachel Stein has sat on promotion committees for ten years and rewrote her company's engineering ladder twice. She joins Maya to explain what happens in the room where promotions are decided, and why good engineers are sometimes turned down. The most common reason, she says, is not a lack of skill but a lack of evidence. Committees read a written case, and engineers who did important work without writing it down, or whose manager wrote a vague case, lose to people with clearer stories. Rachel's company now asks engineers to keep a brag document, a running list of what they did and why it mattered, updated every two weeks.

She also explains the change she is proudest of: promotions are now decided on sustained work over six months rather than on one big project, which stopped teams from inventing projects to get someone promoted. The last part of the episode is direct advice for engineers who were turned down, including the one question to ask their manager afterwards.`,
      learnings: [
        [
          'Keep a brag document',
          'A running list of what you did and why it mattered, updated every two weeks, gives your manager the evidence a committee needs.',
        ],
        [
          'Committees promote evidence, not effort',
          "Rachel's committees decide from a written case. Important work that nobody wrote down is, for the committee, work that didn't happen.",
        ],
        [
          'Look at six months, not one project',
          'Judging sustained work stopped teams from inventing big projects to get someone promoted.',
        ],
        [
          'Ask what would have changed the answer',
          'After a no, the most useful question is what specific evidence would have made it a yes.',
        ],
      ],
    },
    {
      title: 'Reviewing code that an assistant wrote',
      guest: ['Vikram Rao', 'an engineering director at a healthcare software company'],
      topic: 'code review when AI assistants write code',
      summary: `Vikram Rao's teams started using AI coding assistants last year, and within three months the share of pull requests over 500 lines had doubled. Writing code had become cheaper; reviewing it had not. He talks with Maya about how the team adjusted its review habits, and about the bug that made them do it.

The bug was a date comparison in a medication reminder service that looked correct, passed its tests and was wrong for patients in time zones behind UTC. The author had accepted a suggestion without reading it closely, and the reviewer had skimmed because the code looked tidy. Nobody was harmed, but it was caught by a nurse, not by the team.

The new rules are simple. The author must be able to explain every line in review, changes are kept under the same size limit as before, and tests for anything involving dates, money or permissions have to be written by a person. Vikram is positive about the tools overall and thinks the team ships more, but he says the responsibility for the code never moved.`,
      learnings: [
        [
          'The author explains every line',
          'Whoever opens the pull request must be able to explain each line in review, however it was written.',
        ],
        [
          'Tidy code still needs close reading',
          'The medication reminder bug looked clean, passed its tests and failed for every patient west of UTC. Polished code invites skimming.',
        ],
        [
          'Keep the size limit',
          "Assistants doubled the share of pull requests over 500 lines. The old size limit still applies, because reviewers didn't get faster.",
        ],
        [
          'Write date, money and permission tests by hand',
          'Tests for the riskiest rules are written by hand, so they check what the author meant rather than what the code does.',
        ],
        [
          "Responsibility doesn't move to the tool",
          "Vikram's teams ship more with assistants, but the engineer who merges the code still owns it.",
        ],
      ],
      quotes: ['The code looked like it had been written by a careful person. That was exactly the problem.'],
    },
  ],
};
