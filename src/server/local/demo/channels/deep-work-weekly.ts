import type { ChannelTheme } from '../channel-theme';

export const deepWorkWeekly: ChannelTheme = {
  creatorNumber: 1,
  host: 'Jonas Weber',
  channelName: 'Deep Work Weekly',
  description:
    'A weekly look at focus, attention and the craft of doing meaningful work in a noisy world. Practical experiments, honest failures, and guests who think carefully about how we spend our days.',
  categories: ['Productivity', 'Self-Improvement', 'Careers'],
  price: 200,
  verified: true,
  handle: 'deep-work-weekly',
  minutes: [25, 70],
  schedule: { everyDays: 7, latestDaysAgo: 1, firstNumber: 143, breaks: { 21: 14 } },
  chapters: false,
  episodes: [
    {
      title: 'Six months of a four-day week at a 45-person agency',
      guest: ['Sofie Lund', 'chief operating officer of a marketing agency in Aarhus'],
      topic: 'a four-day working week',
      summary: `Sofie Lund's agency tried a 32-hour week for six months, with the same pay and the same clients. Revenue at the end of the trial was within 2% of the year before, sick days fell by 38%, and two people who had handed in their notice withdrew it. The agency has since made the change permanent.

What makes this conversation useful is how unglamorous the mechanics were. Meetings were capped at 30 minutes by default, Friday became a shared day off rather than a rotating one so that nobody had to cover, and every client was told in advance and given a number for genuine emergencies. That number rang four times in six months.

Sofie does not pretend it suited everyone. Account managers with demanding clients struggled for the first two months, and one senior designer found that compressing her week made her more anxious, not less. Jonas asks what she would tell a sceptical founder, and her answer is to run it as a trial with clear measures and an agreed date to decide, so that going back is a real option.`,
      learnings: [
        [
          'Give everyone the same day off',
          'A shared Friday meant nobody had to cover for a colleague. Rotating days off would have kept the office half-awake five days a week.',
        ],
        [
          'Cap meetings at 30 minutes',
          'A default of 30 minutes, with longer meetings needing a reason, recovered more time than any other change.',
        ],
        [
          'Tell clients before you start',
          'Clients got a notice and an emergency number. It was used four times in six months.',
        ],
        [
          'Run a trial with a decision date',
          'Clear measures and a fixed date to decide made sceptics willing to try, because going back was a real option.',
        ],
      ],
      quotes: ["We didn't find a day of slack. We found a day of meetings that nobody would miss."],
    },
    {
      title: 'What happens when a team stops emailing each other',
      guest: ['Rohan Mehra', 'head of a 20-person finance operations team'],
      topic: 'internal email overload',
      summary: `Rohan Mehra's team was sending each other about 1,100 internal emails a week, most of them forwarded threads with one new line at the top. In January he proposed a month-long experiment: no internal email at all. Requests went into a shared task board, questions into one chat channel, and anything that needed a decision went into a fifteen-minute meeting at 11:45 every day.

The results were mixed in interesting ways. Time spent on email dropped by roughly six hours per person per week, and decisions that used to take days were made at the daily meeting. But the chat channel grew noisy by the third week, and two people admitted they had started sending private messages instead, which recreated the problem in a new place. Jonas and Rohan talk through what the team kept. Internal email is now for documents that need to be kept, not for conversation. The daily decision meeting survived, moved to 11:30. And the chat channel has a written rule that Rohan calls the only one that matters: if a thread goes past ten messages, somebody books a call.`,
      learnings: [
        [
          'Give decisions a fixed daily slot',
          'A fifteen-minute meeting before lunch became the place for anything needing a yes or no. Decisions that took days by email took minutes there.',
        ],
        [
          'After ten messages, book a call',
          'The chat rule that stuck: a thread longer than ten messages becomes a short conversation instead.',
        ],
        [
          'Email is for documents, not discussion',
          "Rohan's team now uses email only for things that need a record. Everything conversational moved elsewhere.",
        ],
        [
          'Watch where the noise moves',
          'When email stopped, private messages grew. Removing a channel only helps if the new one has rules too.',
        ],
        [
          'Count the emails before changing anything',
          'Knowing the team sent 1,100 internal emails a week made the experiment easy to argue for and easy to measure.',
        ],
      ],
    },
    {
      title: 'A thousand words before nine',
      guest: ['Margarethe Olsen', 'a Norwegian crime novelist with eleven published books'],
      topic: 'a daily writing routine',
      summary: `Margarethe Olsen has written eleven novels, and almost every word of them was written between 6:30 and 9:00 in the morning. Her target is a thousand words before breakfast with her children, and she reaches it about four days out of five. The rest of her day is for editing, email, school runs and research.

The routine was not always this tidy. For her first two books she wrote late at night after a job at a newspaper and finished each in about three years. When her first child was born, the evenings disappeared and she moved her writing to the early morning out of necessity, then found she wrote faster and better before the day had made any demands on her.

Jonas is interested in the details, and Margarethe obliges: the laptop without a browser, the notebook where she writes the first sentence of the next day's scene before stopping, and the rule that she never rereads yesterday's pages until the draft is finished. She also talks about the weeks the routine fails, and why she has learned not to make them up.`,
      learnings: [
        [
          'Write before the day makes demands',
          "Margarethe's best hours are before anyone else is awake. Her output roughly doubled when she moved writing from late evenings to early mornings.",
        ],
        [
          'Stop with the next sentence written',
          "She ends each session by writing the first sentence of tomorrow's scene. Starting the next morning takes seconds instead of half an hour.",
        ],
        [
          'A machine with nothing else on it',
          'Her writing laptop has no browser and no email. Resisting distraction takes energy she would rather spend on the book.',
        ],
        [
          "Don't reread until the draft is done",
          "Rereading yesterday's pages invites rewriting them. She edits only after the whole draft exists.",
        ],
        [
          "Don't make up missed days",
          'A bad week is left behind, not paid back with double sessions. Catching up, she says, is how routines collapse.',
        ],
        [
          'A target you hit four days in five',
          'A thousand words a day is achievable most mornings. A target that fails half the time starts to feel like a verdict.',
        ],
      ],
      quotes: [
        "The house is quiet, nobody needs me yet, and the book is the first thing I think about. That's the whole secret.",
      ],
    },
    {
      title: 'I took the browser off my phone for a month',
      topic: 'a month with a phone without a web browser',
      summary: `No guest this week. Jonas reports on his own experiment: 30 days with the web browser, email and news apps removed from his phone, keeping only calls, messages, maps, music and the camera. He tracked his screen time before and during the month, and the headline number went from just under four hours a day to a little over one.

The first week was uncomfortable. Jonas describes reaching for his phone dozens of times a day with nothing to open, and noticing that most of those moments came in queues, lifts and the first minutes after waking.

In the second week the reaching faded. By the third he was reading more books, about one a week, and finishing his morning planning before opening a laptop.

The experiment had costs too. He missed an urgent email from a guest and nearly lost an interview slot, and checking a train delay meant asking a stranger. He has since put email back, with notifications off, but kept the browser off. His suggestion for listeners is a smaller version: one week, one app category, and a note of every time you reach for the phone.`,
      learnings: [
        [
          'Notice when you reach for the phone',
          'Most of the reaching happened in queues, lifts and right after waking. Knowing the moments made them easier to fill with something else.',
        ],
        [
          'The urge fades after about a week',
          'The first seven days were the hardest. By the second week the habit of reaching had mostly gone.',
        ],
        [
          'Keep the tools, remove the feeds',
          'Maps, music and messages stayed. The browser and news apps, where the time disappeared, went.',
        ],
      ],
    },
    {
      title: 'The company that deleted every recurring meeting',
      guest: ['Dana Whitfield', 'head of operations at a 300-person software company'],
      topic: 'recurring meetings',
      summary: `On the first Monday of April, Dana Whitfield's company removed every recurring meeting with more than two people from every calendar. Teams could put back whatever they genuinely missed, but only after two weeks and only with a written purpose. When the dust settled, about 35% of the meetings had come back, and the average employee had gained around five hours a week. Dana explains the reasoning: recurring meetings are easy to create and almost never reviewed, so calendars only ever grow. The purge was announced three weeks ahead, with a one-page guide on alternatives such as written updates, and leaders were asked to be the last to add meetings back, not the first.

She is candid about what went wrong. Some teams quietly rebuilt everything in week three, and a few cross-team handovers broke because nobody had realised a weekly meeting was the only place two groups spoke. Jonas and Dana close on the company's new habit: a calendar review every six months, on the assumption that meetings, like software, accumulate cruft.`,
      learnings: [
        [
          'Remove everything, then add back with a reason',
          'About 35% of recurring meetings returned after the purge. The rest had been running on habit.',
        ],
        [
          'Leaders add meetings back last',
          'When managers waited, teams felt free to keep their calendars empty rather than mirroring the boss.',
        ],
        [
          'Some meetings are hidden bridges',
          'A few weekly meetings turned out to be the only place two teams talked. Map those before deleting them.',
        ],
        [
          'Review the calendar every six months',
          'Meetings accumulate like old code. A regular review keeps them from growing back unnoticed.',
        ],
      ],
      quotes: ['Nobody ever deletes a recurring meeting. They just stop going, and feel guilty about it.'],
    },
    {
      title: 'Does switching tasks really cost 23 minutes?',
      guest: ['Lena Hartmann', 'a cognitive psychologist who studies interruptions'],
      topic: 'the cost of switching between tasks',
      summary: `The claim that it takes 23 minutes to get back on task after an interruption is repeated in countless productivity articles. Lena Hartmann, who has run interruption experiments for fifteen years, thinks the number is both overused and misunderstood. It comes from observing office workers, and it measures how long before people returned to an interrupted task, not how long it took them to refocus.

What the lab evidence does show is more modest and more useful. After a switch, people are slower and make more errors for a while, an effect researchers call resumption lag, and the cost grows when the interruption is complex or arrives in the middle of a subtask. Interruptions at natural breakpoints, such as after sending a message or finishing a paragraph, cost much less. Lena's practical advice follows from this. Batch notifications so they arrive at breakpoints, leave yourself a short note about what you were about to do when you are interrupted, and be suspicious of precise numbers in productivity advice. Jonas admits he has quoted the 23 minutes on this show.`,
      learnings: [
        [
          'The 23 minutes is not a refocusing time',
          'It measured how long office workers took to return to an interrupted task, often after doing other work. It says little about how long concentration takes to recover.',
        ],
        [
          'Breakpoints make interruptions cheaper',
          'An interruption after finishing a paragraph or sending a message costs far less than one in the middle of a thought.',
        ],
        [
          'Leave a note before you switch',
          'Writing down what you were about to do takes seconds and shortens the lag when you come back.',
        ],
      ],
    },
    {
      title: 'Paul Okonkwo and his 30,000 index cards',
      guest: ['Paul Okonkwo', 'a historian of West African trade'],
      topic: 'note-taking for long research projects',
      summary: `Paul Okonkwo has kept paper index cards since his doctorate, and after 24 years the collection has about 30,000 of them in wooden drawers in his study. He has written four books from it. In a conversation that Jonas calls the most analogue episode of the year, Paul explains why he never moved to software and what the cards do that a folder of documents does not.

Each card holds one idea, source or quotation, with a short reference in the corner, and cards are filed by theme rather than by project. The magic, Paul says, happens when he pulls a drawer for one book and finds a card written fifteen years ago for something else. He estimates that a third of the arguments in his last book came from connections he had not planned.

He is not a purist. Paul keeps a digital index of the drawer themes, photographs cards when travelling, and admits that the system is slow. Jonas draws out the principles behind it, which apply to any tool: one idea per note, filing by subject rather than by project, and revisiting old notes on purpose.`,
      learnings: [
        [
          'One idea per note',
          "Each of Paul's cards holds a single idea or quotation. Small notes can be recombined; long documents cannot.",
        ],
        [
          'File by subject, not by project',
          'Cards filed by theme meet ideas from other projects. A third of the arguments in his last book came from those meetings.',
        ],
        [
          'Visit old notes on purpose',
          'Paul browses drawers unrelated to his current book every few weeks. The unplanned connections are the point of the system.',
        ],
        [
          'The tool matters less than the habit',
          'The principles behind the cards work in any app. What makes them work is writing a card every time something is worth keeping.',
        ],
      ],
      quotes: [
        "The drawer remembers things I've forgotten. That's all it is, a memory that doesn't get tired.",
      ],
    },
    {
      title: 'Coming back to work after burnout',
      guest: ['Siobhan Byrne', 'an occupational therapist in Dublin who runs return-to-work programmes'],
      topic: 'returning to work after burnout',
      summary: `Siobhan Byrne has helped more than 200 people return to work after burnout, and she says the return is where most plans fail. People tend to come back at full hours, eager to prove they have recovered, and about one in three of her clients relapsed within a year before she changed her approach. Her programmes now start at half hours for at least four weeks, with work chosen for being concrete and finishable rather than urgent. The person agrees with their manager in advance which meetings they will skip and who answers messages on their behalf. Hours increase in steps, and only after a week without warning signs such as disturbed sleep or dreading Monday by Saturday evening. Siobhan also speaks to the managers listening. The most helpful thing a manager can do, she says, is to protect the plan when the team is under pressure, because the first deadline crunch after a return is when people quietly slide back to full hours. Jonas asks about the role of the workplace itself, and she is clear that a return plan cannot fix a job that is designed to burn people out.`,
      learnings: [
        [
          'Start at half hours',
          "Siobhan's clients begin at 50% for at least four weeks. Coming back at full hours led to relapse in about a third of cases.",
        ],
        [
          'Choose work that can be finished',
          'Concrete tasks with a clear end rebuild confidence. Urgent, open-ended work is best left until later.',
        ],
        [
          'Step up only after a calm week',
          'Hours rise only after a week without warning signs, such as poor sleep or dreading Monday by Saturday evening.',
        ],
        [
          'Managers protect the plan under pressure',
          "The first deadline after a return is when plans quietly collapse. The manager's job is to hold the line.",
        ],
        [
          'Agree who covers messages',
          'Deciding in advance who answers on your behalf removes the pull to check everything.',
        ],
      ],
    },
    {
      title: 'How a 14-time-zone team agreed on response times',
      guest: ['Mateus Rocha', 'a product lead at a fully remote software company'],
      topic: 'response times on a remote team',
      summary: `Mateus Rocha's team spans fourteen time zones, from Vancouver to Manila, and for a year everyone felt they had to answer messages within minutes, whatever the hour. The team wrote a one-page agreement about response times last spring, and Mateus credits it with more improvement in wellbeing than any tool they have bought.

The agreement is short. Chat messages need an answer within one working day, comments on documents within two, and anything that needs an answer sooner goes through a phone call, which is reserved for production incidents and customers in trouble. Everyone sets working hours in their calendar, and nobody is expected to reply outside them.

The harder part, Mateus says, was convincing people the agreement was real. The leadership team started by scheduling their own messages to arrive in the recipient's morning, and by publicly praising someone who had answered a message a day later.

Jonas asks whether the team is slower as a result. Mateus has numbers: projects ship at the same pace, and the number of late-night messages fell by about 80%.`,
      learnings: [
        [
          'Write response times down',
          'One working day for chat, two for document comments, a phone call only for emergencies. Written expectations remove silent pressure.',
        ],
        [
          "Schedule messages for the recipient's morning",
          "Leaders schedule late messages to arrive during the other person's working hours, so nobody feels a reply is expected at night.",
        ],
        [
          'Praise a slow answer in public',
          'Thanking someone openly for replying the next day showed the team the agreement was meant seriously.',
        ],
      ],
      quotes: ["If it's genuinely urgent, call me. If you wouldn't call me, it isn't urgent."],
    },
    {
      title: 'Planning a quarter on a single page',
      guest: ['Yuki Nakamura', 'a product director at a Tokyo e-commerce company'],
      topic: 'planning a quarter',
      summary: `Yuki Nakamura used to write quarterly plans that ran to twenty pages, and she noticed that nobody read them after the first week. For the last two years her teams have planned each quarter on a single page with three sections: what we will finish, what we will start, and what we are choosing not to do.

The third section is the one Yuki cares most about. Listing what the team will not do, with a sentence of explanation, forces the trade-offs into the open and gives people something to point to when new requests arrive mid-quarter. In her teams it usually has more items than the first section. The conversation covers the rhythm around the page too: a half-day planning session, a review at week six where one item may be swapped, and a retrospective that compares the page to what actually happened. Yuki shares the numbers honestly: her teams finish about 70% of what they commit to, which she considers healthy, and she gets suspicious when a team reports 100%.`,
      learnings: [
        [
          "Write down what you won't do",
          'A list of things the team has chosen not to do makes trade-offs visible and gives people a reason to decline new requests mid-quarter.',
        ],
        [
          'Fit the plan on one page',
          'Twenty-page plans went unread after a week. A single page stays on the wall and in the conversation.',
        ],
        [
          'Review at week six',
          'One mid-quarter checkpoint allows a single swap. More frequent replanning turns the plan into a wish list.',
        ],
        [
          'Finishing 70% is healthy',
          "Yuki's teams complete about 70% of their commitments. A team that always finishes everything is planning too little.",
        ],
      ],
    },
    {
      title: 'Amelia Hart on saying no without burning bridges',
      guest: ['Amelia Hart', "chief of staff to a hospital trust's chief executive"],
      topic: 'declining requests at work',
      summary: `As chief of staff to the chief executive of a hospital trust, Amelia Hart turns down around forty requests a week on her boss's behalf, and she has become unusually good at it. She shares the phrases she uses, why they work, and the mistakes she made in her first year. Her central idea is that a good no contains a reason, an alternative and a door left open. "He can't join the meeting, but I can, and I'll brief him by Friday" is a no that keeps the relationship. A bare no, or a vague "maybe later", creates resentment or follow-up emails. Amelia also distinguishes between a no to the request and a no to the person, and says most people hear the second when you only mean the first.

Jonas asks how this applies to people without a chief of staff. Amelia suggests writing a short list of what you are currently committed to and using it as the reason: it turns "I don't want to" into "I've promised these three things, which one should move?" and hands the trade-off back to the person asking.`,
      learnings: [
        [
          'A good no has three parts',
          "A reason, an alternative and an open door. Amelia's template keeps relationships intact while protecting the calendar.",
        ],
        [
          'Vague maybes cost more than clear noes',
          'A non-answer creates follow-ups and resentment. A clear decision, kindly given, ends the conversation.',
        ],
        [
          'Let your commitments say no for you',
          'Asking which of your current promises should move hands the trade-off back to the person making the request.',
        ],
        [
          'Decline the request, not the person',
          'People hear rejection of themselves unless you are explicit that the problem is timing or capacity.',
        ],
      ],
      quotes: ['The kindest no I know is a fast one. Nobody likes waiting a week to be disappointed.'],
    },
    {
      title: 'Why open-plan offices are so tiring',
      guest: ['Bram Jansen', 'an acoustic consultant who designs workplaces'],
      topic: 'noise in open-plan offices',
      summary: `Bram Jansen measures sound in offices for a living, and he says the problem with open-plan floors is not loudness. A typical office sits around 50 decibels, quieter than many cafés. What wears people out is intelligible speech: a conversation you can follow is almost impossible to ignore, and it drags attention away from reading and writing.

Bram explains the measure that matters to him, the distance at which speech stops being understandable. In a badly designed office it can be 15 metres; in a good one, under five. Soft ceilings, high-backed furniture and a low background hum from ventilation all reduce it. The most effective single change he has seen was moving the sales team, who spend the day on calls, to the opposite end of the floor from the engineers.

Jonas asks what individual workers can do. Bram suggests noise-cancelling headphones with quiet, steady sound rather than music with lyrics, booking a quiet room for the hardest hour of the day, and asking facilities whether a space can be zoned into loud and quiet areas before anyone buys new furniture.`,
      learnings: [
        [
          'Speech you can follow is the problem',
          'Offices are rarely loud. Conversations that are just intelligible pull attention away from reading and writing far more than noise does.',
        ],
        [
          'Zone the floor by how people work',
          'Moving the team that spends all day on calls away from people doing focused work was the cheapest fix Bram has seen.',
        ],
        [
          'Steady sound beats silence',
          'A low, constant background masks nearby speech. Headphones with steady sound work better than music with lyrics.',
        ],
      ],
    },
    {
      title: 'What surgeons know about focus',
      guest: ['Ayesha Khan', 'a cardiothoracic surgeon in Birmingham'],
      topic: 'concentration in the operating theatre',
      summary: `During the critical minutes of an operation, Ayesha Khan's theatre follows a rule borrowed from aviation called the sterile cockpit: no conversation that is not about the patient. Even the radio goes off. She joins Jonas to talk about what surgery has learned about concentration, and how much of it transfers to ordinary desk work.

Ayesha describes how a day in theatre is structured around attention. The team runs a checklist before the first incision, which takes about two minutes and catches a surprising number of problems. Complex steps are scheduled for the morning. Interruptions during the critical phases are allowed only through one person, the anaesthetist, who decides whether anything is worth saying.

Jonas pushes her on whether this is relevant outside hospitals, and she is careful not to overclaim. Office work rarely has lives at stake, she says, but it does have critical phases, and naming them out loud, telling colleagues "this next hour is the part I can't get wrong", changes how people around you behave. She also admits to checking her phone in the surgeons' lounge like everyone else.`,
      learnings: [
        [
          'Name your critical phase',
          "Surgeons declare the moments that need silence. Telling colleagues which hour you can't get wrong changes how they treat it.",
        ],
        [
          'Route interruptions through one person',
          "In theatre only the anaesthetist decides what is worth saying during a critical step. A single gatekeeper protects everyone else's attention.",
        ],
        [
          'Run a short checklist before the hard part',
          'Two minutes of checks before the first incision catch problems that experience alone misses.',
        ],
        [
          'Schedule the hardest work early',
          'Complex operations go first in the day, when the whole team is fresh.',
        ],
      ],
    },
    {
      title: 'Mailbag: focus with ADHD, night shifts and noisy flatmates',
      topic: 'listener questions about focus',
      summary: `Every few months Jonas clears the inbox, and this time more than 90 listeners wrote in. He picks five questions, starting with a listener in Leeds who has ADHD and finds most focus advice written for other brains. Jonas does not give medical advice, but he shares what several listeners with ADHD have told him works: shorter focus blocks, external structure such as body doubling on a video call, and being generous with yourself when a system stops working after a few weeks.

A nurse on night shifts asks how to protect focus when the day is upside down. Jonas points back to a guest from last autumn who suggested treating the first hour after waking as morning, whatever the clock says. A student sharing a flat with three others asks about noise, and gets the library as the honest answer plus a pair of foam earplugs for €3. The last two questions are about managers. One asks how to suggest quiet hours to a boss who loves chat; the other is from a manager who wants to stop interrupting their team and doesn't know where to begin.`,
      learnings: [
        [
          'Shorter blocks can work better',
          'Listeners with ADHD report that 20-minute focus blocks and visible structure help more than long deep-work sessions.',
        ],
        [
          'Body doubling is a real tool',
          'Working alongside someone on a silent video call gives external structure without any conversation.',
        ],
        [
          'Your morning starts when you wake',
          'Night-shift workers can treat the first hour after waking as their morning and protect it the same way.',
        ],
        [
          'Interrupt in batches',
          'For managers, collecting questions for a team member and asking them at one set time is the simplest way to stop breaking their focus.',
        ],
      ],
    },
    {
      title: 'Deep work in 90-minute naps',
      guest: ['Tom Bradley', 'a freelance illustrator and father of twins'],
      topic: 'focused work with young children at home',
      summary: `When Tom Bradley's twins were born, his working day as a freelance illustrator shrank to whatever the nap schedule allowed, which in the first year meant two windows of about 90 minutes. He kept his business going, and lost two clients along the way. Tom talks with Jonas about what he learned when focus became scarce and unpredictable.

The key was preparation. Tom decides the evening before exactly what he will do in each window, down to the file he will open, and keeps his desk ready so that work can start within two minutes of the door closing. Email and invoicing happen with a child on his lap; drawing never does. He also raised his rates by 25% in the second year, which let him take fewer commissions.

The conversation is honest about the limits. Some days the naps don't happen, and Tom describes the frustration of a day with no work at all. His partner's parental leave, and later a nursery place three days a week, made more difference than any technique. Jonas is struck by how much Tom's approach resembles advice for people with far more time.`,
      learnings: [
        [
          "Decide tonight what tomorrow's window is for",
          "Tom chooses the exact task, down to the file, the evening before. A short window can't afford ten minutes of deciding.",
        ],
        [
          'Split work by how much focus it needs',
          'Email and invoicing happen with a child nearby. Drawing happens only in protected time.',
        ],
        [
          'Raise prices when time shrinks',
          'A 25% rate increase let Tom take fewer commissions and keep his income. Scarce time is worth more.',
        ],
        [
          'Childcare beats technique',
          'A nursery place three days a week changed more than any productivity system. Some problems need support, not tips.',
        ],
      ],
      quotes: [
        "When the door clicks shut I have ninety minutes. I can't spend five of them wondering what to do.",
      ],
    },
    {
      title: 'A year with a phone that can only call and text',
      guest: ['Ingrid Solberg', 'a journalist who spent a year with a basic mobile phone'],
      topic: 'living with a basic phone',
      summary: `Ingrid Solberg replaced her smartphone with a basic phone that could only call and send texts, and kept it for a full year while writing a weekly column about the experience. She joins Jonas at the end of that year, and she has not gone back, though she has made compromises.

The practical problems came first. Parking apps, two-factor authentication for her bank and boarding passes all assumed a smartphone, and Ingrid spent the first month carrying a tablet for those. Maps were the biggest loss; she learned to look routes up before leaving and, once or twice, to ask for directions. Group chats were the social cost, and she missed a friend's birthday dinner because the plan changed in a chat she was not in.

The gains were harder to measure but she is clear about them. She reads two or three books a month again, sleeps better, and says her attention in conversations has come back. Her recommendation is not that everyone should copy her, but that anyone curious should try a basic phone for one weekend and notice what they actually miss.`,
      learnings: [
        [
          'List what you would truly miss',
          'For Ingrid it was maps, banking codes and group chats. Everything else she stopped missing within a month.',
        ],
        [
          'Plan journeys before you leave',
          'Without maps on the go, she looks routes up in advance. It takes minutes and made her more aware of where she was going.',
        ],
        [
          'Try one weekend first',
          'A basic phone for two days shows what you actually rely on, without committing to a year.',
        ],
      ],
    },
    {
      title: "Office hours for managers: protecting your team's mornings",
      guest: ['Kwame Mensah', 'director of engineering at a fintech company in Accra'],
      topic: "managers' schedules and makers' schedules",
      summary: `Kwame Mensah manages five teams, and his calendar is full of half-hour meetings. His engineers need the opposite: long stretches without interruptions. Two years ago he stopped pretending both could share the same day and introduced office hours, two afternoon slots a week when anyone can drop in with anything. The effect on his teams was immediate. Questions that used to arrive as a message at 10 a.m., pulling an engineer out of focus to answer, now wait for the afternoon slot, and most turn out to be less urgent than they seemed. Kwame also moved his own one-to-ones to afternoons and declines meeting invitations for his teams before noon unless there is an incident. Jonas asks what it cost Kwame. He admits his own mornings are fragmented, and that he now does strategic thinking early on Fridays, the one morning he keeps clear. He also found that some engineers need more contact, not less, especially new hires, and he holds a separate daily check-in with anyone in their first two months.`,
      learnings: [
        [
          'Managers hold office hours',
          "Two open afternoon slots a week gather questions that would otherwise interrupt engineers' mornings.",
        ],
        [
          'No meetings for makers before noon',
          'Kwame declines morning meeting invitations for his teams unless there is an incident.',
        ],
        [
          'New hires need more contact, not less',
          "People in their first two months get a daily check-in. Protecting focus shouldn't mean leaving them alone.",
        ],
        [
          'Keep one morning for your own thinking',
          "Kwame keeps Friday mornings clear for strategy. Without it, the manager's schedule eats everything.",
        ],
      ],
    },
    {
      title: 'Finishing a thesis at 300 words a day',
      guest: ['Marta Kowalczyk', 'a marine biologist who finished her PhD last year'],
      topic: 'writing a long document',
      summary: `In the final year of her PhD on cod populations in the Baltic, Marta Kowalczyk had 80,000 words to write and a supervisor who wanted chapters every six weeks. After a first month of long, miserable writing days that produced very little, she set herself a goal that sounded almost too modest: 300 words a day, every weekday, before she was allowed to look at data.

Marta says the goal worked because it was always achievable. On good days she wrote far more; on bad days, 300 words took an hour and still counted. She tracked each day's count in a spreadsheet, and the unbroken row of cells became its own motivation. She also separated writing from editing strictly, keeping Friday afternoons for revision. Jonas asks about the emotional side, and Marta is open about the doubt that comes with a long project. She kept a file of kind comments from reviewers and her supervisor to read on hard days, and she met another student twice a week to write in silence in the same room. The thesis was submitted two weeks early.`,
      learnings: [
        [
          'Set a floor, not a target',
          '300 words a day was always possible, so it never became a source of failure. Good days went far beyond it.',
        ],
        [
          'Write before you look at data',
          'Analysis can swallow a whole day. Marta wrote her words first, every weekday morning.',
        ],
        [
          'Keep editing for one slot a week',
          'Friday afternoons were for revision only. Mixing editing into writing sessions slowed both.',
        ],
        [
          'Track the streak visibly',
          'A spreadsheet row of daily counts became a reason to keep going. Nobody wants to break an unbroken line.',
        ],
        [
          'Write alongside someone',
          'Twice a week Marta wrote in silence in the same room as another student. Company made starting easier.',
        ],
        [
          'Keep a file of kind words',
          'Positive comments from reviewers, saved in one place, helped on the days the thesis felt hopeless.',
        ],
      ],
    },
    {
      title: 'In praise of being bored',
      guest: ['Simone Achterberg', 'a psychologist who researches boredom'],
      topic: 'boredom and creative thinking',
      summary: `Boredom has a bad reputation, and Simone Achterberg thinks it deserves better. In her lab in Utrecht, participants who spent fifteen minutes on a dull task before a creativity test came up with more original ideas than those who went straight in. The effect is modest and not every study finds it, she says, but the pattern suggests that an unoccupied mind goes looking for something interesting.

The trouble, as Jonas points out, is that most of us never get bored any more. Every spare moment is filled by a phone. Simone agrees, and describes research showing that people will choose mild electric shocks over sitting alone with their thoughts for fifteen minutes. Boredom is uncomfortable, she says, and discomfort is exactly what our devices are designed to remove.

Her suggestions are small: walk without headphones once a day, let a queue be a queue, and notice what your mind wanders to when you let it. She is careful to add that chronic boredom, the kind that comes with a job that does not use your abilities, is a different problem and usually a signal to change something larger.`,
      learnings: [
        [
          'Boredom sends the mind looking',
          'Participants bored for fifteen minutes produced more original ideas afterwards. An idle mind goes searching for something interesting.',
        ],
        [
          'Walk without headphones once a day',
          "Simone's simplest suggestion: one walk a day with nothing in your ears, to give your mind room to wander.",
        ],
        [
          'Chronic boredom is a signal',
          'Being bored at work every day is not a creativity opportunity. It usually means something bigger needs to change.',
        ],
      ],
      quotes: [
        "We've built a world where nobody ever has to be bored for more than four seconds. I'm not sure it's made us more interesting.",
      ],
    },
    {
      title: 'Stop switching productivity apps',
      guest: ['Ben Harlow', 'a productivity coach who works with founders'],
      topic: 'choosing and sticking with productivity tools',
      summary: `Ben Harlow asks every new coaching client the same question: how many task managers have you used in the last two years? The average answer is four. He calls it tool tourism, and he thinks it is one of the most common ways capable people waste time while feeling productive.

The pattern is familiar. A new app promises a fresh start, the first week of migration feels like progress, and three months later the old mess has been rebuilt in new software. Ben argues that the problem is almost never the tool. It is the lack of a weekly habit of reviewing and pruning tasks, which no app can provide.

His advice is blunt: pick the simplest tool you already have, even a paper notebook, and commit to it for six months. Spend the time you would have spent migrating on a weekly review of every open item. Jonas confesses he has switched note apps three times since starting the show, and Ben walks him through how he would move back to one without losing anything.`,
      learnings: [
        [
          'The tool is rarely the problem',
          'Switching apps recreates the same mess in new software. The missing piece is usually a weekly review habit.',
        ],
        [
          'Commit to one tool for six months',
          'Ben asks clients to pick the simplest option they already have and stick with it long enough to learn its limits.',
        ],
        [
          'Spend migration time on a review',
          'The hours spent moving tasks into a new app are better spent reviewing and deleting old tasks.',
        ],
        [
          'Count your past tools',
          "Ben's clients have used four task managers in two years on average. Seeing the number is often enough to stop.",
        ],
      ],
    },
    {
      title: "Jonas's shutdown ritual, step by step",
      topic: 'ending the working day',
      summary: `A listener asked Jonas to describe his end-of-day routine in detail, so this short solo episode does exactly that. The routine takes about twelve minutes and has five steps, and Jonas has done it almost every working day for six years.

He starts by emptying every inbox into his task list, without acting on anything. Then he looks at the calendar for tomorrow and writes down the first task he will do when he sits down, specific enough that he could start without thinking. Third, he closes every browser tab and application. Fourth, he writes one line in a work journal about what went well. Finally, he says a phrase out loud, which he admits sounds silly, to mark the end of the day.

The point, Jonas explains, is to stop work from following him into the evening. Unfinished tasks nag when they are not written down somewhere he trusts. He is open about when the ritual fails, mostly on days with late calls, and about the evenings he still ends up checking email. He ends with a suggestion: try it for ten working days and notice whether your evenings change.`,
      learnings: [
        [
          "Write down tomorrow's first task",
          "Ending the day by choosing the next morning's first task makes starting easy and stops the mind from rehearsing it all evening.",
        ],
        [
          'Empty inboxes into one list',
          'Capturing everything in a trusted list, without acting on it, is what makes it possible to stop thinking about work.',
        ],
        [
          'Mark the end out loud',
          'A spoken phrase feels silly but works as a clear signal that the working day is over.',
        ],
      ],
    },
    {
      title: 'Music, lyrics and focus: what the studies say',
      guest: ['Nikhil Rao', 'a music psychologist at a university in Melbourne'],
      topic: 'background music while working',
      summary: `Many people work with music on, and Nikhil Rao's research suggests they are partly right. Music can lift mood and energy, which helps with repetitive tasks, but songs with lyrics compete with reading and writing for the same mental resources. In one of his studies, participants reading complex text with lyrical music in the background remembered about 10% less than those reading in silence.

The picture is more nuanced than a simple rule, though. Familiar music is less distracting than new music, because the brain does not need to process it. Tempo and volume matter, and people who are used to working with music suffer less from it than those who are not. Nikhil also finds large individual differences, with a minority of people doing measurably better with music than without. Jonas asks for a practical recommendation. Nikhil suggests instrumental or very familiar music for writing and reading, anything you like for repetitive work, and an honest experiment: do the same kind of task with and without music for a week and compare what you produce.`,
      learnings: [
        [
          'Lyrics compete with words',
          "Reading with lyrical music in the background cut recall by about 10% in Nikhil's study. Instrumental music had a much smaller effect.",
        ],
        [
          'Familiar music distracts less',
          'Songs you know well need less processing than new ones. Save new albums for chores.',
        ],
        [
          'Music helps with repetitive work',
          "For tasks that don't need language, music's lift in mood and energy outweighs the distraction.",
        ],
        [
          'Test it on yourself for a week',
          'Individual differences are large. Compare a week of work with and without music before deciding.',
        ],
      ],
    },
    {
      title: 'Learning the cello at 41',
      guest: ['Julia Brandt', 'an employment lawyer in Hamburg'],
      topic: 'learning a difficult skill as an adult',
      summary: `Julia Brandt took her first cello lesson at 41, with no musical background and a demanding job as an employment lawyer. Three years later she plays in an amateur orchestra. Jonas invited her to talk about learning a hard skill as an adult, and what it taught her about focus at work. Julia practises for 25 minutes every morning before work, which she says is the only time her mind is not already full of cases. Her teacher insisted early on that she practise the difficult two bars, not the whole piece, and record herself weekly. Listening to the recordings was painful but showed progress that she could not hear while playing.

She talks about the strange pleasure of being bad at something when your working life depends on being competent, and about the plateau in her second year that nearly made her quit. What kept her going was the orchestra: a concert date on the calendar and forty people who expected her to know her part. Jonas asks whether the practice habit has changed how she works, and she says it has made her far more patient with junior colleagues who are learning.`,
      learnings: [
        [
          'Practise the hard two bars',
          "Julia's teacher made her repeat the difficult passage rather than play the whole piece. Progress comes from the part you avoid.",
        ],
        [
          'Record yourself every week',
          "Weekly recordings showed improvement Julia couldn't hear while playing, which got her through the plateau.",
        ],
        [
          'A date and other people keep you going',
          'A concert on the calendar and an orchestra relying on her kept Julia practising when motivation ran out.',
        ],
        [
          'Twenty-five minutes before work',
          'A short daily session at the only quiet time of day beat longer weekend practice.',
        ],
        [
          'Being a beginner teaches patience',
          'Struggling with the cello made Julia more patient with junior lawyers learning their job.',
        ],
      ],
      quotes: [
        "I spend all day being the person who knows the answer. For twenty-five minutes every morning, I'm the worst musician in the house.",
      ],
    },
    {
      title: 'Quiet hours for a whole company',
      guest: ['Olu Bankole', 'founder and chief executive of a remote design agency'],
      topic: 'company-wide quiet hours',
      summary: `Every weekday from 9 a.m. to noon, in each person's own time zone, nobody at Olu Bankole's 70-person agency is allowed to schedule a meeting or expect a reply. The rule has been in place for three years, and Olu says it is the single policy new hires mention most often when asked why they joined.

The quiet hours started after an internal survey in which people said they had less than two hours of uninterrupted time a week. Olu made the rule company-wide rather than a team choice, because team-level rules kept being overridden by people from other teams. Chat status switches to quiet automatically, and client calls are booked in the afternoon by default.

Jonas asks about the exceptions, and Olu is practical: production emergencies and client crises override the rule, about once a month. He also found that some people used the hours for shallow work anyway, and the company now runs a short monthly session on planning the quiet hours. The agency's billable output per person rose about 12% in the first year, which Olu attributes partly to fewer meetings and partly to happier people.`,
      learnings: [
        [
          'Make quiet hours company-wide',
          'Team-level rules were overridden by other teams. A company rule, the same for everyone, stuck.',
        ],
        [
          'Book client calls in the afternoon',
          'Making afternoon slots the default for external meetings protected the mornings without anyone having to argue.',
        ],
        [
          'Teach people to use the time',
          "Protected hours don't guarantee focused work. A monthly session on planning them helped people make use of the quiet.",
        ],
        [
          'Emergencies still override the rule',
          'About once a month a real crisis breaks the quiet. A rule that allows exceptions is one people trust.',
        ],
      ],
    },
    {
      title: 'Doing my weekly review live on air',
      topic: 'a weekly review, done live',
      summary: `Listeners often ask what a weekly review actually looks like, so Jonas records his own, live and mostly unedited, on a Friday afternoon in his office. It takes 34 minutes, and he talks through every step as he goes.

He starts with loose ends: receipts, a notebook page from a meeting, three voice memos from a run. Each becomes a task or goes in the bin. Then he reads every open project, nineteen of them that week, and asks whether each has a next action. Two don't, and he admits one has been stuck for a month because he is avoiding a difficult email. He writes the email on air.

The last part is the calendar: he looks back over the past week and ahead over the next two, and moves a block of writing time that would otherwise collide with a guest's recording. He ends by choosing three things that would make next week a good one. Jonas says the review is the only productivity habit he has kept for more than five years, and that the value is less in the tidying than in seeing everything at once.`,
      learnings: [
        [
          'Every project needs a next action',
          'A project without a concrete next step is stuck. Two turned up that week, one avoided for a month.',
        ],
        [
          'Clear the loose ends first',
          'Receipts, notes and voice memos become tasks or go in the bin before the real review starts.',
        ],
        [
          'Look two weeks ahead',
          'Checking the next fortnight catches collisions, like a writing block clashing with a recording, before they happen.',
        ],
        [
          'Pick three things for next week',
          'Ending the review with three priorities gives the next Monday a clear start.',
        ],
      ],
    },
    {
      title: 'What three months off taught a litigation partner',
      guest: ['Carmen Vidal', 'a partner at a commercial law firm in Madrid'],
      topic: 'taking a sabbatical',
      summary: `Carmen Vidal had not taken more than a week off in fourteen years when she asked her firm for a three-month sabbatical. She expected to be refused; instead, the firm used her request to create a sabbatical policy that three other partners have since used. She spent the time walking part of the Camino de Santiago, learning to bake bread and, for the first month, checking email every day. The first weeks were harder than she expected. Without the structure of work, Carmen felt anxious and slightly useless, and it took a deliberate decision to delete her work email from her phone before she began to rest. By the second month she noticed her sleep changing and her thinking slowing down in a way she liked. Coming back, she changed three things: she stopped answering email on Saturdays, delegated a category of cases to a junior partner, and kept one afternoon a week free of client work. Jonas asks whether the sabbatical made her a better lawyer. Carmen thinks it did, mostly because she now notices when she is tired before her clients do.`,
      learnings: [
        [
          'Ask, even if you expect a no',
          "Carmen's request led her firm to create a sabbatical policy that three other partners have since used.",
        ],
        [
          'Delete work email from your phone',
          'Rest only began after she removed the temptation. A month of daily checking had undone most of the break.',
        ],
        [
          'Bring back one change, not ten',
          'Carmen returned with three concrete changes, including no email on Saturdays, and kept them all.',
        ],
      ],
    },
  ],
};
