import type { ChannelTheme } from '../channel-theme';

export const mindfulLeadership: ChannelTheme = {
  creatorNumber: 7,
  host: 'Grace Kim',
  channelName: 'Mindful Leadership',
  description:
    'For new and experienced managers who want to lead people well: feedback, hiring, difficult conversations and building teams that people want to stay in.',
  categories: ['Business', 'Leadership', 'Careers'],
  price: 300,
  verified: false,
  handle: 'mindful-leadership',
  minutes: [30, 60],
  schedule: { everyDays: 7, latestDaysAgo: 4, firstNumber: 74 },
  chapters: false,
  episodes: [
    {
      title: 'Your first 90 days as a manager',
      guest: ['Leon Hartmann', 'an engineering manager who has coached over 60 new managers'],
      topic: 'the first months as a new manager',
      summary: `Leon Hartmann became a manager at 27, two weeks after his own manager resigned, and spent the first three months, in his words, doing his old job badly and his new job not at all. He now runs a programme for new managers at a software company in Berlin, and he tells Grace what he wishes someone had told him.

The first thing to change, Leon says, is where your sense of achievement comes from. New managers often keep doing the hands-on work they were promoted for, because finishing tasks feels productive, and leave the harder work of building the team undone. He asks new managers to track, for two weeks, how their time splits between doing and enabling, and most are shocked by the result.

Leon's plan for the first 90 days is simple: a long one-to-one with every person in the first two weeks, asking what they want from their job and what frustrates them; no big changes for the first month; and one visible improvement, chosen from what the team said, by day 60. He also explains how to handle the awkward shift from being a colleague to being the boss.`,
      learnings: [
        [
          'Track doing versus enabling',
          "Two weeks of logging how time splits between your own tasks and helping the team shows most new managers they're still doing their old job.",
        ],
        [
          'Meet everyone in the first two weeks',
          'A long one-to-one with each person, asking what they want and what frustrates them, is the foundation of everything after.',
        ],
        [
          'No big changes in month one',
          "Changing things before understanding them signals that you weren't listening.",
        ],
        [
          'Fix one visible thing by day 60',
          'Choose an improvement the team asked for. It shows the conversations led somewhere.',
        ],
      ],
      quotes: [
        'My calendar said manager. My to-do list said engineer. For three months I believed the to-do list.',
      ],
    },
    {
      title: 'Feedback that people can actually use',
      guest: ['Nadia Benali', 'a leadership coach who trains managers in hospitals and schools'],
      topic: 'giving useful feedback',
      summary: `Most feedback fails, Nadia Benali says, not because it is too harsh or too soft, but because it is too vague. "Your presentation could have been stronger" gives the other person nothing to do differently. She teaches a method she calls observation, impact, request: describe exactly what you saw, explain what effect it had, and ask for something specific next time.

Nadia walks Grace through examples from her work with hospital ward managers. Instead of telling a nurse she seemed disorganised at handover, a manager might say: "At handover this morning, two patients' medication changes weren't mentioned; the night team had to check the notes for both. Could you go through the medication list first tomorrow?" The second version is harder to argue with and easier to act on. She also addresses timing, which matters more than most managers think. Feedback given within a day is far more useful than the same feedback saved for a quarterly review. And Nadia insists that managers ask for feedback on themselves first, because teams that hear their manager say "I got that wrong" are much more willing to hear the same.`,
      learnings: [
        [
          'Observation, impact, request',
          'Describe what you saw, its effect, and a specific request. Vague judgements give people nothing to change.',
        ],
        ['Give it within a day', 'Feedback saved for a quarterly review has lost most of its usefulness.'],
        [
          'Ask for feedback on yourself first',
          'Teams accept feedback more readily from a manager who openly asks for and acts on theirs.',
        ],
        [
          'Specific is kinder than soft',
          'A clear description of what happened is easier to hear than a vague hint that something was wrong.',
        ],
        [
          'Separate praise from correction',
          'Sandwiching criticism between compliments teaches people to distrust the compliments.',
        ],
      ],
    },
    {
      title: "How to run a one-to-one that isn't a status update",
      topic: 'one-to-one meetings',
      summary: `A listener wrote in saying her one-to-ones had become thirty minutes of project updates that could have been an email, and asked how to fix them. Grace answers on her own in this short episode, drawing on 12 years of managing teams in publishing and the two hundred or so one-to-ones she estimates she holds a year.

Her first rule is that the one-to-one belongs to the team member, not the manager. Grace keeps a shared document for each person where either of them can add topics during the week, and the team member's topics always go first. Status updates are banned from the meeting: they go in writing, and the conversation is for what the writing can't do.

She shares the questions she uses when a conversation stalls: what is taking more energy than it should, what would you change about how we work if you could, and what are you not getting from me. She also explains why she never cancels a one-to-one, only moves it, because a cancelled meeting tells the person they are the easiest thing to drop.`,
      learnings: [
        [
          'The meeting belongs to them',
          "The team member's topics go first. The manager's agenda comes second, if there's time.",
        ],
        [
          'Put status updates in writing',
          "Project updates go in a written note, leaving the conversation for things writing can't handle.",
        ],
        ['Move, never cancel', "A cancelled one-to-one tells people they're the easiest thing to drop."],
      ],
    },
    {
      title: 'Hiring: the interview questions that predict anything',
      guest: ['Samuel Adeyemi', 'head of talent at a logistics company that hires 400 people a year'],
      topic: 'interviewing job candidates',
      summary: `Samuel Adeyemi's company hires about 400 people a year, and three years ago it analysed which parts of its interviews actually predicted how people performed in their first year. The results were humbling.

Unstructured conversations, where each interviewer asked whatever came to mind, predicted almost nothing. A short work sample and structured questions asked the same way to every candidate predicted the most.

Samuel explains how the company changed. Each role now has four to six agreed criteria, each interviewer covers specific ones, and every candidate is asked the same core questions. Answers are scored against a written guide before interviewers talk to each other, which stops the most senior or confident voice from setting everyone's opinion.

Grace asks about culture fit, a phrase Samuel has banned. He explains that it often became a way of hiring people like the existing team, and replaced it with explicit values that candidates are assessed against. He also talks about the candidate's experience, since every rejected applicant is also a potential customer.`,
      learnings: [
        [
          'Unstructured chats predict almost nothing',
          "Samuel's analysis found free-form interviews barely predicted first-year performance.",
        ],
        [
          'Ask everyone the same core questions',
          "Consistent questions make candidates comparable and reduce the interviewer's bias.",
        ],
        [
          'Score before you discuss',
          "Interviewers score against a written guide before talking, so the most senior voice doesn't set the verdict.",
        ],
        [
          'Replace culture fit with named values',
          'Culture fit often meant similar to us. Explicit values give something fair to assess.',
        ],
        ['Use a short work sample', 'A realistic task from the job was the strongest predictor of all.'],
        [
          'Rejected candidates are future customers',
          'Every applicant remembers how they were treated, and tells people.',
        ],
      ],
    },
    {
      title: "The conversation you've been putting off",
      guest: ['Miriam Shapiro', 'a mediator who trains managers in difficult conversations'],
      topic: 'difficult conversations at work',
      summary: `Miriam Shapiro asks every workshop group the same question: how long have you been putting off your most difficult conversation? The median answer is about three months. In that time, she points out, the problem has usually grown, the other person has probably sensed something is wrong, and the manager has rehearsed the conversation so often in their head that it has become far more dramatic than it needs to be. Her approach starts with preparation. Write down, in two or three sentences, what the issue is, with concrete examples, and what you hope will be different afterwards. Then open the conversation by naming the topic within the first minute, rather than easing in with small talk that makes the other person nervous. Miriam gives Grace examples of opening lines that are direct without being harsh.

She also talks about what to do when the conversation goes badly: tears, anger or silence. Her advice is to pause rather than push, acknowledge the emotion, and if needed agree to continue the next day, with a time set before you leave the room.`,
      learnings: [
        [
          'Name the topic in the first minute',
          'Small talk before bad news makes people anxious. Say what the conversation is about straight away.',
        ],
        [
          'Write the issue in three sentences',
          'Preparing a short, concrete description with examples stops the conversation from drifting.',
        ],
        [
          'Delay makes it harder, not easier',
          'Conversations postponed for months let the problem grow, and the other person usually senses it.',
        ],
        [
          'Pause when emotions run high',
          'If there are tears or anger, acknowledge them and agree a time to continue, rather than pushing on.',
        ],
      ],
      quotes: [
        "By the time people come to me, they've had the conversation a hundred times in the shower. It never goes that badly in real life.",
      ],
    },
    {
      title: 'Leading a team through layoffs',
      guest: [
        'Daniel Okoro',
        'a former operations director who led a team through two rounds of redundancies',
      ],
      topic: 'leading through layoffs',
      summary: `Daniel Okoro has been on both sides of layoffs: once as an employee told by email, and twice as a director who had to tell his own team that colleagues were leaving. He joins Grace to talk about what he learned about doing something painful with as much humanity as possible.

The first lesson was about speed and honesty. In his first round, rumours ran for three weeks before any announcement, and people spent that time updating their CVs instead of working. The second time, Daniel pushed for a shorter gap and told his team exactly what he knew and didn't know, even when the answer was "I don't know yet". He believes the honesty mattered more to people than the details. Daniel is also frank about the people who stay. Survivors often feel guilt, anxiety and anger, and productivity typically drops for months. He held small-group conversations in the weeks after, was open about his own sadness, and resisted the pressure to announce an exciting new strategy the following week. Grace asks how he looked after himself, and Daniel admits he didn't, at first.`,
      learnings: [
        [
          'Shorten the gap between rumour and news',
          'Weeks of rumours cost more productivity and trust than the announcement itself.',
        ],
        [
          "Say what you don't know",
          "Honest uncertainty, such as I don't know yet, earned more trust than polished messages.",
        ],
        [
          'Those who stay need attention too',
          "Survivors feel guilt and anxiety. Small-group conversations helped Daniel's team recover.",
        ],
      ],
    },
    {
      title: 'Trust on a remote team is built in small deposits',
      guest: ['Chloé Martin', 'head of people at a fully remote company with 250 staff'],
      topic: 'building trust in remote teams',
      summary: `Chloé Martin's company has 250 employees in 30 countries and no office. When she joined, the annual survey showed that people trusted their immediate teammates but felt disconnected from everyone else, and that new employees took about five months to feel they belonged. She tells Grace what the company did about it.

Her view is that trust on a remote team is built in small, frequent moments rather than occasional big events. Managers start weekly meetings with five minutes of non-work conversation, new hires get three coffee calls with people outside their team in their first month, and teams write a short working agreement covering how they communicate, when they're reachable and how they disagree.

Chloé also talks about reliability, which she considers the foundation of remote trust: doing what you said you would, when you said you would, visibly. Teams that post short updates when they finish a promised task report higher trust. The latest survey shows new employees now feel they belong within about two months.`,
      learnings: [
        [
          'Small moments build remote trust',
          'Five minutes of non-work talk each week does more than an annual retreat.',
        ],
        [
          'Reliability is visible trust',
          'Posting a short note when a promised task is done shows colleagues they can count on you.',
        ],
        [
          'Write a team working agreement',
          'A short document on communication, availability and disagreement prevents misunderstandings.',
        ],
        [
          'Introduce new hires beyond their team',
          'Three coffee calls outside their team helped new employees feel they belonged in two months instead of five.',
        ],
      ],
    },
    {
      title: 'Delegating without disappearing',
      guest: ['Rajesh Menon', 'a chief operating officer who coaches managers on delegation'],
      topic: 'delegating work',
      summary: `Rajesh Menon asks managers who say they can't delegate to do an exercise: list everything they did last week, then mark each item with the name of someone on their team who could have done it at least 80% as well. Most find that a third of their week could have been someone else's, and that the someone else would have learned from it. But Rajesh is equally critical of managers who delegate by disappearing. Handing over a task with no context, then reappearing only when it goes wrong, destroys confidence. He describes levels of delegation, from "research this and report back" to "decide and tell me afterwards", and argues that the manager's job is to say clearly which level applies. Grace asks about the fear of losing control. Rajesh suggests agreeing check-in points in advance, tied to milestones rather than to anxiety, and deciding before you start what good enough looks like. He also shares the mistake he made most often: taking work back the first time it wasn't done his way.`,
      learnings: [
        [
          'Find the 80% tasks',
          "List last week's work and mark what someone else could do 80% as well. Most managers find a third of their week.",
        ],
        [
          'Say how much authority comes with it',
          'From research and report to decide and tell me later, the level of delegation must be explicit.',
        ],
        [
          'Agree check-ins at milestones',
          'Scheduled check-ins replace anxious hovering and sudden reappearances.',
        ],
        [
          "Don't take it back at the first wobble",
          "Reclaiming work the first time it isn't done your way teaches people not to try.",
        ],
        [
          'Define good enough in advance',
          'Agreeing what a good result looks like before starting avoids arguments about style later.',
        ],
      ],
    },
    {
      title: 'Performance reviews nobody dreads',
      guest: ['Ingrid Halvorsen', 'an HR director who redesigned reviews at a Norwegian bank'],
      topic: 'performance reviews',
      summary: `When Ingrid Halvorsen surveyed employees at her bank about the annual performance review, 70% said it was stressful and only 15% said it helped them improve. Managers hated it too: the process took about six hours per employee, mostly writing ratings that rarely changed anything. She spent two years redesigning it.

The new process has no annual rating. Instead, managers hold a short development conversation every quarter, focused on three questions: what went well, what you want to get better at, and what you need from me. Pay decisions are made separately, once a year, by a small group of managers comparing evidence, so the development conversation isn't overshadowed by salary.

Grace asks whether removing ratings made it harder to deal with poor performance. Ingrid says the opposite happened: because conversations were frequent, problems came up months earlier. She also describes the resistance from senior managers who liked ratings, and how she won them over with data from a pilot in two departments.`,
      learnings: [
        [
          'Separate development from pay',
          'When salary decisions are made separately, people talk honestly about what they want to improve.',
        ],
        [
          'Quarterly beats annual',
          'Short conversations every quarter surface problems months earlier than a yearly review.',
        ],
        [
          'Three questions are enough',
          'What went well, what you want to improve and what you need from your manager cover most of what matters.',
        ],
      ],
      quotes: ['We were spending six hours per person producing a number nobody believed.'],
    },
    {
      title: "When two of your team can't stand each other",
      guest: ['Thomas Reid', 'a workplace mediator'],
      topic: 'conflict between team members',
      summary: `Thomas Reid is called in when a conflict between colleagues has become so bad that it affects a whole team. By then, he says, it has usually been going on for a year, and the manager has tried to ignore it, then tried to solve it by talking to each person separately, which made it worse because each heard something different.

He tells Grace about a case involving two senior analysts who had stopped speaking except by email. The original issue was small, credit for a report presented to the board, but over months it had become a story each of them told about the other's character. Thomas's process brought them together with clear ground rules, focused on specific incidents rather than personalities, and ended with a short written agreement about how they would share work in future. Thomas's advice for managers is to intervene early, when the issue is still about a task, and to talk to both people together as soon as possible. He also explains when a manager should step back and bring in someone neutral.`,
      learnings: [
        [
          "Intervene while it's about a task",
          'Conflicts start as disagreements about work and become stories about character. Act before that shift.',
        ],
        [
          'Talk to both together',
          'Separate conversations let each person hear a different version of what the manager said.',
        ],
        [
          'Focus on incidents, not personalities',
          'Discussing specific events keeps the conversation workable. Character judgements end it.',
        ],
        [
          'End with a written agreement',
          'A short note on how the two will work together gives everyone something to refer back to.',
        ],
      ],
    },
    {
      title: 'Managing the people who used to be your peers',
      guest: ['Aisha Rahman', 'a nurse manager promoted from within her own ward'],
      topic: 'managing former colleagues',
      summary: `When Aisha Rahman was promoted to manage the ward where she had worked as a nurse for six years, some of the people she now managed had trained her. Two of them had applied for the same job. She tells Grace about the first year, which included a difficult conversation with a close friend and the slow work of being taken seriously in a new role. Aisha's first step was to acknowledge the change openly. In her first team meeting she said that her role had changed, that it would feel strange for everyone, and that she would need to make decisions some of them wouldn't like. She then met each of the two unsuccessful candidates privately, asked what they wanted to develop and gave one of them responsibility for the ward's training programme.

The hardest part was friendship. Aisha describes a colleague who expected special treatment and was hurt when she didn't get it, and how their friendship recovered months later. Her advice is to stay friendly with everyone, but stop being anyone's confidante about work.`,
      learnings: [
        [
          'Name the change out loud',
          'Aisha told her team directly that the new role would feel strange for everyone. It cleared the air.',
        ],
        [
          'Talk to the other candidates first',
          'Private conversations with colleagues who applied for the job, and real responsibility for one, eased the tension.',
        ],
        [
          'Friendly with all, confidante to none',
          'Stop discussing work privately with old friends on the team. Fairness has to be visible.',
        ],
      ],
    },
    {
      title: 'Psychological safety, without the buzzwords',
      guest: ['Hugo Andersson', 'an organisational psychologist who studies team learning'],
      topic: 'psychological safety in teams',
      summary: `Hugo Andersson thinks psychological safety has become a buzzword, and that is a pity, because the idea behind it is simple and useful. A team has it when people believe they can admit mistakes, ask basic questions or disagree without being punished or embarrassed. In teams that have it, problems surface early; in teams that don't, they are hidden until they explode.

Hugo describes a study of hospital teams in which the best teams appeared to make more mistakes, because they reported them, while weaker teams reported fewer and made more. He then turns to what managers actually do that builds or destroys safety: how they react to the first bad news someone brings, whether they admit their own mistakes, and whether they ask questions they don't know the answer to.

Grace asks about the common misunderstanding that safety means comfort. Hugo is firm that it doesn't. Safe teams argue more, not less, and hold high standards; what they don't do is humiliate. He ends with a simple test managers can use in their next meeting.`,
      learnings: [
        [
          'Good teams report more mistakes',
          'Teams with psychological safety seem to make more errors because they admit them. Hidden mistakes are the dangerous ones.',
        ],
        [
          'React well to the first bad news',
          'How a manager responds the first time someone brings a problem decides whether anyone brings the next one.',
        ],
        [
          "Safe doesn't mean comfortable",
          "Safe teams argue more and keep high standards. They just don't humiliate each other.",
        ],
        [
          'Admit your own mistakes',
          'A manager who says I got that wrong shows the team that mistakes can be discussed.',
        ],
        [
          "Ask questions you can't answer",
          'Genuine questions from the manager invite others to share what they know.',
        ],
        [
          'Thank the person who disagrees',
          'Publicly thanking someone for challenging a plan makes the next challenge more likely.',
        ],
        [
          'Count who speaks in meetings',
          "If the same two people talk every time, others don't feel safe to. Invite the quieter ones by name.",
        ],
      ],
    },
    {
      title: 'Managing up without sucking up',
      guest: ['Lydia Chen', 'an executive coach and former chief of staff'],
      topic: 'working well with your own manager',
      summary: `Lydia Chen spent five years as chief of staff to a chief executive and now coaches managers on the relationship most of them neglect: the one with their own boss. She argues that managing up is not about flattery. It is about making it easy for your manager to support you, which helps your team as much as yourself.

Her practical advice starts with understanding what your manager is measured on and worried about. Lydia suggests asking directly: what would make this quarter a success for you? She then recommends a short weekly written update with three parts, progress, problems and decisions needed, so that bad news never arrives as a surprise.

Grace asks about disagreeing with a manager. Lydia's rule is to disagree once, clearly, in private, with your reasoning, and then to commit fully if the decision goes against you, unless it's an ethical issue. She also discusses what to do with a manager who is absent, micromanaging or simply not very good, and when it is time to look for a new one.`,
      learnings: [
        [
          'Learn what your boss is measured on',
          'Asking what would make the quarter a success for them shows you where your work matters most.',
        ],
        [
          'Send a weekly three-part update',
          'Progress, problems and decisions needed, in writing, so bad news never arrives as a surprise.',
        ],
        [
          'Disagree once, then commit',
          "Make your case clearly in private. If the decision goes the other way, back it fully unless it's unethical.",
        ],
        [
          'No surprises in public',
          'Never let your manager hear bad news for the first time in a meeting with others.',
        ],
      ],
    },
    {
      title: 'Small rituals that hold a team together',
      guest: ['Marco Bianchi', "a restaurant group's head chef who manages 40 kitchen staff"],
      topic: 'team rituals',
      summary: `Before every dinner service in Marco Bianchi's kitchens, the whole team eats a family meal together for twenty minutes, cooked by a different person each day. It costs about an hour of paid time across the team and some ingredients, and Marco says it is the most valuable thing his restaurants do. He joins Grace to talk about rituals, and why they matter more in high-pressure work.

Marco describes the other habits his kitchens rely on: a two-minute huddle before service where the chef names the one thing that matters tonight, a short debrief after service where anyone can say what went wrong without blame, and a tradition of the newest cook choosing the music on Sundays. None of them are complicated, and all of them signal that people matter. Grace asks how rituals can apply outside kitchens. Marco thinks the principles carry over: rituals should be regular, short and shared by everyone, including the boss. He also warns against forced fun, which people can smell immediately, and says the best rituals usually start with the team, not the manager.`,
      learnings: [
        [
          'Eat together before the pressure starts',
          "A twenty-minute family meal before service costs little and holds Marco's kitchens together.",
        ],
        [
          'Name the one thing that matters tonight',
          'A two-minute huddle focuses everyone before a busy shift.',
        ],
        [
          'Debrief without blame',
          "A short post-service talk where anyone can say what went wrong catches problems while they're fresh.",
        ],
        [
          'Rituals must include the boss',
          'Traditions only work when everyone takes part, including the people in charge.',
        ],
        [
          'Forced fun backfires',
          'The best rituals start with the team. Imposed ones feel like another task.',
        ],
      ],
      quotes: ['If you eat together at five, you forgive each other at nine.'],
    },
    {
      title: "Noticing burnout on your team before it's too late",
      guest: ['Dr. Fatima Idris', 'an occupational physician'],
      topic: 'spotting burnout in a team',
      summary: `By the time someone tells their manager they are burned out, Fatima Idris says, they have usually been struggling for months. As an occupational physician, she sees people at the point of collapse and often hears that their manager noticed nothing. She tells Grace about the earlier signs managers can learn to see.

The signs are often changes rather than problems: someone who used to be engaged in meetings going quiet, a careful person making uncharacteristic errors, cynicism from someone who was positive, or emails sent late at night by someone who didn't used to. Fatima stresses that managers shouldn't try to diagnose, but should notice and ask.

She gives Grace a way to start that conversation: describe what you've noticed, ask how they are without rushing, and ask what would help, rather than offering solutions immediately. Fatima also addresses the cause. Burnout is usually a response to workload, lack of control or unfairness, and managers have more influence over those than they think.`,
      learnings: [
        [
          'Look for changes, not problems',
          'A quiet person who was engaged, or a careful person making errors, may be struggling.',
        ],
        [
          "Notice and ask, don't diagnose",
          "Managers should describe what they've seen and ask how someone is, not label it.",
        ],
        ['Ask what would help', 'Let the person say what they need before offering solutions.'],
      ],
    },
    {
      title: 'The underperformer you inherited',
      guest: ['Paul Mensah', 'a sales director who has turned around several struggling teams'],
      topic: 'managing an underperforming employee',
      summary: `When Paul Mensah took over a sales team last year, the previous manager left him a note about one salesperson: "Not working out. Good luck." The salesperson had missed targets for three quarters. Twelve months later she was one of the top performers on the team. Paul tells Grace how that happened, and also about the times it didn't.

He started by assuming nothing. In a long first conversation he asked what had gone wrong, and learned that she had been given the weakest territory after a reorganisation and had never been told clearly what good performance looked like. Paul set three specific goals for the next two months, met her weekly and sat in on several client calls to give feedback.

Paul is clear that this approach doesn't always work. In another case, clear goals and support made no difference, and he explains how he handled a fair exit process. The lesson, he says, is to give everyone a real chance with clear expectations, and to be honest and quick when that chance has been used.`,
      learnings: [
        [
          'Start from zero, not from the file',
          "Paul ignored the previous manager's verdict and asked what had gone wrong. The answer changed everything.",
        ],
        [
          'Make good performance concrete',
          'Three specific goals for two months replaced vague pressure to do better.',
        ],
        [
          'Support is part of the plan',
          "Weekly meetings and sitting in on client calls gave her feedback she'd never had.",
        ],
        [
          'Be honest when the chance is used',
          "When clear goals and support don't work, a fair and quick exit is kinder than drift.",
        ],
      ],
    },
    {
      title: 'Promoting someone: the decision and the conversation',
      topic: 'promoting people on your team',
      summary: `This solo episode comes from a question Grace gets more than any other from first-time managers: how do I decide who to promote, and how do I tell the people who didn't get it? She draws on the 30 or so promotion decisions she has been part of and the two she got badly wrong. Grace starts with the decision. She separates two questions that often get mixed up: has this person been excellent in their current role, and do they show the skills the next role requires? They are different, and promoting a great specialist into a management role they don't want is one of the most common mistakes she has seen. She describes a promotion she made on loyalty rather than evidence, and the eighteen months it took to repair. The second half is about the conversations. For the person who got the promotion, Grace explains why she talks about the first difficult month as well as the congratulations. For those who didn't, she recommends telling them in person, before any announcement, with specific and honest reasons and a concrete plan, if there is one, for what would make them ready.`,
      learnings: [
        [
          "Great now doesn't mean ready for more",
          'Excellence in the current role and skills for the next role are separate questions.',
        ],
        [
          "Don't promote on loyalty",
          'One promotion made on loyalty rather than evidence took eighteen months to repair.',
        ],
        [
          'Tell those who missed out first',
          "People who didn't get the role should hear it in person before any public announcement.",
        ],
        [
          'Give a concrete path, or none',
          'A specific plan for what would make someone ready is honest. A vague promise is not.',
        ],
      ],
    },
    {
      title: 'Leaving your team well',
      guest: ['Jonathan Bruckner', 'a former managing director who has left three leadership roles'],
      topic: 'leaving a leadership role',
      summary: `Jonathan Bruckner has left three leadership roles, once to a better job, once after a merger and once burned out, and he says the way he left each time shaped how people remembered everything that came before. He talks with Grace about leaving well, a subject leadership books almost never cover.

The first point is timing and honesty. Jonathan told his team about his departure himself, on the same day as his own manager knew, rather than letting the news leak. He explains how he answered the question everyone asks, "why are you leaving?", honestly without damaging the organisation. Much of the episode is about handover. Jonathan wrote a document for his successor covering not only projects but people: who was ready for more responsibility, who was struggling, and which promises he had made that needed keeping. He also talks about the temptation to make big decisions in the last month, which he resisted, and about staying in touch with former team members without interfering with the new leader.`,
      learnings: [
        [
          'Tell your team yourself',
          'Jonathan told his team the same day his own boss knew, so nobody heard it as rumour.',
        ],
        [
          'Hand over people, not just projects',
          'His handover note covered who was ready for more, who was struggling and which promises needed keeping.',
        ],
        [
          'No big decisions in the last month',
          'Leave strategic choices to the person who will live with them.',
        ],
        [
          "Stay in touch, don't interfere",
          "Former team members can call you. The new leader shouldn't have to compete with you.",
        ],
        [
          "Be honest about why you're leaving",
          'A truthful, careful answer protects trust. A vague one invites rumours.',
        ],
      ],
      quotes: ['People forget most of what you did as a leader. They remember exactly how you left.'],
    },
  ],
};
