import type { ChannelTheme } from '../channel-theme';

export const designRoom: ChannelTheme = {
  creatorNumber: 8,
  host: 'Noah Fischer',
  channelName: 'The Design Room',
  description:
    'Designers talk about the work behind products people love: research, prototypes, accessibility, and the small details that make software feel right.',
  categories: ['Design', 'Technology', 'Product'],
  price: 250,
  verified: true,
  handle: 'the-design-room',
  minutes: [30, 70],
  schedule: { everyDays: 14, latestDaysAgo: 8, firstNumber: 46, breaks: { 9: 14 } },
  chapters: true,
  episodeTitle: (script) => `The Design Room: ${script.title}`,
  episodes: [
    {
      title: 'Five users, one afternoon, and the checkout we threw away',
      guest: ['Maja Novak', 'a user researcher at a furniture retailer'],
      topic: 'testing a design with a handful of users',
      summary: `Maja Novak's team had spent three months designing a new checkout for an online furniture shop, and the designers were proud of it. Then Maja put it in front of five customers in a single afternoon. Four of them couldn't find where to choose a delivery date, and two thought the order had been placed when it hadn't. The design was scrapped the following week.

Maja explains why five users were enough. In usability testing, the same serious problems tend to appear again and again; by the fifth session, she had stopped learning anything new about the biggest issues. Testing with five people every two weeks, she argues, is far more useful than testing with fifty once a quarter, because each round can check whether the last fix worked.

Such tests can be run cheaply. Maja describes her setup: a simple prototype, a script of four realistic tasks, recruitment from recent customers with a small voucher, and a rule that designers must watch at least two sessions live. She says watching a real person struggle changes designers' minds faster than any report.`,
      learnings: [
        [
          'Five users find the big problems',
          'The same serious issues appear in session after session. By the fifth, Maja was learning little new about them.',
        ],
        [
          'Test small and often',
          'Five people every two weeks beats fifty once a quarter, because each round checks the last fix.',
        ],
        [
          'Designers must watch live',
          'Seeing a real customer struggle changes minds faster than any written report.',
        ],
        [
          'Write realistic tasks, not questions',
          'Asking people to buy a sofa for delivery next Friday reveals more than asking what they think of the page.',
        ],
      ],
      quotes: [
        "Four out of five couldn't find the delivery date. We'd been staring at that screen for three months.",
      ],
    },
    {
      title: 'A design system is a product, not a folder',
      guest: ['Oskar Lindgren', 'design system lead at a Swedish bank'],
      topic: 'design systems',
      summary: `When Oskar Lindgren joined his bank, it had three different button styles, eleven shades of blue and a design system that consisted of a shared folder nobody updated. Two years later the bank's forty product teams use a single library of components, and new screens are built in about half the time. Oskar explains what changed.

The key decision was to treat the design system as a product with its own team, roadmap and users, the designers and developers in other teams. Oskar's team interviews those users, publishes a changelog and has a public backlog where anyone can request a component. Every component exists both in the design tool and in code, and the two are kept in sync by the same people. Adoption is where most design systems fail. Oskar describes the approach that worked: instead of mandating the system, his team paired with product teams on real projects, fixed their problems first and let word spread. He also talks about saying no to requests for one-off components, which he says is the hardest and most important part of the job.`,
      learnings: [
        [
          'Give the system a team and a roadmap',
          "A design system maintained in spare time decays. Oskar's bank treats it as a product with its own team.",
        ],
        [
          'Components exist in design and code',
          'Keeping both versions in sync, owned by the same people, stops them from drifting apart.',
        ],
        [
          'Earn adoption by helping',
          'Pairing with product teams on real work spread the system faster than any mandate.',
        ],
        [
          'Say no to one-offs',
          "Refusing requests for single-use components keeps the system coherent. It's the hardest part of the job.",
        ],
        [
          'Publish a changelog',
          "Teams trust a system they can see changing. A clear changelog shows what's new and what's broken.",
        ],
      ],
    },
    {
      title: 'Why 4.5 to 1 matters: colour contrast explained',
      guest: ['Grace Adjei', 'an accessibility specialist'],
      topic: 'colour contrast',
      summary: `The Web Content Accessibility Guidelines ask for a contrast ratio of at least 4.5 to 1 between normal text and its background. Grace Adjei explains to Noah where that number comes from, who it protects and why so many beautiful designs fail it.

The ratio is designed to keep text readable for people with moderately low vision, which includes a large share of people over 60, and for anyone reading a phone in sunlight. Grace shows how light grey text on white, a common choice for a refined look, often falls around 2.5 to 1. She also explains the lower requirement of 3 to 1 for large text and for interface elements such as form borders and icons.

Do accessible colours force dull designs? Grace thinks the opposite: constraints push designers toward stronger, more confident palettes. She describes a redesign for a charity whose brand colour, a pale green, failed contrast for text; the team kept it for backgrounds and illustrations and introduced a darker green for text and buttons, and the brand looked better for it.`,
      learnings: [
        [
          '4.5 to 1 for normal text',
          'The minimum contrast for body text protects people with low vision and anyone reading in bright light.',
        ],
        [
          'Pale grey text usually fails',
          'Light grey on white often lands near 2.5 to 1, well below the minimum.',
        ],
        [
          'Controls need 3 to 1 too',
          'Form borders, icons and focus indicators must stand out from their surroundings as well as text.',
        ],
        [
          'Keep the brand colour, add a darker partner',
          'A pale brand colour can stay for backgrounds while a darker shade carries text and buttons.',
        ],
      ],
    },
    {
      title: 'Paper prototypes in a world of Figma',
      guest: ['Tomasz Zieliński', 'a product designer who still sketches on paper'],
      topic: 'paper prototyping',
      summary: `Tomasz Zieliński starts every project with paper, pens and scissors, even though his team has every modern design tool. He brings a stack of index cards to his first meeting with users and rearranges them on the table as they talk. He tells Noah why this old-fashioned method still beats a polished prototype in the early stages.

The main reason is honesty. People are polite about screens that look finished, because they assume a lot of work went into them.

A sketch on paper invites criticism: users cross things out, draw new buttons and argue about what should come first. Tomasz also finds that paper keeps designers from getting attached to details like colour and spacing before the structure is right.

He walks Noah through a recent project for a city's parking permit service, where three rounds of paper testing with residents reduced a nine-step process to four before a single screen was drawn digitally. Noah asks when to move to digital; Tomasz's rule is when users stop changing the structure and start commenting on wording.`,
      learnings: [
        [
          'Rough designs invite honest criticism',
          'People are polite about polished screens. A paper sketch gets crossed out and redrawn.',
        ],
        [
          'Structure before style',
          'Paper keeps everyone focused on what goes where, not on colours and spacing.',
        ],
        [
          'Move to digital when feedback turns to wording',
          'When users stop rearranging and start commenting on words, the structure is ready.',
        ],
      ],
    },
    {
      title: 'Dark mode is not just inverted colours',
      guest: ['Aiyana Brooks', 'a visual designer who led a dark mode launch for a reading app'],
      topic: 'designing dark mode',
      summary: `When Aiyana Brooks's team first built dark mode for a reading app, they inverted the colours, tested it briefly and shipped it. Readers complained within days: pure white text on pure black caused a shimmering halo for some people, images looked harsh and the app's green accent colour became nearly unreadable. She tells Noah what they learned rebuilding it properly. Aiyana explains the principles her team now follows. Backgrounds are a very dark grey rather than pure black, which reduces the glare of bright text. Text is slightly off-white. Colours are desaturated, because saturated colours appear to vibrate on dark backgrounds. And shadows, which don't work on dark surfaces, are replaced with lighter surfaces to show elevation.

Testing changed too. Aiyana's team now checks every screen in both modes before release and runs a contrast check on every colour pair in each theme. She also describes a small detail readers loved: images are slightly dimmed in dark mode, so a bright photo doesn't flash in the reader's eyes at night.`,
      learnings: [
        [
          'Use dark grey, not black',
          'Pure black behind white text creates a halo for some readers. A very dark grey is easier on the eyes.',
        ],
        [
          'Desaturate colours for dark backgrounds',
          'Saturated colours seem to vibrate on dark surfaces. Softer versions read better.',
        ],
        [
          'Show elevation with lighter surfaces',
          'Shadows disappear in the dark. Raised elements get slightly lighter backgrounds instead.',
        ],
        [
          'Dim images at night',
          "Slightly dimming photos in dark mode stops bright images from flashing in the reader's eyes.",
        ],
        [
          'Check contrast in both themes',
          'Every colour pair must pass in light and dark. A colour that works on white may fail on grey.',
        ],
      ],
    },
    {
      title: "The first five minutes: onboarding that doesn't lecture",
      guest: ['Ravi Chandran', 'a product designer who worked on onboarding for a budgeting app'],
      topic: 'onboarding new users',
      summary: `The first version of onboarding Ravi Chandran designed for a budgeting app was a six-screen tour explaining every feature. About 40% of new users skipped it, and of those who didn't, most remembered nothing. The version that replaced it has no tour at all, and the share of users who create their first budget in the first session rose from 31% to 58%.

Ravi explains the principle behind it: get people to their first small success as quickly as possible, and teach only what they need at the moment they need it. The new flow asks one question, what are you saving for, and builds a simple budget from the answer. Features are introduced later, through small hints that appear when a user would actually benefit from them. Noah and Ravi also talk about empty states, the screens new users see before they have any data, which Ravi considers the most neglected part of onboarding. In the budgeting app, each empty screen now shows an example and a single action, rather than an apologetic message saying there is nothing here yet.`,
      learnings: [
        [
          'Get users to one small success fast',
          'Creating a first budget in the first session jumped from 31% to 58% once the tour was removed.',
        ],
        [
          'Teach at the moment of need',
          'Hints that appear when a feature would help are remembered. A tour at the start is not.',
        ],
        [
          'Design the empty states',
          'Each empty screen should show an example and one clear action, not an apology.',
        ],
      ],
      quotes: [
        "Nobody downloads a budgeting app to learn about our features. They download it because they're worried about money.",
      ],
    },
    {
      title: 'Microcopy: the words that make or break a form',
      guest: ['Eilidh Ross', 'a UX writer at a government digital service'],
      topic: 'writing interface text',
      summary: `On a form for renewing a fishing licence, Eilidh Ross changed one error message, from "Invalid input" to "Enter your licence number as it appears on your card, for example FL 123456", and calls to the support line about that form fell by a third. She joins Noah to talk about the small pieces of text that guide people through software.

Eilidh's principles are simple. Use the words people use, not the organisation's internal terms; her team tests labels by asking users to describe the task in their own words first. Write error messages that say what went wrong and how to fix it. Put the most important information first, because people scan. And cut everything that doesn't help someone finish their task.

Noah asks how writers and designers should work together. Eilidh thinks words should be written at the same time as the layout, not poured in at the end, because the words often change the design. She describes a project where writing the content first showed that a complex screen could be replaced by a single question.`,
      learnings: [
        [
          'Error messages should say how to fix it',
          'Replacing Invalid input with the expected format and an example cut support calls by a third.',
        ],
        [
          "Use the customer's words",
          'Ask users to describe the task in their own words, then use their terms in labels.',
        ],
        [
          'Write with the layout, not after',
          "Words written alongside the design often reshape it. Content added at the end can't.",
        ],
        ['Front-load the important part', 'People scan. Put the key information at the start of each line.'],
      ],
    },
    {
      title: 'Icons without labels are guesses',
      guest: [
        'Henrik Dahl',
        'an interaction designer who has tested icon recognition with thousands of users',
      ],
      topic: 'icons in interfaces',
      summary: `Henrik Dahl has run icon recognition tests with more than 3,000 participants, showing them icons without labels and asking what each one does. Apart from a handful, such as home, search, print and close, recognition is poor. The icon for share, in particular, was interpreted in at least six different ways. He tells Noah why icons should almost always come with words. The problem, Henrik explains, is that icons feel universal to the people who design them, because they already know what each one means. Users from different backgrounds, ages and platforms bring different expectations. Many icons also depend on metaphors that have aged, like the floppy disk for save, which younger users recognise only as "the save icon", not as an object. Space-constrained interfaces like mobile toolbars are the hard case. Henrik suggests labels under icons wherever possible, tooltips on desktop, and testing any unlabelled icon with real users before assuming it is understood. He also shares the one case where he thinks an icon alone is fine: when it is so familiar that a label adds nothing, like a magnifying glass in a search field.`,
      learnings: [
        [
          'Only a few icons are universal',
          'Home, search, print and close are widely recognised. Most others are not.',
        ],
        [
          'Designers overestimate recognition',
          'An icon feels obvious to the person who chose it because they already know what it means.',
        ],
        ['Add labels wherever possible', 'A short word under an icon removes the guessing.'],
        [
          'Test unlabelled icons with real users',
          'If an icon must stand alone, check that people understand it before shipping.',
        ],
      ],
    },
    {
      title: 'Type for screens: choosing fonts for an app',
      guest: ['Camille Laurent', 'a type designer who makes interface typefaces'],
      topic: 'typography for apps',
      summary: `Camille Laurent designs typefaces meant to be read at small sizes on screens, and she thinks most product teams choose fonts for the wrong reasons: how the logo looks, or what a competitor uses. She explains to Noah what actually makes a typeface work in an interface.

The features she looks for are practical. A generous x-height, the height of lowercase letters, keeps text readable at small sizes.

Distinct shapes for characters that are easily confused, like the capital I, lowercase l and number 1, matter for anything involving codes or account numbers. Tabular figures, where every digit has the same width, keep numbers aligned in tables and prices. And a good variable font can cover many weights in a single file.

Every font file also slows a page down. Camille recommends limiting a product to one family, subsetting to the characters needed, and preloading the most important file. She ends with her favourite test: set a paragraph of your real content at your smallest size and read it on a cheap phone in daylight.`,
      learnings: [
        [
          'Choose a generous x-height',
          'Taller lowercase letters keep text readable at small sizes on screens.',
        ],
        ['Distinguish I, l and 1', 'For codes and account numbers, similar characters cause real errors.'],
        ['Use tabular figures for numbers', 'Digits of equal width keep prices and tables aligned.'],
        [
          'One family, subset and preloaded',
          'Limiting fonts, subsetting characters and preloading the main file keeps pages fast.',
        ],
        [
          'Test on a cheap phone in daylight',
          'Real content at the smallest size, on a modest screen outdoors, shows whether a typeface works.',
        ],
      ],
    },
    {
      title: 'How to run a design critique people look forward to',
      guest: ['Sophie Turner', 'head of design at a health technology company'],
      topic: 'design critiques',
      summary: `When Sophie Turner became head of design, her team's weekly critique was something people dreaded. Designers presented finished work, senior people gave opinions, and the loudest voice usually won. She redesigned the meeting, and it is now the one her team says they would keep if every other meeting were cancelled.

The changes are structural. The designer presenting starts by saying what stage the work is at and what kind of feedback they want, so nobody critiques colours on a rough flow. Feedback is tied to the goal of the design, not personal taste: "this might make it harder for a patient to find their appointment time" rather than "I don't like the layout". And the designer decides what to do with the feedback; critique is not approval. Seniority is the trickiest part. Sophie says she speaks last in every critique, because the head of design's opinion can end a discussion. She also explains why the team critiques work at 30% done, when changes are cheap, rather than at 90%.`,
      learnings: [
        [
          'Say what feedback you want',
          'The presenter names the stage and the kind of input needed, so nobody critiques colours on a rough flow.',
        ],
        [
          'Tie feedback to the goal',
          'Comments about what might confuse a patient are useful. Comments about taste are not.',
        ],
        ['The designer decides', "Critique informs the designer's choices. It is not an approval meeting."],
        [
          'The most senior person speaks last',
          "The head of design's opinion can end discussion. Sophie waits until everyone else has spoken.",
        ],
        [
          'Show work at 30%, not 90%',
          'Early critique is when changes are cheap and designers are least attached.',
        ],
      ],
    },
    {
      title: "Dashboards for people who aren't analysts",
      guest: ['Lars Eriksen', 'a designer of data products for hospital managers'],
      topic: 'designing dashboards',
      summary: `Lars Eriksen designs dashboards for hospital managers, people who need numbers to make decisions but have no time to interpret complex charts. His first dashboard for a regional hospital had 24 charts on one screen. A survey six months later found that managers looked at three of them. He tells Noah what he changed. The redesign started with the decisions, not the data. Lars interviewed managers about the five decisions they made most often, such as whether to open extra beds or call in agency staff, and designed one view for each. Every view answers one question at the top, in words, with the number and whether it is getting better or worse, before any chart.

Colour is used sparingly. Lars uses colour only to draw attention to something that needs action, and never red and green alone, because of colour blindness. He also talks about comparisons: a number means little without context, so every figure is shown against last week, the same week last year or the target.`,
      learnings: [
        [
          'Design for decisions, not data',
          'Lars built one view for each of the five decisions managers make most often.',
        ],
        [
          'Answer the question in words first',
          'Each view starts with a sentence, the number and its direction, before any chart.',
        ],
        [
          'Colour means action',
          'Colour is reserved for what needs attention, and never red and green alone.',
        ],
        [
          'Always show a comparison',
          'Every figure appears against last week, last year or the target, so it means something.',
        ],
      ],
    },
    {
      title: 'Forms are where conversions go to die',
      guest: ['Julia Santos', 'a conversion designer at an insurance company'],
      topic: 'designing forms',
      summary: `Julia Santos's team redesigned the quote form for home insurance at her company, and the share of visitors who completed it rose from 22% to 37%. The new form asks for less, but mostly it asks better. She joins Noah to go through what they changed, question by question.

The team began by challenging every field. Eleven of the original 34 questions turned out to be unnecessary for a quote and were moved to later or removed. The remaining questions were grouped into short steps with a clear progress indicator. Address entry, which had been five separate fields, became a single search by postcode.

Julia also explains the details that matter: labels above fields rather than inside them, where they disappear when typing starts; error messages that appear beside the field once a user leaves it, not all at once on submit; and never clearing a form when something goes wrong. Noah asks about dropdown menus; Julia's rule is that a list of fewer than five options should be radio buttons, so every choice is visible.`,
      learnings: [
        [
          'Challenge every field',
          "Eleven of 34 questions weren't needed for a quote. Removing them lifted completion from 22% to 37%.",
        ],
        [
          'Labels above, not inside',
          'Placeholder labels vanish when typing starts. Labels above the field stay visible.',
        ],
        [
          'Validate when a field is left',
          'Errors shown beside a field as the user moves on are easier to fix than a list on submit.',
        ],
        ['Never clear a form on error', 'Losing everything typed is the fastest way to lose a customer.'],
        [
          'Fewer than five options? Use radio buttons',
          'Visible choices are quicker than opening a dropdown.',
        ],
        [
          'Search the address by postcode',
          'One search field replaced five address fields and cut typing errors.',
        ],
      ],
    },
    {
      title: 'Designing for people over 75',
      guest: ['Margaret Hollis', 'a researcher who studies technology use in later life'],
      topic: 'designing for older adults',
      summary: `Margaret Hollis runs usability studies with people aged 75 and over, and she says most of the problems she sees are not about age at all. They are about design choices that make software hard for everyone, amplified. Tiny tap targets, low-contrast text, gestures nobody explained and time limits that expire before a form is finished all affect older users most, but they affect the rest of us too.

She describes a study of a pharmacy app, in which older participants struggled most with swipe gestures that had no visible cue and with a session that logged them out after five minutes of inactivity while they went to find their prescription. Simple changes, such as visible buttons alongside gestures and a warning before time-outs, helped every age group.

Noah asks about stereotypes, and Margaret is firm that older adults are not all technophobic; many are confident users. What changes with age is often vision, dexterity and tolerance for confusing design. She suggests every team include older participants in testing, not as a special case, but as part of the ordinary mix.`,
      learnings: [
        [
          'Age amplifies bad design',
          'Tiny targets, low contrast and hidden gestures hurt older users most, but hurt everyone.',
        ],
        [
          'Give gestures a visible alternative',
          'A button beside a swipe action helped participants of every age.',
        ],
        [
          'Warn before a time-out',
          'Logging people out while they fetch a prescription loses their work. A warning and an extension prevent it.',
        ],
        [
          'Include older people in every test',
          'Older participants belong in the ordinary testing mix, not a special study.',
        ],
      ],
      quotes: [
        "Most of my participants aren't afraid of technology. They're just less willing to put up with nonsense.",
      ],
    },
    {
      title: 'Motion with a purpose',
      guest: ['Kenta Ishikawa', 'a motion designer for mobile apps'],
      topic: 'animation in interfaces',
      summary: `Good animation in an interface should be almost invisible, Kenta Ishikawa says. It tells people where something came from, where it went and what changed, and then it gets out of the way. He joins Noah to talk about when motion helps, when it hurts, and how to keep it fast.

Kenta's rule of thumb is that most interface animations should last between 150 and 300 milliseconds; anything longer starts to feel like waiting. He shows how a card that expands from its position in a list, rather than a new screen that appears from nowhere, helps people keep their place. Motion can also confirm an action, like a gentle shake when a password is wrong. The other half of the conversation is about restraint and accessibility. Some people experience dizziness or nausea from large movements on screen, and operating systems offer a reduced motion setting that apps should respect. Kenta's team designs every animation with a reduced version, usually a simple fade, and says the reduced versions are often as clear as the originals.`,
      learnings: [
        ['Keep it between 150 and 300 milliseconds', 'Longer animations start to feel like waiting.'],
        [
          'Show where things come from',
          'A card expanding from its place in a list helps people keep track of where they are.',
        ],
        [
          'Respect reduced motion settings',
          'Some people feel sick from large movement. Every animation needs a calmer alternative, often a fade.',
        ],
      ],
    },
    {
      title: 'What a pricing page is really for',
      guest: ['Elena Popescu', 'a product designer at a software-as-a-service company'],
      topic: 'designing pricing pages',
      summary: `Elena Popescu's team redesigned the pricing page for their project management software after noticing that visitors spent an average of four minutes on it and then, more often than not, left to contact sales with basic questions. The redesign cut that time in half and reduced sales enquiries about pricing by about 40%.

Her main insight was that a pricing page is a decision tool, not a list of features. The old page compared three plans across 48 features in a giant table. The new one leads with who each plan is for, in one sentence, and shows only the eight differences that actually decide between plans. The full comparison is still there, one click away, for people who want it.

Noah asks about the common practice of highlighting a recommended plan. Elena thinks it helps if the recommendation is honest, and describes testing that showed customers trusted the page more when the cheapest plan was presented as a good choice for small teams rather than as a trap. She also explains why showing the yearly price per month, without saying so clearly, annoys customers.`,
      learnings: [
        [
          'Lead with who each plan is for',
          "A one-sentence description of each plan's customer helps more than a feature list.",
        ],
        [
          'Show the differences that decide',
          'Eight key differences replaced a 48-row table. The full list stayed one click away.',
        ],
        [
          'Recommend honestly',
          'Presenting the cheapest plan as a genuine option for small teams increased trust.',
        ],
        [
          'Say clearly when prices are annual',
          'Showing a yearly price per month without saying so annoys customers and loses trust.',
        ],
      ],
    },
    {
      title: 'The handoff is dead. Long live the handoff.',
      guest: ['Dominik Weber', 'a design engineer who works between design and code'],
      topic: 'collaboration between designers and developers',
      summary: `For years, Dominik Weber's team worked the traditional way: designers finished screens, annotated them and handed them to developers, who discovered the problems. The average feature went through four rounds of back-and-forth after handoff. Now designers and developers work on the same feature from the first sketch, and Dominik says the word handoff has quietly disappeared from the team's vocabulary.

He explains the practical changes. A developer joins the first design session for every feature, mainly to ask what data exists and what is expensive to build. Designers prototype with real components from the codebase where possible, so the prototype behaves like the product. And the two review the built feature together before it ships, which catches the small differences in spacing and behaviour that used to leak into production.

Noah asks about the role of a design engineer, which is Dominik's own job. He describes it as a translator who is fluent in both worlds, and he is honest that not every team needs one, as long as designers and developers are willing to learn a little of each other's craft.`,
      learnings: [
        [
          'Bring a developer to the first sketch',
          "Asking early what data exists and what's costly to build avoids redesigns after handoff.",
        ],
        [
          'Prototype with real components',
          "Prototypes built from the codebase's components behave like the final product.",
        ],
        [
          'Review the built feature together',
          'A joint review before release catches small differences that used to reach production.',
        ],
        [
          "Learn a little of each other's craft",
          'Designers who read some code and developers who understand design principles need fewer translators.',
        ],
      ],
    },
    {
      title: 'Empty, loading, error: designing the screens nobody draws',
      topic: 'designing empty, loading and error states',
      summary: `Noah records this one alone, prompted by an audit he did of a friend's app: of the 40 screens in the design files, only two showed what happens when something goes wrong, and none showed what the app looked like before any data existed. He argues that these in-between states are where users spend more time than designers think, and where trust is won or lost. He goes through them one by one. Empty states should explain what will appear and offer one action to get started, ideally with an example. Loading states should appear only after a short delay, around 300 milliseconds, so fast responses don't flash a spinner, and should show the layout that is coming rather than a lone spinner in the middle of the page. Error states should say what happened in plain words, keep what the user typed and offer a next step. Noah ends with a checklist he now adds to every design review: for each screen, draw it empty, loading, partly loaded, with an error and with far too much content. He admits it doubles the number of artboards and says it has saved him every time.`,
      learnings: [
        [
          'Draw every screen five ways',
          'Empty, loading, partly loaded, error and overflowing. Each state needs a design.',
        ],
        [
          'Wait 300 milliseconds before a spinner',
          'A short delay stops fast responses from flashing a loading indicator.',
        ],
        [
          'Show the coming layout while loading',
          'Placeholders in the shape of the content feel faster than a lone spinner.',
        ],
        [
          'Keep what the user typed after an error',
          "An error that clears the form punishes the user for the app's failure.",
        ],
      ],
    },
    {
      title: 'Research on a shoestring budget',
      guest: ['Amina Yusuf', 'a designer who runs research for non-profits'],
      topic: 'user research with little money',
      summary: `Amina Yusuf works with charities and non-profits that rarely have a research budget, and she has become an expert at learning from users for almost nothing. She tells Noah that the biggest obstacle is not money but permission: teams assume research must be formal, expensive and slow, so they skip it altogether.

Her toolkit is practical. Five short phone calls with recent service users, with a small thank-you voucher, often reveal the main problems. Support emails and call logs are a free goldmine of user language and frustrations. Sitting in a waiting room or at a help desk for an afternoon, with permission, shows how people actually use a service. And quick tests of a single question on a website, such as a one-click poll, can settle debates that would otherwise run for weeks. Noah asks about ethics, since many of Amina's users are vulnerable. She explains how she handles consent, keeps data minimal and always pays participants for their time, even if only with a voucher. She says respecting people's time is the most important research skill there is.`,
      learnings: [
        [
          'Five phone calls go a long way',
          'Short calls with recent users, with a small thank-you, often reveal the main problems.',
        ],
        [
          'Mine the support inbox',
          "Support emails and call logs are free research, full of users' own words.",
        ],
        [
          'Spend an afternoon where the service happens',
          'Watching a help desk or waiting room shows real use better than any survey.',
        ],
        [
          'Always pay participants',
          "Even a small voucher respects people's time, especially when users are vulnerable.",
        ],
        ['Collect only the data you need', 'Minimal data protects participants and simplifies consent.'],
      ],
    },
  ],
};
