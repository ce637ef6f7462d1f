import type { ChannelTheme } from '../channel-theme';

export const mindMatters: ChannelTheme = {
  creatorNumber: 11,
  host: 'Daniel Park',
  channelName: 'Mind Matters',
  description:
    'Psychology for everyday life: habits, emotions, relationships and decision-making, explored with researchers and therapists who explain what the studies really say.',
  categories: ['Psychology', 'Wellbeing', 'Education'],
  price: 250,
  verified: true,
  handle: 'mind-matters',
  minutes: [30, 70],
  schedule: { everyDays: 14, latestDaysAgo: 7, firstNumber: 132 },
  chapters: true,
  episodes: [
    {
      title: 'How long does it really take to form a habit?',
      guest: ['Dr. Eleanor Price', 'a health psychologist who studies habit formation'],
      topic: 'how habits form',
      summary: `The claim that a habit takes 21 days to form has no scientific basis, Eleanor Price tells Daniel. It seems to come from a 1960s self-help book about plastic surgery patients adjusting to their new appearance. When researchers actually tracked people trying to build a new daily habit, like eating a piece of fruit with lunch or going for a walk after breakfast, the median time for the behaviour to feel automatic was about 66 days, with a range from 18 to more than 250.

Eleanor explains what a habit is in psychological terms: a behaviour triggered automatically by a cue, usually a place, time or preceding action, without much conscious thought. That's why the most reliable way to build one is to attach it to an existing routine, such as doing ten squats after switching on the kettle.

What about missed days? Eleanor's research offers good news: missing a single day made little difference to how automatic the habit became. What mattered was returning to it. She also explains why rewarding yourself after the behaviour helps early on, but isn't what keeps a habit going once it's established.`,
      learnings: [
        [
          'Sixty-six days, not 21',
          'In studies, new habits took a median of about 66 days to feel automatic, with a huge range.',
        ],
        [
          'Attach it to an existing routine',
          'A cue like switching on the kettle triggers the new behaviour without needing willpower.',
        ],
        [
          'Missing one day barely matters',
          'A single missed day made little difference. Returning the next day is what counts.',
        ],
        [
          'Habits run on cues, not motivation',
          'Once established, a habit fires from its cue. Motivation matters mainly at the start.',
        ],
      ],
      quotes: [
        "Twenty-one days came from a surgeon's book about nose jobs. It was never about habits at all.",
      ],
    },
    {
      title: 'Procrastination is about feelings, not time',
      guest: ['Dr. Tim Kowalski', 'a psychologist who studies procrastination'],
      topic: 'procrastination',
      summary: `People who procrastinate are not lazy or bad at managing time, Tim Kowalski tells Daniel. His research suggests procrastination is mainly a way of managing unpleasant emotions. When a task makes us feel bored, anxious, confused or inadequate, putting it off brings immediate relief, and that relief rewards the delay, making it more likely next time.

That explains why time management tips so often fail. A better calendar doesn't change how a dreaded task feels. Tim describes approaches that target the emotion instead: making the first step so small it barely triggers discomfort, such as opening the document and writing one sentence; noticing the feeling rather than acting on it; and self-forgiveness. In one of his studies, students who forgave themselves for procrastinating on one exam procrastinated less before the next. Deadlines do seem to work. Tim agrees that external deadlines help, and that self-imposed ones help too, if they are specific and shared with someone else. He also explains why perfectionists are especially prone to procrastination.`,
      learnings: [
        [
          'Procrastination manages feelings',
          'Delaying a task brings relief from boredom, anxiety or self-doubt, which rewards the delay.',
        ],
        [
          'Make the first step tiny',
          'Opening the document and writing one sentence triggers less discomfort than starting the whole task.',
        ],
        [
          'Forgiving yourself reduces delay',
          'Students who forgave themselves for procrastinating did it less before the next exam.',
        ],
        [
          'Share your deadlines',
          "Self-set deadlines work better when they're specific and someone else knows about them.",
        ],
        [
          'Perfectionism feeds delay',
          'Fear of doing it imperfectly makes starting feel risky, so perfectionists put things off.',
        ],
      ],
    },
    {
      title: 'Loneliness is not the same as being alone',
      guest: ['Dr. Maria Lopes', 'a social psychologist who studies loneliness'],
      topic: 'loneliness',
      summary: `Loneliness is the gap between the social connection we want and the connection we have, Maria Lopes explains, which is why someone can feel lonely in a busy office or a marriage, and content living alone in a village. It is also more common among young adults than many people assume; in several large surveys, people aged 16 to 24 reported loneliness more often than those over 65.

Maria explains why loneliness tends to reinforce itself. Lonely people become more alert to social threats, interpreting neutral faces as unfriendly and expecting rejection, which makes them more cautious and withdrawn. Long-term loneliness is linked with poorer physical and mental health, though she is careful about the popular comparison to smoking fifteen cigarettes a day, which she thinks oversimplifies the evidence.

So what helps? Maria says interventions that address the thinking patterns, helping people notice and question their expectations of rejection, have worked better in studies than simply creating more opportunities for contact. She also suggests small, repeated contact, like talking to the same neighbour or joining a weekly group, which builds familiarity over time.`,
      learnings: [
        [
          'Loneliness is a gap, not a number',
          "It's the difference between the connection you want and what you have, not how many people are around.",
        ],
        [
          'Young adults are often loneliest',
          'Several surveys found people aged 16 to 24 reported loneliness more often than over-65s.',
        ],
        [
          'Loneliness makes people expect rejection',
          'Lonely people read neutral faces as unfriendly, which makes them withdraw further.',
        ],
        [
          'Change the thinking, not just the calendar',
          'Addressing expectations of rejection worked better than simply arranging more contact.',
        ],
        [
          'Repetition builds connection',
          'Seeing the same people regularly, like a weekly group, builds the familiarity friendship needs.',
        ],
      ],
    },
    {
      title: "The willpower study that didn't replicate",
      guest: ['Dr. Jakob Steiner', 'a psychologist who works on replication studies'],
      topic: 'ego depletion and the replication crisis',
      summary: `For two decades, one of psychology's most famous findings was ego depletion: the idea that willpower is a limited resource, used up by one act of self-control and leaving less for the next. Hundreds of studies seemed to confirm it.

Then, in 2016, a large coordinated replication across more than 20 labs, with over 2,000 participants, found an effect close to zero. Jakob Steiner was one of the researchers involved.

Jakob explains to Daniel how a finding can appear in hundreds of studies and still not be real. Small samples, flexible analysis choices and journals that publish only positive results can together produce a literature full of effects that don't hold up. He is careful not to say ego depletion is definitely false, but says the evidence for it is much weaker than textbooks suggested.

The conversation widens to what has changed since: pre-registration of studies, larger samples and journals that publish replications. Daniel asks what listeners should take from this, and Jakob suggests healthy scepticism about any single striking study, especially one that seems to explain everything.`,
      learnings: [
        [
          'A famous effect nearly vanished',
          "A 2016 replication across more than 20 labs found ego depletion's effect close to zero.",
        ],
        [
          'Many studies can share one flaw',
          'Small samples, flexible analyses and publication bias can fill a literature with fragile findings.',
        ],
        [
          'Pre-registration makes research sturdier',
          'Declaring methods before collecting data reduces the chance of finding patterns in noise.',
        ],
        [
          'Be wary of single striking studies',
          'A surprising result that explains everything deserves extra scepticism until replicated.',
        ],
      ],
    },
    {
      title: 'Gratitude journals: what the evidence supports',
      guest: ['Dr. Ana Ferreira', 'a positive psychology researcher'],
      topic: 'gratitude practices',
      summary: `Gratitude journals are among the most popular wellbeing practices, and Ana Ferreira has reviewed the research behind them. Her summary: writing down things you're grateful for does seem to improve wellbeing a little, on average, but the effects are smaller than popular books suggest, and they depend heavily on how the practice is done. Ana describes a study in which people who wrote about gratitude once a week felt better after six weeks than those who wrote three times a week. Doing it too often, she suggests, may turn it into a chore and make the entries repetitive. Specific entries, about a particular person or moment, seem more effective than general lists like "my family" or "my health".

Gratitude letters, written to someone who once helped you, are a different matter. Ana says these show some of the strongest short-term effects, especially when delivered in person. She also raises a caution: for people going through genuine hardship, being told to feel grateful can feel dismissive, and gratitude shouldn't replace acknowledging real problems.`,
      learnings: [
        [
          'Once a week may beat daily',
          'In one study, weekly gratitude writing helped more than three times a week.',
        ],
        ['Be specific', 'A particular moment or person works better than general lists like my health.'],
        [
          'Gratitude letters have strong effects',
          'Writing to someone who helped you, especially delivered in person, showed some of the biggest boosts.',
        ],
        [
          "Don't use it to dismiss hardship",
          "Telling people in real difficulty to be grateful can feel like their problems don't count.",
        ],
      ],
    },
    {
      title: 'Anger is information',
      guest: ['Dr. Kwame Boateng', 'a clinical psychologist who runs anger management groups'],
      topic: 'anger',
      summary: `Kwame Boateng runs anger management groups, and he starts every new group by telling them that anger isn't the problem. Anger is a normal emotion that signals something important: a boundary crossed, an injustice, a need not being met. The problem is what people do with it. He tells Daniel how he helps people use anger's information without being controlled by it.

Kwame explains the physiology first. Anger triggers a surge of adrenaline that raises heart rate and narrows attention, making careful thinking harder for several minutes. That's why his first technique is the time-out: noticing the early physical signs, like a tight jaw or hot face, and leaving the situation for about twenty minutes before returning to the conversation. He also challenges the old idea of venting, such as punching a pillow, which research suggests tends to increase anger rather than release it. What works instead is slower. Kwame describes slowing the breath, naming what triggered the anger and, later, asking what the anger was pointing to and what could be done about it.`,
      learnings: [
        [
          'Anger signals something important',
          'It points to a boundary crossed or a need unmet. The problem is what we do with it.',
        ],
        [
          'Take a twenty-minute time-out',
          'The adrenaline surge narrows thinking for minutes. Step away, then come back.',
        ],
        [
          'Venting makes it worse',
          'Punching pillows and shouting tend to increase anger rather than release it.',
        ],
      ],
      quotes: [
        'Nobody comes to my group because they feel anger. They come because of something they did with it.',
      ],
    },
    {
      title: 'Why the same thought keeps coming back at 2 a.m.',
      guest: ['Dr. Sophie Hart', 'a clinical psychologist who researches rumination'],
      topic: 'rumination and overthinking',
      summary: `Rumination is repetitive, passive thinking about problems and their causes, without moving towards a solution, Sophie Hart explains. It often feels like problem-solving, which is why people keep doing it, but studies suggest it prolongs low mood and anxiety rather than resolving anything. Night-time rumination is especially common, because there are fewer distractions.

Sophie describes the difference between rumination and productive reflection. Asking "why does this always happen to me?" tends to go round in circles; asking "what's one thing I could do tomorrow?" moves forward. She teaches clients to notice the shift from one to the other and to redirect their attention deliberately.

One technique Sophie uses often is worry time. Clients set aside fifteen minutes each afternoon to worry on purpose, writing worries down. When a worry arrives at another time, they note it and postpone it to the worry slot. Sophie says many clients find the worries have shrunk by the time the slot arrives, and that the practice gives them a sense of control.`,
      learnings: [
        [
          "Rumination feels like problem-solving but isn't",
          'Repetitive thinking about causes prolongs low mood without producing answers.',
        ],
        [
          'Switch from why to what next',
          "What's one thing I could do tomorrow? moves forward where why me? circles.",
        ],
        [
          'Schedule a worry time',
          'Fifteen minutes each afternoon for worrying, with other worries postponed to it, gives a sense of control.',
        ],
        [
          'Write worries down at night',
          'Putting a worry on paper before sleep signals that it will be dealt with later.',
        ],
      ],
    },
    {
      title: 'Self-compassion is not self-indulgence',
      guest: ['Dr. Lisa Andersson', 'a researcher who studies self-compassion'],
      topic: 'self-compassion',
      summary: `Many high achievers believe that being hard on themselves is what keeps them going. Lisa Andersson's research suggests the opposite. People who respond to their own mistakes with self-compassion, treating themselves as they would a friend, are more likely to take responsibility for their mistakes and try again, not less. Lisa explains the three parts of self-compassion as researchers define it: kindness towards yourself rather than harsh judgement; recognising that everyone makes mistakes rather than feeling uniquely flawed; and noticing painful feelings without being swept away by them. She describes studies in which participants who wrote to themselves compassionately after a failure studied longer for a follow-up test. Daniel asks the obvious question: doesn't this make people complacent? Lisa says self-compassion isn't lowering standards. It's about how you treat yourself when you fall short of them. She shares a simple exercise: when you notice self-criticism, ask what you would say to a close friend in the same situation, and say that to yourself.`,
      learnings: [
        [
          'Self-compassion increases effort',
          "People kind to themselves after failure studied longer for the next test in Lisa's studies.",
        ],
        [
          "It isn't lowering the bar",
          'Self-compassion is about how you treat yourself when you miss a standard, not abandoning it.',
        ],
        ['Everyone makes mistakes', 'Remembering that failure is shared, not unique to you, reduces shame.'],
        [
          'Talk to yourself like a friend',
          "Ask what you'd say to a close friend in the same situation, then say it to yourself.",
        ],
      ],
    },
    {
      title: 'How reliable is your memory?',
      guest: ['Dr. Rachel Morgan', 'a cognitive psychologist who studies false memory'],
      topic: 'how memory works and fails',
      summary: `Memories feel like recordings, Rachel Morgan tells Daniel, but they are reconstructions, rebuilt each time we recall them and open to change in the process. Her lab has shown that people can come to remember details of events that never happened, simply by being asked leading questions or shown doctored photographs.

Rachel describes classic experiments in which participants who saw a film of a car accident estimated higher speeds when asked how fast the cars were going when they smashed into each other, compared with when they hit each other. Some of the smashed group later remembered seeing broken glass that wasn't in the film. These findings have had major consequences for eyewitness testimony in courts.

Daniel asks whether vivid, emotional memories are more reliable. Rachel explains that people are very confident about such memories, but studies of memories of major news events show they change substantially over time, even as confidence remains high. She suggests a little humility in family arguments about what really happened.`,
      learnings: [
        [
          'Memories are rebuilt, not replayed',
          'Each recall reconstructs a memory, and it can change in the process.',
        ],
        [
          'Words can plant details',
          "Hearing smashed instead of hit led some people to remember broken glass that wasn't there.",
        ],
        [
          "Confidence doesn't mean accuracy",
          'Vivid memories of major events change over time while confidence stays high.',
        ],
      ],
      quotes: [
        'Your memory is less like a video and more like a story you retell a little differently each time.',
      ],
    },
    {
      title: 'Teenagers and social media: a calmer look at the data',
      guest: ['Dr. Oliver Schmidt', 'a psychologist who studies adolescents and technology'],
      topic: 'social media and teenage wellbeing',
      summary: `Headlines often say social media is causing a teenage mental health crisis. Oliver Schmidt, who has analysed several large datasets on the question, thinks the truth is more complicated. On average, he tells Daniel, the association between time on social media and wellbeing is small. But averages hide important differences between individuals and platforms.

Oliver explains that some teenagers, particularly some girls in early adolescence, appear more affected than others, and that what they do on social media matters more than how long. Passive scrolling and comparing appearance seem linked with worse outcomes; messaging friends and creative use less so. He also notes that most studies can show associations but not prove causes. Daniel asks what parents should do with this uncertainty. Oliver suggests focusing on the things with clearer evidence: protecting sleep by keeping phones out of bedrooms at night, talking with teenagers about how different apps make them feel and paying attention to changes in mood or behaviour rather than simply counting minutes.`,
      learnings: [
        [
          'The average link is small',
          'Across large datasets, time on social media is only weakly associated with wellbeing.',
        ],
        [
          'Some teenagers are more affected',
          'Early adolescent girls, in particular, may be more vulnerable than the average suggests.',
        ],
        [
          'What they do matters more than how long',
          'Passive scrolling and appearance comparison seem worse than messaging friends.',
        ],
        [
          'Keep phones out of bedrooms at night',
          'Protecting sleep has clearer evidence than limiting total time.',
        ],
        [
          'Ask how apps make them feel',
          'Conversations about specific apps reveal more than screen-time counts.',
        ],
      ],
    },
    {
      title: 'Perfectionism: high standards or harsh judge?',
      guest: ['Dr. Claire Ng', 'a clinical psychologist who treats perfectionism'],
      topic: 'perfectionism',
      summary: `Claire Ng distinguishes between two kinds of perfectionism. Perfectionistic strivings, setting high standards and working hard to meet them, are linked with achievement and can be healthy. Perfectionistic concerns, harsh self-criticism and fear of mistakes, are linked with anxiety, depression and burnout. Most people who struggle have a mix of both, and the concerns are what cause the harm. Claire describes how perfectionism often shows up in clients: spending hours on emails, avoiding tasks that can't be done perfectly, and feeling that any success was luck while any failure was proof of inadequacy. Research suggests perfectionism has risen among young people over recent decades, and Claire discusses possible reasons, including social comparison and pressure from parents and schools.

Her treatment includes behavioural experiments. A client might deliberately send an email with a small typo, or hand in work at 80% of their usual effort, and then notice what actually happens. Almost always, Claire says, nothing bad happens, and the experience slowly loosens the belief that everything depends on perfection.`,
      learnings: [
        [
          'Strivings help, concerns hurt',
          'High standards can be healthy. Harsh self-criticism and fear of mistakes cause the harm.',
        ],
        [
          'Test your fears with small experiments',
          'Sending an email with a typo shows that the feared consequences rarely happen.',
        ],
        [
          'Perfectionism has risen in young people',
          'Studies suggest it has increased over recent decades, possibly through comparison and pressure.',
        ],
      ],
    },
    {
      title: 'Negotiating when you hate conflict',
      guest: ['Dr. Martin Fischer', 'a psychologist who studies negotiation'],
      topic: 'the psychology of negotiation',
      summary: `Many people avoid negotiating altogether because it feels like conflict. Martin Fischer's research shows that this avoidance is costly, and that people who dislike conflict can learn to negotiate well by changing how they think about it. Negotiation, he tells Daniel, is usually a joint problem to solve, not a battle to win.

Martin explains anchoring, the powerful effect of the first number mentioned. In his experiments, first offers strongly predicted final outcomes, which is why he encourages people to make the first offer when they have good information. He also describes the value of asking questions about the other side's interests, which often reveals trades that leave both better off, such as a later start date in exchange for a higher salary.

Then there are the nerves. Martin suggests preparing a walk-away point in advance, so the decision isn't made under pressure, and reframing nervousness as excitement, which in one study improved negotiation performance. He also explains why silence after an offer is a surprisingly effective tool.`,
      learnings: [
        [
          'The first number anchors the deal',
          "First offers strongly predicted final outcomes in Martin's experiments. Make yours when you're informed.",
        ],
        [
          'Ask about their interests',
          'Questions reveal trades that help both sides, like a later start for a higher salary.',
        ],
        [
          'Decide your walk-away point in advance',
          'Knowing your limit before the conversation protects you from pressure.',
        ],
        [
          'Call your nerves excitement',
          'Reframing anxiety as excitement improved negotiation performance in one study.',
        ],
        ['Let silence work', 'Pausing after an offer often prompts the other side to improve it.'],
      ],
    },
    {
      title: "Grief doesn't come in five neat stages",
      guest: ['Dr. Helen Murray', 'a psychologist who researches bereavement'],
      topic: 'grief and bereavement',
      summary: `The five stages of grief, denial, anger, bargaining, depression and acceptance, were originally described by Elisabeth Kübler-Ross in the context of people facing their own death, not the bereaved. Helen Murray tells Daniel that research on grieving people hasn't found that they move through stages in order, and that the model has sometimes made people feel they are grieving wrongly.

Helen describes what research does show. Many bereaved people are more resilient than expected, experiencing intense grief that gradually becomes more bearable over months. Others oscillate between confronting the loss and taking breaks from it, a pattern the dual process model describes, and that switching appears healthy rather than a sign of avoidance. A minority develop prolonged grief, which can benefit from specific treatment.

Daniel asks how to support a grieving friend. Helen suggests practical help rather than general offers, saying the name of the person who died, remembering anniversaries and not expecting the friend to be over it by a certain date. She also encourages people not to fear saying the wrong thing, since silence often hurts more.`,
      learnings: [
        [
          'There are no fixed stages',
          "Research on bereaved people doesn't show an orderly path through five stages.",
        ],
        [
          'Taking breaks from grief is healthy',
          'Moving between facing the loss and stepping away from it is part of coping.',
        ],
        [
          'Many people are resilient',
          'Intense grief often eases gradually over months without professional help.',
        ],
        [
          'Say their name',
          "Mentioning the person who died shows a grieving friend that they're not forgotten.",
        ],
        [
          'Offer specific help',
          'Bringing dinner on Thursday helps more than let me know if you need anything.',
        ],
      ],
      quotes: [
        'People are terrified of saying the wrong thing. The thing that hurts most is usually saying nothing at all.',
      ],
    },
    {
      title: 'Where motivation comes from',
      guest: ['Dr. Nora Jensen', 'a psychologist who studies motivation at work and school'],
      topic: 'what motivates people',
      summary: `Nora Jensen's research is built on self-determination theory, which proposes that people are most motivated when three needs are met: autonomy, the sense of choosing what you do; competence, the sense of getting better at something; and relatedness, feeling connected to others. She explains to Daniel how these needs show up in classrooms and workplaces.

Nora describes studies in which students given a choice of which problem to solve first persisted longer than those given the same problems in a fixed order. She also explains the surprising finding that rewards can undermine motivation for tasks people already enjoy: children who were paid for drawing, in one classic study, drew less once the rewards stopped than children who had never been rewarded. Daniel asks how managers and parents can use this. Nora suggests offering meaningful choices, giving feedback that focuses on progress, explaining the reasons behind requests and building connections within teams. She is careful to add that rewards still work well for routine, unappealing tasks.`,
      learnings: [
        [
          'Autonomy, competence, relatedness',
          'Motivation grows when people feel choice, progress and connection.',
        ],
        [
          'Rewards can kill enjoyment',
          'Children rewarded for drawing drew less once rewards stopped than those never rewarded.',
        ],
        [
          'Small choices boost persistence',
          'Students allowed to choose which problem to start with kept going longer.',
        ],
        [
          'Explain the why',
          "Giving reasons for a request supports autonomy even when the task isn't optional.",
        ],
      ],
    },
    {
      title: 'Does money buy happiness? The newer answer',
      guest: ['Dr. Samuel Osei', 'a researcher who studies income and wellbeing'],
      topic: 'money and happiness',
      summary: `For years, a well-known study suggested that emotional wellbeing stopped rising with income above about $75,000 a year in the United States. Samuel Osei explains to Daniel that newer research, with better measurements, found that for most people wellbeing keeps rising with income, although more slowly at higher levels. For a minority who are unhappy for other reasons, extra money makes little difference.

Samuel explains why the relationship is logarithmic: a $10,000 raise means far more to someone earning $30,000 than to someone earning $300,000. He then turns to how people spend, which matters as well as how much they earn. Studies suggest spending on experiences, on other people and on buying time, such as paying for help with chores, tends to boost happiness more than spending on things.

Comparison plays a part too. Samuel describes evidence that people judge their income relative to those around them, which is why a raise can feel disappointing if a colleague got a bigger one. He ends with a suggestion: notice what you spend on that you look forward to, and do more of that.`,
      learnings: [
        [
          'Happiness keeps rising with income, slowly',
          'Newer studies found wellbeing rises with income for most people, even above the old $75,000 plateau.',
        ],
        ['Each extra dollar matters less', 'A $10,000 raise means much more at $30,000 than at $300,000.'],
        [
          'Buy time, experiences and gifts',
          'Spending on experiences, others and time-saving help tends to boost happiness more than things.',
        ],
      ],
    },
    {
      title: "The introvert's guide to the office",
      guest: ['Dr. Karin Holm', 'a personality psychologist'],
      topic: 'introversion and extraversion',
      summary: `Introversion is often confused with shyness, Karin Holm tells Daniel, but they are different things. Shyness is fear of social judgement; introversion, as personality psychologists measure it, is about how much stimulation a person prefers. Introverts tend to feel drained by long periods of busy social interaction and recharge alone, even if they enjoy people and are socially skilled.

Karin describes research showing that extraversion and introversion sit on a spectrum, with most people somewhere in the middle. She also discusses studies in which introverts who acted extraverted for a while, for example in a meeting, often felt better in the moment than they expected, but more tired afterwards. The cost comes later.

Daniel asks how introverts can thrive in open-plan offices full of meetings. Karin suggests building recovery time into the day, preparing for meetings so that contributing feels easier, choosing one-to-one conversations where possible and being open with managers about working styles. She also suggests teams value written contributions, which often bring out ideas that never get said in a crowded meeting.`,
      learnings: [
        [
          "Introversion isn't shyness",
          'Introverts may be socially skilled. They recharge alone after busy interaction.',
        ],
        ['Most people are in the middle', 'Introversion and extraversion form a spectrum, not two boxes.'],
        [
          'Acting extraverted has a delayed cost',
          'Introverts often feel fine while being outgoing, then tired afterwards. Plan recovery time.',
        ],
        [
          'Value written contributions',
          'Teams that welcome written ideas hear from people who stay quiet in meetings.',
        ],
      ],
    },
    {
      title: 'Which therapy is right for me?',
      topic: 'choosing a type of therapy',
      summary: `Daniel answers a question he receives almost every week, on his own this time: with hundreds of named types of therapy, more than 400 by one often-quoted count, how do you choose? He draws on conversations with former guests and on the research comparing therapies, which has a surprising headline finding. Many studies comparing different established therapies for common problems such as depression find that they produce broadly similar results on average. Daniel explains the factor that consistently predicts outcomes: the quality of the relationship between client and therapist, sometimes called the therapeutic alliance. That doesn't mean the approach never matters; for some specific problems, such as phobias, obsessive-compulsive disorder and PTSD, particular treatments have stronger evidence. He walks through the main approaches in plain language, cognitive behavioural therapy, psychodynamic therapy, acceptance and commitment therapy and others, and what a first session with each might feel like. Daniel's practical advice is to check a therapist's qualifications, ask how they work in a first call and give it three or four sessions before deciding whether the relationship feels right.`,
      learnings: [
        [
          'The relationship predicts success',
          'The quality of the client-therapist relationship consistently predicts outcomes across therapies.',
        ],
        [
          'For common problems, approaches perform similarly',
          'Established therapies for depression often produce broadly similar results on average.',
        ],
        [
          'Some problems need specific treatments',
          'Phobias, OCD and PTSD have stronger evidence for particular approaches.',
        ],
        ['Give it three or four sessions', 'Judge the fit after a few meetings, not after the first one.'],
      ],
    },
    {
      title: 'Placebos that work even when you know',
      guest: ['Dr. Ben Carter', 'a researcher who studies placebo effects'],
      topic: 'the placebo effect',
      summary: `In some of Ben Carter's studies, patients are told openly that they are taking a placebo, a pill with no active ingredient, and some of them still report feeling better. These so-called open-label placebo trials, mostly for conditions like irritable bowel syndrome and chronic back pain, have found modest improvements in symptoms. Ben explains to Daniel what might be going on.

He is careful to separate what placebos can and can't do. They don't shrink tumours or cure infections. Their effects appear mainly in symptoms the brain helps to shape, such as pain, nausea and fatigue. Expectations, conditioning from past experiences of treatment and the ritual of care, a doctor's time and attention, seem to play a role. Daniel asks about the ethics of using placebos in medicine. Ben argues that open-label placebos avoid the deception problem, but that the more practical lesson is about how care is delivered. A clinician who listens, explains and shows confidence can strengthen the effect of real treatments too.`,
      learnings: [
        [
          'Placebos can work without deception',
          'Open-label placebo trials found modest symptom relief even when patients knew.',
        ],
        [
          'They affect symptoms, not disease',
          'Placebos influence pain, nausea and fatigue, not infections or tumours.',
        ],
        [
          'The ritual of care matters',
          'Time, attention and explanation from a clinician strengthen the effects of treatment.',
        ],
      ],
    },
    {
      title: 'Nostalgia is good for you, mostly',
      guest: ['Dr. Amelia Ross', 'a social psychologist who studies nostalgia'],
      topic: 'nostalgia',
      summary: `Nostalgia was once considered a medical disorder, a kind of homesickness that afflicted soldiers. Amelia Ross's research suggests it is usually good for us. In her studies, people who were asked to recall a nostalgic memory afterwards reported feeling more connected to others, more optimistic and more meaningful, on average.

Amelia explains that nostalgic memories are typically about significant events shared with people we care about, and that they tend to have a redemptive shape: they start with something bittersweet but end positively. She describes experiments in which nostalgia helped people cope with loneliness and made them more likely to reach out to friends. Nostalgia tends to appear when people feel lonely or uncertain, which may be its function.

There are downsides. Amelia acknowledges that nostalgia can turn into a preference for the past over the present, and can be exploited in politics and advertising. But for individuals, she says, spending a few minutes with old photographs or a favourite song from your teens is a harmless and surprisingly effective mood lift.`,
      learnings: [
        [
          'Nostalgia increases connection',
          'Recalling a nostalgic memory made people feel closer to others and more optimistic.',
        ],
        [
          "It often arrives when we're lonely",
          'Nostalgia tends to appear in lonely or uncertain moments, perhaps as a way of coping.',
        ],
        [
          'Beware nostalgia in politics and ads',
          'The same feeling can be exploited to sell things or ideas about a better past.',
        ],
        ['Old songs are a cheap mood lift', 'A few minutes with music from your teens can improve mood.'],
      ],
    },
    {
      title: 'Impostor feelings in people who are good at their jobs',
      guest: ['Dr. Priya Raman', 'a psychologist who studies the impostor phenomenon'],
      topic: 'impostor feelings',
      summary: `The impostor phenomenon, the persistent feeling that you are a fraud who will be found out despite evidence of competence, was first described in 1978 in high-achieving women. Priya Raman's research shows it is common across genders and professions, and especially common at transitions, such as starting a new job, getting a promotion or entering a field where few people share your background.

Priya explains why it persists. People with impostor feelings tend to attribute success to luck or effort and failure to lack of ability, so no amount of success counts as evidence. Many also overprepare to avoid being exposed, which then becomes further proof, in their minds, that they couldn't have succeeded without it.

Are impostor feelings always a problem? Priya thinks mild versions can keep people learning, but intense ones cause anxiety and stop people from taking opportunities. She suggests keeping a record of concrete achievements and feedback, talking openly with colleagues, who often share the feeling, and recognising that organisations can make impostor feelings worse when people feel they don't belong.`,
      learnings: [
        [
          'Success gets explained away',
          'People with impostor feelings credit luck for wins and blame ability for losses.',
        ],
        [
          'Transitions trigger it',
          'New jobs, promotions and unfamiliar environments make impostor feelings stronger.',
        ],
        [
          'Keep a record of evidence',
          'A list of concrete achievements and feedback gives you something to check the feeling against.',
        ],
        ['Talk about it', 'Colleagues often share the feeling. Saying it aloud reduces its power.'],
        [
          'Belonging shapes the feeling',
          "Organisations where people feel they don't belong make impostor feelings worse.",
        ],
      ],
    },
    {
      title: 'Decision fatigue: real or overblown?',
      guest: ['Dr. Lukas Brenner', 'a behavioural scientist who studies decision-making'],
      topic: 'decision fatigue',
      summary: `A famous study of Israeli parole judges suggested that prisoners were far more likely to be granted parole early in the day or just after a food break, and the finding became a symbol of decision fatigue. Lukas Brenner explains to Daniel that later analyses found other explanations, including the order in which cases were scheduled, and that the effect was likely exaggerated.

That doesn't mean decision fatigue is a myth, Lukas says, but the evidence is more mixed than popular accounts suggest, especially after replication problems with related research on willpower. What does seem robust is that people take mental shortcuts when tired, hungry or overloaded, such as sticking with the default option.

Some practical lessons survive. Lukas suggests making important decisions when rested, reducing trivial choices through routines, and, most importantly, designing good defaults, because people so often stick with them. He gives the example of pension schemes that enrol people automatically, which dramatically increase saving without removing anyone's choice.`,
      learnings: [
        [
          'The parole judge study has other explanations',
          'Later analysis pointed to case scheduling, suggesting the famous effect was exaggerated.',
        ],
        [
          'Tired people choose the default',
          'When overloaded, people tend to stick with whatever happens if they do nothing.',
        ],
        [
          'Design good defaults',
          'Automatic pension enrolment greatly increases saving without taking away choice.',
        ],
      ],
    },
  ],
};
