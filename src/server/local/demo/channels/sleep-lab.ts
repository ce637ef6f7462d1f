import type { ChannelTheme } from '../channel-theme';

export const sleepLab: ChannelTheme = {
  creatorNumber: 3,
  host: 'Dr. Helen Osei',
  channelName: 'The Sleep Lab',
  description:
    'A sleep scientist talks with researchers, clinicians and very tired people about rest, dreams and the body clock, separating solid evidence from wellness myths.',
  categories: ['Health', 'Science', 'Wellbeing'],
  price: 200,
  verified: true,
  handle: 'the-sleep-lab',
  minutes: [30, 60],
  schedule: { everyDays: 14, latestDaysAgo: 9, firstNumber: 37 },
  chapters: true,
  episodes: [
    {
      title: 'Why the best insomnia treatment starts with less sleep',
      guest: ['Rachel Adeyemi', 'a clinical psychologist who runs an insomnia clinic in London'],
      topic: 'cognitive behavioural therapy for insomnia',
      summary: `The most effective treatment for chronic insomnia is not a pill, Rachel Adeyemi tells Helen, and its first step sounds absurd to her patients: spend less time in bed. Cognitive behavioural therapy for insomnia, usually six to eight sessions, helps about 70% of the people who complete it, and the benefits tend to last long after treatment ends.

The core technique is sleep restriction. If a patient lies in bed for nine hours but sleeps only five and a half, Rachel sets their time in bed to around six hours, with a fixed wake-up time, even at weekends. The first two weeks are hard; people are tired. But the pressure to sleep builds, sleep becomes deeper and more continuous, and time in bed is then extended in 15-minute steps.

Rachel also explains stimulus control, getting up when you can't sleep rather than lying there worrying, and the thinking patterns that keep insomnia going, such as the belief that one bad night will ruin the next day. Helen asks about access, and Rachel points to the online and app-based versions that have been tested in trials, with somewhat smaller but real effects.`,
      learnings: [
        [
          'Less time in bed can mean better sleep',
          'Sleep restriction cuts time in bed to roughly the hours actually slept. Sleep pressure builds and sleep becomes deeper before time in bed is extended again.',
        ],
        [
          'Keep the same wake-up time every day',
          'A fixed wake-up time, weekends included, anchors the body clock. It matters more than a fixed bedtime.',
        ],
        [
          "Get up when you can't sleep",
          'Lying awake teaches the brain that bed is a place for worrying. Leave the bedroom and return when sleepy.',
        ],
        [
          'Therapy outlasts sleeping pills',
          'Around 70% of people who complete CBT-I improve, and the effect tends to last after treatment ends. Pills help only while taken.',
        ],
        [
          'Digital versions work too',
          'App-based CBT-I has been tested in trials. Effects are somewhat smaller than in person but real.',
        ],
      ],
      quotes: [
        "I'm the only doctor in the building who tells people to spend less time in bed. They look at me like I've lost my mind.",
      ],
    },
    {
      title: 'Night shifts, twelve hours at a time',
      guest: ['Marek Nowak', 'an intensive care nurse and shift-work researcher'],
      topic: 'sleep for people who work night shifts',
      summary: `Marek Nowak has worked twelve-hour night shifts in intensive care for sixteen years, and for the last five he has also studied the sleep of the nurses around him. In a study of 140 of his colleagues, the average night worker slept just under six hours after a shift, often in two broken pieces, and more than half reported nodding off while driving home at least once.

Marek talks about what helps. A short nap of 20 to 30 minutes during the break, where hospital rules allow it, improved alertness in the early hours without making people groggy. Wearing sunglasses on the drive home keeps morning light from telling the brain it is daytime. A fully dark, cool bedroom, and a household that understands 'asleep' means asleep even at 11 a.m., came up again and again. Helen and Marek also discuss the harder truths. The body clock never fully adapts to permanent nights, and shift work is linked with long-term health risks. Marek argues that the biggest improvements come from rota design, such as fewer consecutive nights and forward-rotating shifts, which are decisions made by managers, not nurses.`,
      learnings: [
        [
          'Nap during the night shift',
          'A 20 to 30 minute nap in the break improved alertness in the early hours without leaving nurses groggy.',
        ],
        [
          'Wear sunglasses on the drive home',
          'Blocking bright morning light helps the brain stay in night mode, so sleep comes more easily after the shift.',
        ],
        [
          'Drowsy driving is the hidden danger',
          "More than half the nurses in Marek's study had nodded off while driving home at least once.",
        ],
        [
          'Rotas matter more than habits',
          'Fewer consecutive nights and shifts that rotate forward, from mornings to evenings to nights, help more than any individual routine.',
        ],
      ],
    },
    {
      title: "Teenagers aren't lazy. Their clocks are late.",
      guest: ['Sophie Laurent', 'a chronobiologist who studies adolescent sleep'],
      topic: 'teenagers and school start times',
      summary: `During puberty, the body clock shifts later by up to two hours, Sophie Laurent explains. Melatonin, the hormone that signals night, starts rising around 11 p.m. in a typical sixteen-year-old, compared with about 9 p.m. a few years earlier. Asking that teenager to fall asleep at ten is like asking an adult to go to bed at eight.

Add a school day that starts at 8 a.m., and many teenagers are chronically short of sleep on weekdays, then sleep until noon at weekends, which shifts their clock even later. Sophie describes studies in which schools moved their start time to 8:30 or later: students slept about 30 to 45 minutes more, attendance improved and, in some, car crashes among teen drivers fell.

Helen asks what parents can do while school times stay the same. Sophie suggests bright light in the morning, dimmer light and screens put away in the last hour before bed, and limiting the weekend lie-in to about two hours past the weekday wake time. She is clear that none of this fully makes up for a schedule that fights biology.`,
      learnings: [
        [
          'Puberty shifts the body clock later',
          'Melatonin starts rising up to two hours later in mid-teens. Early bedtimes fight biology, not laziness.',
        ],
        [
          'Later school starts mean more sleep',
          'Schools starting at 8:30 or later saw students sleep 30 to 45 minutes more, with better attendance.',
        ],
        [
          'Limit the weekend lie-in to two hours',
          'Sleeping until noon pushes the clock later still and makes Monday harder.',
        ],
      ],
      quotes: ["If you wake a teenager at 6:30, you're waking them in the middle of their biological night."],
    },
    {
      title: 'What your afternoon coffee does at midnight',
      guest: ['Tom Hadley', 'a pharmacologist who studies caffeine'],
      topic: 'caffeine and sleep',
      summary: `Caffeine has a half-life of about five hours in a typical adult, Tom Hadley explains, which means that half of the caffeine in a 3 p.m. flat white is still in your body at 8 p.m., and a quarter at 1 a.m. For some people, including those with certain genetic variants, pregnant women and people on some medications, it lasts much longer.

Tom describes a study in which participants took caffeine six hours before bed. They did not feel that their sleep was worse, yet measurements showed they lost about an hour of total sleep. That gap between what people notice and what happens is why he thinks caffeine's effect on sleep is so widely underestimated.

Caffeine also reduces deep sleep, the stage most linked with feeling restored, even when it doesn't delay falling asleep. Helen and Tom talk about practical limits: most adults sleep better with a caffeine cut-off around noon to 2 p.m., and tea, cola, energy drinks and dark chocolate count too. Tom ends with a suggestion: try a two-week experiment with an earlier cut-off and keep a simple sleep diary.`,
      learnings: [
        [
          'Half the caffeine is left after five hours',
          'A 3 p.m. coffee is still half active at 8 p.m. and a quarter active at 1 a.m. in a typical adult.',
        ],
        [
          "You won't notice what you lose",
          "In one study, caffeine six hours before bed cost about an hour of sleep, though participants didn't feel any difference.",
        ],
        [
          'Caffeine thins out deep sleep',
          "Even when it doesn't delay sleep, caffeine reduces the deep stage linked with feeling restored.",
        ],
        [
          'Try an earlier cut-off for two weeks',
          'A noon to 2 p.m. cut-off, with a simple sleep diary, shows whether caffeine is affecting your nights.',
        ],
      ],
    },
    {
      title: 'How accurate is your sleep tracker?',
      guest: ['Kenji Watanabe', 'an engineer who validates wearable sleep devices'],
      topic: 'consumer sleep trackers',
      summary: `Kenji Watanabe tests wrist and ring sleep trackers against polysomnography, the overnight lab recording with electrodes on the scalp that remains the gold standard. His verdict: most modern trackers are good at telling sleep from wakefulness, usually within 20 to 30 minutes of total sleep time, and much less reliable at identifying sleep stages. The devices estimate stages from movement, heart rate and its variability, and sometimes temperature. Deep sleep and REM sleep often look similar in those signals, so a tracker reporting 52 minutes of deep sleep could be off by a wide margin on any given night. Kenji recommends paying attention to trends over weeks rather than individual nights, and being sceptical of scores that reduce a night to a single number.

Helen raises a condition her clinic now sees regularly: orthosomnia, anxiety caused by trying to get perfect tracker scores. Some patients sleep worse because they are checking their data at 3 a.m. Kenji agrees and suggests a simple test: if the numbers make you more anxious, take the tracker off for a month.`,
      learnings: [
        [
          'Trackers measure total sleep fairly well',
          'Modern devices usually land within 20 to 30 minutes of lab-measured total sleep time.',
        ],
        [
          'Sleep stage estimates are rough',
          "Deep and REM sleep look similar in heart rate and movement data. Don't trust one night's stage breakdown.",
        ],
        [
          'Watch trends, not nights',
          "Changes over several weeks are meaningful. A single bad score usually isn't.",
        ],
        [
          'Chasing scores can cause insomnia',
          'Some people sleep worse from worrying about their data. If the numbers make you anxious, take the tracker off for a month.',
        ],
      ],
      quotes: [
        'A tracker is a bathroom scale for sleep. Useful over months, misleading if you weigh yourself every hour.',
      ],
    },
    {
      title: 'Sleep apnoea looks different in women',
      guest: ['Joanna Reyes', 'a respiratory sleep physician'],
      topic: 'sleep apnoea in women',
      summary: `The textbook picture of obstructive sleep apnoea is an overweight middle-aged man who snores loudly and stops breathing at night. Joanna Reyes says that picture has left many women undiagnosed for years. Women with apnoea are more likely to report insomnia, morning headaches, low mood and fatigue than loud snoring, and they are often treated for depression or anxiety first.

Risk also changes across a woman's life. It rises during pregnancy and sharply after menopause, when hormonal changes affect the muscles of the airway. Joanna describes a patient in her fifties who had seen four doctors about exhaustion over six years before anyone suggested a sleep study, which showed her breathing stopping 28 times an hour. Helen asks about treatment, and Joanna explains continuous positive airway pressure, mandibular advancement devices and weight loss where relevant, with their success rates. She also explains home sleep tests, which have made diagnosis cheaper and quicker, though they can miss milder cases in women. Her message for listeners: persistent unexplained tiredness deserves the question "could this be my breathing at night?"`,
      learnings: [
        [
          "Women's apnoea often isn't loud snoring",
          'Insomnia, morning headaches, low mood and fatigue are common signs in women, and are often treated as something else first.',
        ],
        [
          'Risk rises after menopause',
          'Hormonal changes affect the airway muscles, so apnoea becomes much more common after menopause.',
        ],
        [
          'Ask about breathing at night',
          "Persistent unexplained tiredness is a reason to ask for a sleep study. One of Joanna's patients waited six years.",
        ],
      ],
    },
    {
      title: 'Flying east is harder: a jet lag plan that works',
      guest: ['David Achterberg', 'a circadian scientist who advises airline crews'],
      topic: 'jet lag',
      summary: `Flying from London to Singapore, eight hours east, leaves most travellers groggy for about a week. The return trip west is usually easier. David Achterberg explains why: the human body clock runs slightly longer than 24 hours on average, so it is easier to stretch the day than to shorten it. Eastward travel asks the clock to run faster, which it resists.

The main tool for shifting the clock is light, timed carefully. David walks Helen through a plan for an eastward trip: seek bright light in the destination's morning, avoid it in the late afternoon for the first few days, and consider a small dose of melatonin in the local evening. He is frank that much jet lag advice online gets the timing wrong, and that light at the wrong time can push the clock the wrong way.

For short trips of two or three days, David recommends not adapting at all: stay roughly on home time where possible and schedule important meetings accordingly. Helen and David also discuss airline crews, who fly so often that their clocks never settle, and what that research teaches the rest of us.`,
      learnings: [
        [
          'Stretching the day is easier than shrinking it',
          'The body clock runs a little longer than 24 hours, so lengthening the day (flying west) is easier than shortening it.',
        ],
        [
          'Light at the wrong time makes it worse',
          'Light shifts the clock, but the timing matters. Mistimed light can push your rhythm in the wrong direction.',
        ],
        [
          "Don't adapt for a two-day trip",
          'For very short trips, staying near home time and planning meetings around it works better than trying to shift.',
        ],
        [
          'Small melatonin doses help time the shift',
          'A small dose in the local evening can help the clock move east. It works as a timing signal, not as a sleeping pill.',
        ],
      ],
    },
    {
      title: "Rewriting a nightmare while you're awake",
      guest: ['Amira Haddad', 'a psychologist who treats trauma-related nightmares'],
      topic: 'treating recurring nightmares',
      summary: `Imagery rehearsal therapy sounds almost too simple. A person with a recurring nightmare writes it down, changes the story in any way they like, and then rehearses the new version in their imagination for about ten minutes a day. Amira Haddad has used it for twelve years with veterans, refugees and survivors of accidents, and many of her patients report far fewer nightmares within a few weeks. Amira explains why it works, as far as anyone knows: nightmares seem to behave like a learned habit of the sleeping brain, and rehearsing an alternative while awake gives the brain a new script. The change doesn't need to be realistic. One patient changed a car crash into a scene in which the car floated away like a balloon. Helen asks about medication, and Amira explains where prazosin fits and why its evidence is mixed. She is also careful about when people should seek help rather than try the technique alone, especially when nightmares are linked to trauma. For ordinary recurring bad dreams, she suggests that listeners can try a gentle version at home.`,
      learnings: [
        [
          "Change the nightmare's story while awake",
          'Write the dream down, change it however you like, and rehearse the new version for about ten minutes a day.',
        ],
        [
          "The new version doesn't have to be realistic",
          "One of Amira's patients turned a car crash into a car floating away like a balloon. What matters is a different script.",
        ],
        [
          'Trauma nightmares deserve professional help',
          'For nightmares linked to trauma, the technique works best within therapy, with support for what the dreams bring up.',
        ],
      ],
      quotes: [
        "People are amazed they're allowed to change the ending. Nobody ever told them the dream wasn't in charge.",
      ],
    },
    {
      title: 'The perfect nap is shorter than you think',
      guest: ['Hiroshi Tanaka', 'a sleep researcher who studies napping at work'],
      topic: 'napping',
      summary: `Hiroshi Tanaka's lab has studied naps in offices, factories and schools across Japan, and his recommendation is precise: 10 to 20 minutes, taken in the early afternoon, before 3 p.m. A nap of that length keeps the sleeper in light sleep, so they wake without the grogginess that comes from surfacing out of deep sleep.

Longer naps have their place. A 90-minute nap includes a full sleep cycle and can help someone who is severely short of sleep, such as a new parent or a doctor on call, but it can make falling asleep at night harder. Hiroshi explains sleep inertia, the heavy, confused feeling after waking from deep sleep, which can last half an hour and is dangerous before driving.

He and Helen also discuss the caffeine nap: a coffee drunk just before a 15-minute nap, timed so that the caffeine arrives as the sleeper wakes. Hiroshi's studies found it improved alertness more than either alone. And for people with insomnia, Helen adds, napping is usually best avoided altogether, because it drains the pressure needed to sleep at night.`,
      learnings: [
        ['Nap for 10 to 20 minutes', 'Short naps stay in light sleep, so you wake alert rather than groggy.'],
        ['Nap before 3 p.m.', 'Afternoon naps taken later use up the sleep pressure you need at night.'],
        [
          'Try a caffeine nap',
          "Coffee just before a 15-minute nap kicks in as you wake. In Hiroshi's studies it beat either on its own.",
        ],
        [
          "Don't drive straight after a long nap",
          'Grogginess after waking from deep sleep can last 30 minutes and impairs reaction times.',
        ],
        [
          'Skip naps if you have insomnia',
          'Napping drains sleep pressure, making night-time sleep harder for people who already struggle.',
        ],
      ],
    },
    {
      title: "A nightcap helps you fall asleep. That's the problem.",
      guest: ['Claire Bennett', 'an addiction psychiatrist with a sleep specialism'],
      topic: 'alcohol and sleep',
      summary: `Alcohol is the most widely used sleep aid in the world, Claire Bennett says, and it does make falling asleep faster. The trouble comes later in the night. As the body metabolises the alcohol, sleep becomes lighter and more broken, and the second half of the night is full of brief awakenings that most people don't remember but feel the next day.

Alcohol also suppresses REM sleep, the stage associated with dreaming and emotional processing, in the first part of the night, followed by a rebound later that can bring vivid dreams. Claire describes how even two drinks in the evening measurably change a night's structure in lab studies, and how people who drink regularly to sleep often find that they need more over time. Cutting back has a catch. Claire explains that sleep often gets worse for the first one to two weeks after someone stops drinking in the evening, which is when many give up. Knowing that in advance, she says, helps people push through, and the improvement afterwards is usually clear. She also flags the point at which drinking to sleep needs medical support, especially with heavy daily use.`,
      learnings: [
        [
          'Alcohol fragments the second half of the night',
          'It speeds up falling asleep, but as it wears off sleep becomes lighter and more fragmented.',
        ],
        [
          'Even two drinks change sleep',
          'Lab studies show measurable changes in sleep structure after two evening drinks.',
        ],
        [
          'Sleep gets worse before it gets better',
          'The first one to two weeks without an evening drink often bring poorer sleep. Improvement usually follows.',
        ],
        [
          'Drinking to sleep tends to escalate',
          'Tolerance builds, so people who use alcohol as a sleep aid often need more over time.',
        ],
      ],
    },
    {
      title: 'Menopause, night sweats and 3 a.m.',
      guest: ['Fiona MacLeod', 'a gynaecologist who runs a menopause clinic in Edinburgh'],
      topic: 'sleep during the menopause',
      summary: `About half of women going through the menopause report sleep problems, and Fiona MacLeod says they are among the most common reasons patients come to her clinic in Edinburgh. Hot flushes and night sweats wake women repeatedly, but they are not the whole story. Falling oestrogen and progesterone affect sleep directly, and the risk of sleep apnoea rises at the same time. Fiona explains the options. Hormone replacement therapy reduces night sweats in most women and often improves sleep, and she describes how the evidence on its risks has changed since the early 2000s. For women who can't or don't want to take it, there are non-hormonal medicines, and cognitive behavioural therapy adapted for menopausal symptoms has good evidence too.

Helen adds practical measures from the sleep side: a cooler bedroom, layered bedding that can be thrown off, and treating the 3 a.m. wake-up like any other insomnia rather than lying there checking the time. Both stress that persistent sleep problems at this age should be discussed with a doctor, not accepted as something to endure.`,
      learnings: [
        [
          'Hormones affect sleep directly',
          'Falling oestrogen and progesterone disrupt sleep even apart from night sweats.',
        ],
        [
          'HRT often improves sleep',
          'Hormone replacement reduces night sweats in most women, and the evidence on its risks has been reassessed since the early 2000s.',
        ],
        [
          'CBT works for menopausal symptoms too',
          'Cognitive behavioural therapy adapted for menopause has good evidence for sleep and hot flushes.',
        ],
        [
          'Check for apnoea at this age',
          'Sleep apnoea risk rises with menopause. Snoring or gasping is worth mentioning to a doctor.',
        ],
      ],
      quotes: [
        "I've had patients apologise for bringing up their sleep, as if it were too small a thing. It's not small. It's their whole day.",
      ],
    },
    {
      title: "Surviving the first year of a baby's sleep",
      guest: ['Lucy Fraser', 'a midwife and infant sleep researcher'],
      topic: 'sleep for parents of new babies',
      summary: `New parents lose, on average, about an hour of sleep a night in the first months, Lucy Fraser says, but the number hides the real problem: their sleep is broken into short pieces, which is more exhausting than one shorter stretch. Lucy has studied the sleep of more than 300 families in their baby's first year and joins Helen to talk about what helps the adults.

She starts with expectations. Newborns don't have a working body clock for the first two to three months, so sleeping through the night isn't a realistic goal early on, and comparing babies causes needless worry. Most babies begin to sleep in longer stretches between three and six months, with wide variation.

The practical advice is about sharing the load. Couples who split the night into shifts, each getting one protected four-to-five-hour block, coped better than those who both woke for every feed. Lucy also covers safe sleep guidance, how to nap when the baby naps without feeling guilty, and the signs that a parent's exhaustion or low mood needs professional support.`,
      learnings: [
        [
          'Broken sleep is worse than short sleep',
          'Parents lose about an hour a night, but waking repeatedly is more exhausting than a shorter unbroken night.',
        ],
        [
          "Newborns don't have a body clock yet",
          'Day-night rhythms develop over the first two to three months, so early sleeping through is rare.',
        ],
        [
          'Split the night into shifts',
          'Couples who each got one protected four-to-five-hour block coped better than those who both woke for every feed.',
        ],
      ],
    },
    {
      title: 'Melatonin is a clock signal, not a sleeping pill',
      guest: ['Sanjay Kapoor', 'a clinical pharmacist who specialises in sleep medicines'],
      topic: 'melatonin supplements',
      summary: `In some countries melatonin is sold next to vitamins; in others it needs a prescription. Sanjay Kapoor says that confusion reflects a deeper misunderstanding about what it does. Melatonin is the hormone the body releases in the evening to signal night, and taking it mostly shifts the timing of sleep rather than knocking anyone out.

That makes it useful for specific problems: jet lag, delayed sleep phase in teenagers and young adults, some blind people whose clocks drift, and certain children with developmental conditions under medical supervision. For ordinary insomnia, the average effect in studies is small, falling asleep about seven to twelve minutes faster.

Sanjay is also concerned about dose and quality. Tests of supplements in several countries have found products containing anything from a fraction to several times the amount on the label. Doses of 0.5 to 3 milligrams are usually enough, and more is not better; higher doses can leave people groggy the next morning. Helen asks about children, and Sanjay explains why he would not give melatonin to a child without speaking to a doctor first.`,
      learnings: [
        [
          'Melatonin shifts timing more than it sedates',
          'It signals night to the body clock. For ordinary insomnia it helps people fall asleep only about 7 to 12 minutes faster.',
        ],
        [
          'It works best for clock problems',
          'Jet lag and delayed sleep phase are where melatonin has the clearest evidence.',
        ],
        [
          'Labels can be badly wrong',
          'Supplement tests have found products with a fraction or several times the labelled dose.',
        ],
        [
          'Small doses are usually enough',
          '0.5 to 3 milligrams is typical. Higher doses can cause next-morning grogginess without more benefit.',
        ],
        [
          'Ask a doctor before giving it to children',
          'Melatonin for children has specific uses and should be discussed with a doctor first.',
        ],
      ],
    },
    {
      title: 'The science of a cool bedroom',
      guest: ['Erik Johansson', 'a physiologist who studies temperature and sleep'],
      topic: 'bedroom temperature and sleep',
      summary: `Core body temperature falls by about one degree Celsius as we fall asleep, and Erik Johansson's research in Uppsala suggests that helping that drop along is one of the simplest ways to sleep better. A bedroom of around 16 to 19°C suits most adults, he says, though bedding and personal preference shift the ideal.

The body sheds heat through the hands and feet, which is why warm feet help people fall asleep, and why a warm bath an hour or two before bed works: it draws blood to the skin, and the temperature drop afterwards speeds sleep onset. In one of Erik's studies, a bath 90 minutes before bed helped participants fall asleep about ten minutes faster. Helen asks about heat waves, which are becoming more common in cities that were not built for them. Erik suggests a fan, cotton bedding, a cool shower before bed and, if possible, sleeping in the coolest room in the house. He also explains why older adults are particularly affected by hot nights, and why air conditioning, where available, is a health measure and not a luxury for them.`,
      learnings: [
        [
          'Keep the bedroom around 16 to 19°C',
          'Core temperature drops about one degree as we fall asleep. A cool room helps that happen.',
        ],
        [
          'Warm feet, cool body',
          'Heat leaves through the hands and feet. Socks or a hot water bottle at the feet can speed sleep.',
        ],
        [
          'Take a warm bath 90 minutes before bed',
          'The temperature drop afterwards helped participants fall asleep about ten minutes faster.',
        ],
        [
          'Hot nights hit older adults hardest',
          'Heat disrupts sleep more with age. For older people, cooling is a health measure.',
        ],
      ],
    },
    {
      title: 'Your sleep questions: snoring partners, 4 a.m. and weekend lie-ins',
      topic: 'listener questions about sleep',
      summary: `Helen answers listener questions on her own this time, chosen from about 180 that arrived over the past two months. The first is the one she gets most often in some form: I wake at 4 a.m. every night and can't get back to sleep. Helen explains that brief waking in the night is normal, that the trouble usually comes from what happens next, and walks through the steps she would try before seeing a doctor.

A listener in Auckland asks about a partner who snores. Helen separates simple snoring from signs of sleep apnoea, such as gasping or pauses in breathing, which need a medical check, and she is honest that separate bedrooms save some relationships. Another asks whether long weekend lie-ins are harmful. Helen explains social jet lag, the shift in sleep timing between workdays and free days, and why keeping it under about an hour helps.

The last two questions cover whether reading on a tablet in bed is really so bad, and whether it is possible to catch up on lost sleep. Helen's answer to the second is a qualified yes, for a few nights of loss, and a no for months of it.`,
      learnings: [
        [
          'Waking at night is normal',
          'Everyone wakes briefly several times a night. Trouble starts with what we do next, like checking the clock.',
        ],
        [
          'Gasping or pauses need a check',
          'Snoring alone is common. Snoring with gasping or pauses in breathing could be apnoea.',
        ],
        [
          'Keep social jet lag under an hour',
          'A big gap between weekday and weekend sleep times shifts the body clock every week.',
        ],
      ],
    },
    {
      title: 'Restless legs and the iron connection',
      guest: ['Nkechi Eze', 'a neurologist who specialises in movement disorders'],
      topic: 'restless legs syndrome',
      summary: `Restless legs syndrome affects about one in twenty adults to some degree, Nkechi Eze says, and many of them have never heard its name. The symptoms are hard to describe: an uncomfortable urge to move the legs, often with crawling or aching sensations, that appears when sitting or lying still in the evening and eases with movement. It keeps people awake and is often mistaken for poor circulation or anxiety.

The most important test, in Nkechi's view, is one that is often skipped: iron stores. Low iron in the brain appears to play a role, and patients with a ferritin level below about 75 micrograms per litre often improve with iron supplements or, in some cases, an iron infusion. She describes a patient whose symptoms largely disappeared after an infusion, after years of poor sleep.

Helen and Nkechi also discuss triggers, including some antihistamines and antidepressants, caffeine and alcohol, and the risk with a class of medicines called dopamine agonists, which can make symptoms worse over time. Nkechi ends with the case for seeing a doctor rather than accepting restless evenings as normal.`,
      learnings: [
        [
          'Check ferritin, not just haemoglobin',
          "Patients with ferritin below about 75 micrograms per litre often improve with iron, even if they aren't anaemic.",
        ],
        [
          'Some common medicines are triggers',
          'Certain antihistamines and antidepressants can worsen restless legs. A medicines review is a good first step.',
        ],
        [
          'Some treatments worsen it over time',
          'Dopamine agonists can cause augmentation, where symptoms get stronger and start earlier in the day.',
        ],
      ],
    },
    {
      title: 'Four months of darkness at an Antarctic station',
      guest: ['Anna Lindberg', 'a physician who spent a winter at a polar research station'],
      topic: 'sleep during the polar night',
      summary: `From May to August, the sun did not rise at the research station where Anna Lindberg spent last winter as the only doctor for a crew of 26. She also ran a small study on their sleep, using wrist trackers and daily diaries, and it shows what happens to human rhythms without natural light. Within a few weeks, most of the crew were going to bed later and later, and their sleep became shorter and more fragmented. A few drifted by hours, sleeping in the middle of the station's day. Anna introduced bright light boxes at breakfast, a fixed meal schedule and dimmer, warmer lighting in the evenings, and the drifting slowed, though it never fully stopped. The conversation moves from the station to ordinary life, because many people in northern cities spend the winter indoors under dim light. Helen and Anna discuss why a morning walk outside, even under grey skies, gives the body clock far more light than an office does, and why the crew's mood improved most not with light alone but with shared meals and routines.`,
      learnings: [
        [
          'Without daylight the clock drifts later',
          'Most of the crew went to bed later week by week. A few drifted by several hours.',
        ],
        [
          'Bright light at breakfast slowed the drift',
          "Light boxes in the morning, plus a fixed meal schedule, helped keep rhythms closer to the station's day.",
        ],
        [
          'Outdoor light beats office light',
          'Even a grey winter morning outdoors gives the body clock far more light than indoor lighting.',
        ],
        [
          'Shared routines help mood',
          "Regular shared meals and activities did as much for the crew's mood as the light boxes.",
        ],
      ],
      quotes: [
        'By June nobody could tell you what time it felt like. Breakfast was the only thing that told us it was morning.',
      ],
    },
    {
      title: 'Larks, owls and the myth of the 5 a.m. club',
      guest: ['Benedikt Roth', 'a researcher who studies chronotypes'],
      topic: 'morning and evening chronotypes',
      summary: `Advice to wake at 5 a.m. is everywhere, and Benedikt Roth thinks it is bad advice for about half the population. People differ in their chronotype, the natural timing of their body clock, and these differences are partly genetic. An extreme evening type forced onto a morning schedule lives in permanent jet lag, and studies link that mismatch to poorer sleep and mood.

Benedikt explains how chronotype is measured, with questionnaires about sleep timing on free days, and how it changes across life: children tend to be larks, teenagers and young adults owls, and most people drift earlier again in middle age. About a quarter of people are clearly one type or the other; the rest are in between. Can owls become larks? Benedikt says the clock can be shifted somewhat with morning light, less evening light and consistent timing, but the underlying tendency remains. His advice is to schedule the hardest work for your own best hours where you can, and for employers to allow flexible start times, which in one of his company studies improved sleep without any loss in output.`,
      learnings: [
        [
          'Chronotype is partly genetic',
          'Whether you are a lark or an owl is partly inherited, not just a matter of discipline.',
        ],
        [
          'Owls on lark schedules live jet-lagged',
          'A mismatch between body clock and schedule is linked with poorer sleep and mood.',
        ],
        [
          'Chronotype changes with age',
          'Children are usually larks, teenagers owls, and most adults drift earlier again in middle age.',
        ],
        [
          'Flexible start times pay off',
          "In Benedikt's company study, flexible start times improved sleep without any drop in output.",
        ],
        [
          'The clock shifts, but only so far',
          'Morning light and regular timing can move an owl earlier, but the underlying tendency remains.',
        ],
      ],
    },
    {
      title: 'What sleep does for memory',
      guest: ['Isabel Moreno', 'a neuroscientist who studies memory consolidation'],
      topic: 'sleep and memory',
      summary: `In Isabel Moreno's lab in Barcelona, students learn pairs of words in the evening and are tested the next morning. Those who sleep in between remember significantly more than those tested after the same hours awake during the day. The effect has been found hundreds of times, and Isabel explains what the brain seems to be doing overnight.

During deep sleep, the hippocampus replays recent experiences, in bursts coordinated with slow brain waves and the sleep spindles visible on an EEG. This replay appears to move memories into longer-term storage in the cortex. REM sleep, later in the night, seems more involved in emotional memories and in finding connections between things learned.

Helen asks what this means for students cramming all night before an exam. Isabel is direct: it is one of the worst strategies available, because it gives up exactly the process that would have stabilised what was studied.

Spreading learning over several days, with sleep between sessions, works much better. She also describes experiments using quiet sounds during sleep to boost specific memories, which are fascinating but not yet ready for home use.`,
      learnings: [
        [
          'Sleep after learning strengthens memory',
          'Students who slept after learning word pairs remembered more than those who stayed awake for the same time.',
        ],
        [
          'Deep sleep replays the day',
          'The hippocampus replays recent experiences during deep sleep, helping move them into long-term storage.',
        ],
        [
          'All-night cramming backfires',
          'Skipping sleep before an exam gives up the process that would have stabilised what you learned.',
        ],
        [
          'Spread learning across several nights',
          'Studying over several days, with sleep in between, beats the same hours in one session.',
        ],
      ],
    },
    {
      title: "Sleep after 70: what changes and what shouldn't",
      guest: ["Margaret O'Brien", 'a geriatrician who runs a memory and sleep clinic'],
      topic: 'sleep in older age',
      summary: `It is a common belief that older people need less sleep. Margaret O'Brien says they need roughly the same, about seven to eight hours, but find it harder to get. Deep sleep declines with age, the body clock shifts earlier, and sleep becomes lighter and more easily broken by pain, bladder problems and medications.

Margaret explains which changes are normal and which are not. Waking earlier and feeling sleepy in the early evening is a normal shift; falling asleep during conversations or meals is not, and may point to sleep apnoea or another condition. She also describes how several common medicines, including some for blood pressure and bladder problems, can affect sleep, and why a medication review is often the first thing she does.

Helen and Margaret talk about the link between poor sleep and memory in later life, which is an active area of research, and about sleeping pills. Margaret is cautious about them in older patients, because they raise the risk of falls at night, and she prefers CBT for insomnia, which works well at any age.`,
      learnings: [
        [
          'Older adults still need seven to eight hours',
          'Sleep need changes little with age. What changes is how easily deep, unbroken sleep comes.',
        ],
        [
          "Early evenings are normal; dozing at meals isn't",
          'Feeling sleepy in the early evening is a normal shift. Falling asleep in conversation may signal a medical problem.',
        ],
        [
          'Review medicines first',
          "Some blood pressure and bladder medicines affect sleep. Margaret's first step is often a medication review.",
        ],
        [
          'Sleeping pills raise the risk of falls',
          'In older adults, sedatives increase the chance of falling at night. CBT for insomnia works at any age.',
        ],
      ],
      quotes: [
        "Nobody should be told they're too old to sleep well. They might be too old to sleep like a twenty-year-old, which is different.",
      ],
    },
    {
      title: 'Are screens before bed really that bad?',
      guest: ['Oliver Grant', 'a psychologist who studies technology and sleep'],
      topic: 'screens and blue light before bed',
      summary: `Blue light from phones has been blamed for a generation's poor sleep, but Oliver Grant says the evidence is weaker than the headlines suggest. In lab studies, the light from a tablet at normal brightness delays melatonin and the body clock only modestly, by minutes rather than hours, and effects vary a lot between people.

The bigger problem, Oliver argues, is not the light but the content. An absorbing game, an argument on social media or a work email at 11 p.m. keep the brain alert, and endless feeds make it easy to keep going far past the intended bedtime. He calls this bedtime procrastination, and in his surveys it explained more lost sleep than light exposure.

That changes the advice. Night mode and blue-light filters are harmless and might help a little, but putting the phone out of reach, outside the bedroom if possible, does much more. Helen and Oliver also talk about teenagers, for whom both light sensitivity and late-night social pressure are stronger, and about what a realistic family rule looks like.`,
      learnings: [
        [
          'Light from screens has a modest effect',
          'A tablet at normal brightness delays melatonin by minutes, not hours, in most lab studies.',
        ],
        [
          'Content keeps you awake more than light',
          "Games, arguments and work email keep the brain alert. What you watch matters more than the screen's colour.",
        ],
        [
          'Bedtime procrastination costs the most sleep',
          "Endless feeds make it easy to stay up far past bedtime. In Oliver's surveys this explained more lost sleep than light.",
        ],
      ],
    },
    {
      title: "Sleepwalking: what's really happening",
      guest: ['Pierre Dumont', 'a neurologist who studies parasomnias'],
      topic: 'sleepwalking',
      summary: `A sleepwalker is partly awake and partly asleep at the same time, Pierre Dumont explains. Brain recordings show areas responsible for movement active as if awake, while areas involved in judgement and memory remain in deep sleep. That is why sleepwalkers can open doors and even make a sandwich, yet have no memory of it in the morning.

Sleepwalking is common in children, affecting perhaps one in five at some point, and most grow out of it by adolescence. In adults it is rarer, and Pierre describes the usual triggers: sleep deprivation, stress, alcohol, some medications and noise or a full bladder that partly wakes someone from deep sleep. Episodes usually happen in the first third of the night, when deep sleep is most concentrated. Helen asks the question everyone wants answered: should you wake a sleepwalker? Pierre says it isn't dangerous, but it often causes confusion or distress, so gently guiding the person back to bed is usually better. His main concern is safety: locked windows, no stairs without a gate, and a doctor's visit if episodes are frequent or involve injury.`,
      learnings: [
        [
          'Sleepwalkers are half awake',
          'Movement areas of the brain are active while judgement and memory areas stay in deep sleep.',
        ],
        [
          'Lack of sleep is the biggest trigger',
          'Sleep deprivation, stress and alcohol all make episodes more likely.',
        ],
        [
          'Guide them back rather than wake them',
          "Waking a sleepwalker isn't dangerous but causes confusion. Gently steering them to bed works better.",
        ],
        [
          'Make the home safe',
          'Locked windows and gates on stairs matter more than anything else for frequent sleepwalkers.',
        ],
      ],
    },
  ],
};
