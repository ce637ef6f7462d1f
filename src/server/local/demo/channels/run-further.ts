import type { ChannelTheme } from '../channel-theme';

export const runFurther: ChannelTheme = {
  creatorNumber: 13,
  host: "Chris O'Neill",
  channelName: 'Run Further',
  description:
    'Endurance running for ordinary athletes: training, injuries, nutrition and the mental side of long distances, with coaches, physiotherapists and runners of every pace.',
  categories: ['Sports', 'Health', 'Fitness'],
  price: 200,
  verified: true,
  handle: 'run-further',
  minutes: [25, 60],
  schedule: { everyDays: 7, latestDaysAgo: 5, firstNumber: 265, breaks: { 14: 7 } },
  chapters: false,
  episodeTitle: (script, number) => `RF${number}: ${script.title}`,
  episodes: [
    {
      title: 'First marathon at 52',
      guest: ['Deborah Quinn', 'a headteacher who ran her first marathon at 52'],
      topic: 'running a first marathon later in life',
      summary: `Deborah Quinn started running at 49, when a doctor told her that her blood pressure needed attention, and finished the Dublin Marathon three years later in 4 hours 51 minutes. She joins Chris to talk about the training, the setbacks and the moment at mile 22 when she briefly decided to walk home.

Deborah's plan was built around her age and her job. She ran four days a week rather than five or six, with two full rest days, because recovery took longer than it had for the younger runners in her club. She added two short strength sessions a week, which she credits with getting her through an eighteen-week plan without injury. Her long runs were slow enough to hold a conversation, which felt embarrassingly slow at first.

The mental side was just as hard. Deborah describes breaking the race into six-mile sections, each dedicated to a different person in her life, and the club-mate who ran the last four miles beside her. She also shares what surprised her most: how much she enjoyed the months of training, more than the race itself.`,
      learnings: [
        [
          'Run fewer days, recover more',
          "Four running days and two full rest days suited Deborah's recovery better than the plans written for younger runners.",
        ],
        [
          'Strength work prevents injury',
          'Two short strength sessions a week carried her through eighteen weeks without injury.',
        ],
        [
          'Long runs at conversation pace',
          'Running slowly enough to talk felt embarrassing at first and built the endurance she needed.',
        ],
        [
          'Break the race into pieces',
          'Dedicating each six-mile section to someone kept her going when the distance felt impossible.',
        ],
      ],
      quotes: [
        "At mile twenty-two I'd genuinely decided to get the bus home. Then I remembered I didn't know where the bus was.",
      ],
    },
    {
      title: 'Why 80% of your running should feel easy',
      guest: ['Dr. Erik Solberg', 'an exercise physiologist who studies elite endurance training'],
      topic: 'easy running and training intensity',
      summary: `Studies of elite endurance athletes in running, rowing, cycling and cross-country skiing show a striking pattern, Erik Solberg explains: about 80% of their training is done at low intensity, with only around 20% at moderate or high intensity. Many recreational runners do the opposite, running most sessions at a medium, somewhat hard pace that Erik calls the grey zone.

The grey zone is hard enough to cause fatigue but not hard enough to produce the adaptations of true interval training. Easy running, by contrast, builds the aerobic engine, strengthens tendons and allows recovery for the hard sessions. Erik describes a study in which recreational runners who shifted to an 80/20 approach improved their 10 km times more than those who trained harder on average. So how easy is easy? Erik suggests the talk test: if you can speak in full sentences, you're in the right zone. Heart rate monitors can help, but heat, coffee and a short night all push the numbers up. His main message is that most runners need to slow down their easy days to be able to speed up their hard ones.`,
      learnings: [
        [
          'Elite athletes train 80% easy',
          'Across endurance sports, about 80% of elite training is low intensity.',
        ],
        [
          'Avoid the grey zone',
          'Medium-hard running every day causes fatigue without the benefits of real intervals.',
        ],
        ['Use the talk test', "If you can speak in full sentences, you're running easy enough."],
        [
          'Slow down to speed up',
          'Easier easy days leave energy for hard sessions that actually make you faster.',
        ],
        [
          'Heart rate drifts with heat and caffeine',
          'Monitors help, but heat, caffeine and poor sleep raise heart rate on any pace.',
        ],
      ],
    },
    {
      title: "Shin splints: the physio's guide",
      guest: ['Niamh Doyle', 'a sports physiotherapist who works with runners'],
      topic: 'shin pain in runners',
      summary: `Shin pain is one of the most common complaints Niamh Doyle sees, especially in new runners and those returning after a break. The usual culprit is medial tibial stress syndrome, often called shin splints: pain along the inner edge of the shin bone caused by the bone and surrounding tissue being loaded faster than they can adapt. Niamh explains to Chris how to tell it apart from something more serious.

The key difference is location and pattern. Shin splints typically produce diffuse pain along several centimetres of the bone, often easing as the run goes on. A stress fracture tends to cause sharp pain in one small spot that gets worse with running and may hurt at rest or at night. Niamh says the second needs a doctor and a break from running.

For shin splints, her treatment is load management rather than complete rest: reducing running volume, avoiding sudden jumps in mileage, running on softer surfaces for a while and strengthening the calf muscles, which absorb much of the impact. She also explains the common rule of increasing mileage by no more than about 10% a week, and why it is a rough guide rather than a law.`,
      learnings: [
        [
          'Diffuse pain versus one sharp spot',
          'Shin splints hurt along several centimetres of bone. Sharp pain in one spot may be a stress fracture.',
        ],
        [
          'Pain at rest needs a doctor',
          'Shin pain at night or at rest should be checked for a stress fracture.',
        ],
        [
          "Manage load, don't just rest",
          'Reducing volume and building back gradually works better than stopping completely.',
        ],
      ],
    },
    {
      title: 'Fuelling a marathon: how many gels and when',
      guest: ['Laura Bennett', 'a sports dietitian who works with endurance athletes'],
      topic: 'carbohydrate fuelling for long races',
      summary: `Hitting the wall, the sudden exhaustion many marathon runners feel around mile 20, usually happens when the muscles run low on stored carbohydrate, Laura Bennett explains. The body can store enough glycogen for roughly 90 minutes to two hours of hard running, so most runners need to take in carbohydrate during a marathon to avoid it.

Laura's general guidance is 30 to 60 grams of carbohydrate per hour for most marathon runners, and up to 90 grams for faster runners who have trained their gut to tolerate it. A typical energy gel contains about 20 to 25 grams. She suggests starting early, around 30 to 45 minutes into the race, and taking small amounts regularly rather than large amounts late.

Stomach problems ruin more races than poor training. Laura stresses gut training: practising race fuelling on long training runs, with the exact products you'll use on race day, so the digestive system adapts. She also covers carbohydrate loading in the two days before a race and why nothing new should be tried on race day, however tempting the free samples at the expo.`,
      learnings: [
        [
          '30 to 60 grams of carbs per hour',
          'Most marathon runners need this during the race. Faster, trained runners can go up to 90.',
        ],
        [
          'Start fuelling early',
          'Begin 30 to 45 minutes in, with small regular amounts, not a big dose at mile 18.',
        ],
        [
          'Train your gut',
          "Practise race fuelling on long runs with the exact products you'll use on the day.",
        ],
        [
          'Nothing new on race day',
          'New gels, drinks or breakfasts on race morning are a common cause of stomach trouble.',
        ],
      ],
      quotes: [
        'People plan their shoes for months and their fuelling on the morning of the race. It should be the other way round.',
      ],
    },
    {
      title: 'What happens to your body in a 100-mile race',
      guest: ['Marco Rinaldi', 'an ultrarunner who has finished 14 hundred-mile races'],
      topic: 'ultramarathons',
      summary: `Marco Rinaldi has finished fourteen 100-mile races, including mountain courses with more than 9,000 metres of climbing. His fastest took a little under 22 hours; his slowest nearly 34. He tells Chris what happens to the body and mind over a day and a night of continuous running, and why ultrarunning is as much an eating contest as a running one. Marco describes the phases. The first 50 kilometres feel easy, which is the danger, because going too fast early is the most common mistake. Through the night, the challenge becomes staying awake and keeping food down; Marco aims for about 250 to 300 calories an hour, often from real food like potatoes and broth. The last 50 kilometres are mostly mental.

There were lows, too. Marco describes hallucinating in the early hours of one race, seeing faces in rocks, and a friend who dropped out at mile 80 and was happier for it. His advice for runners thinking of moving up from marathons: start with a 50 km race on trails, walk the climbs from the beginning and practise eating while moving.`,
      learnings: [
        [
          'Walk the climbs from the start',
          'Even elite ultrarunners walk steep hills. Saving energy early makes the finish possible.',
        ],
        [
          'An eating contest as much as a race',
          'Marco aims for 250 to 300 calories an hour, often from real food.',
        ],
        [
          'The first 50 km are a trap',
          'Feeling easy early tempts runners to go too fast, the most common ultra mistake.',
        ],
        [
          'Step up through a 50 km trail race',
          'A shorter ultra teaches pacing and eating before attempting 100 miles.',
        ],
        [
          'The night is about staying awake',
          'Through the night, keeping food down and staying alert matter more than pace.',
        ],
      ],
    },
    {
      title: 'Strength training for runners who hate the gym',
      guest: ['Sam Okafor', 'a strength and conditioning coach'],
      topic: 'strength training for runners',
      summary: `Sam Okafor works with runners who would rather do almost anything than lift weights, and he tells Chris that they don't need much. Two sessions of about 20 minutes a week, done consistently, can reduce injury risk and improve running economy, meaning runners use less energy at the same pace.

Sam's core programme has five exercises: squats, single-leg deadlifts, calf raises, step-ups and a plank variation. He explains why heavy, slow strength work, rather than endless light repetitions, seems to benefit runners most, and why calf strength in particular is often neglected, despite the calves absorbing several times body weight with each stride. Timing matters. Sam suggests strength sessions on hard running days rather than easy ones, so that easy days stay truly easy, and lighter strength work in the two weeks before a race. He also has advice for runners who have never lifted: start with body weight, learn good technique and add load gradually over months. And he reassures Chris that it won't make runners bulky.`,
      learnings: [
        [
          'Twenty minutes, twice a week',
          'Short, consistent strength sessions reduce injury risk and improve running economy.',
        ],
        [
          'Lift heavy and slow',
          'Heavier, controlled strength work seems to benefit runners more than many light repetitions.',
        ],
        [
          "Don't forget the calves",
          'Calves absorb several times body weight with every stride and are often neglected.',
        ],
      ],
    },
    {
      title: 'Do expensive running shoes make you faster?',
      guest: ['Dr. Julia Hartmann', 'a biomechanics researcher who tests running shoes'],
      topic: 'running shoes',
      summary: `Shoes with carbon fibre plates and very bouncy foams have transformed elite road racing, and Julia Hartmann's lab has measured why. In her tests, the best of these super shoes reduced the energy cost of running at a given pace by about 3 to 4% on average compared with traditional racing flats, which for an elite runner can mean minutes off a marathon.

But Julia explains that the benefit varies a lot between individuals, and that most of it comes from the foam rather than the plate. Slower runners may get a smaller benefit, and the shoes are less stable, which may increase the risk of some injuries. They are also expensive and wear out quickly.

Chris asks about everyday training shoes. Julia's advice is surprisingly simple: research hasn't found that matching shoes to foot type, such as pronation, reliably prevents injury. Choosing a shoe that feels comfortable in the shop tends to be a good guide. She suggests rotating between two pairs and replacing shoes when they feel dead, rather than at a fixed mileage.`,
      learnings: [
        [
          'Super shoes save 3 to 4% energy',
          'The best carbon-plated shoes cut the energy cost of running at a given pace in lab tests.',
        ],
        [
          'The foam does most of the work',
          'Most of the benefit comes from bouncy foam, not the carbon plate.',
        ],
        [
          'Comfort is a good guide',
          "Matching shoes to foot type hasn't reliably prevented injuries. Comfort in the shop predicts better.",
        ],
        [
          'Rotate two pairs',
          'Alternating between two pairs and replacing them when they feel dead works better than fixed mileage.',
        ],
      ],
    },
    {
      title: 'Running in the heat without cooking yourself',
      guest: ['Dr. Miguel Torres', 'a sports scientist who studies exercise in hot conditions'],
      topic: 'running in hot weather',
      summary: `On a hot day, the heart has two jobs: supplying muscles with oxygen and sending blood to the skin to shed heat. Miguel Torres explains to Chris that this competition is why running at the same pace feels much harder in summer, and why heart rate climbs even when pace doesn't. Above about 20°C, marathon times start to slow for most runners, and the effect grows quickly with heat and humidity. Miguel's first advice is acceptance: slow down on hot days and judge effort rather than pace. His second is acclimatisation. Over ten to fourteen days of exercising in the heat, the body increases blood plasma volume, starts sweating earlier and loses less salt in sweat. Runners preparing for a hot race can use this deliberately, with short runs at the hottest time of day or sessions in extra layers. It also pays to know the warning signs of heat illness. Miguel describes the difference between heat exhaustion and heat stroke, the latter a medical emergency marked by confusion, and stresses that stopping, cooling down and getting help is always the right call.`,
      learnings: [
        [
          'Heat makes the heart do two jobs',
          'Blood is shared between muscles and skin, so the same pace feels harder and heart rate climbs.',
        ],
        [
          'Slow down and run by effort',
          'On hot days, judge effort rather than pace. Times slow above about 20°C.',
        ],
        [
          'Acclimatise over 10 to 14 days',
          'Regular exercise in heat increases plasma volume and makes you sweat earlier.',
        ],
        [
          'Confusion means emergency',
          'Confusion during exercise in heat can signal heat stroke. Stop, cool down and get help.',
        ],
      ],
    },
    {
      title: 'Running after pregnancy',
      guest: ['Hannah Lewis', "a women's health physiotherapist and runner"],
      topic: 'returning to running after having a baby',
      summary: `Many new mothers are told they can start running again at their six-week check, but Hannah Lewis says that check usually doesn't assess whether the body is ready for the impact of running. Current guidelines for returning to running after childbirth suggest waiting until at least twelve weeks, and building up gradually after a period of walking and strength work.

Hannah explains why. Pregnancy and birth affect the pelvic floor, the abdominal muscles and the joints, and running involves forces of two to three times body weight with every step. She describes the signs that a body isn't yet ready, such as leaking, heaviness in the pelvis or pain, and stresses that these are common and treatable, not something to simply accept.

Chris asks what the return looks like. Hannah suggests a progression starting with walking and pelvic floor exercises, then low-impact strength and balance work, then tests like hopping and jogging on the spot before short run-walk intervals. She also addresses the practical side: running buggies, breastfeeding, sleep deprivation and guilt about taking time for yourself.`,
      learnings: [
        [
          'Wait at least twelve weeks',
          'Guidelines suggest twelve weeks before running, after walking and strength work.',
        ],
        [
          'Leaking is common and treatable',
          "Leaking or heaviness are signs the body isn't ready yet, and a physiotherapist can help.",
        ],
        [
          'Test before you run',
          'Hopping and jogging on the spot without symptoms show readiness for run-walk intervals.',
        ],
      ],
    },
    {
      title: 'The DNF that made me a better runner',
      guest: ['Tom Fitzgerald', 'a club runner and sports psychology student'],
      topic: 'dropping out of a race',
      summary: `Tom Fitzgerald trained for eight months for the Berlin Marathon, aiming for under three hours. At 28 kilometres his hamstring cramped so badly he could barely walk, and he stepped off the course. Did not finish, three letters he says he couldn't say out loud for weeks. He tells Chris how that race changed the way he runs, and what he is now studying about it.

Tom describes the shame he felt, the messages from friends that he couldn't answer and the temptation to enter another marathon immediately to make up for it. Instead, a coach encouraged him to write down what had happened: he had started too fast, ignored his fuelling plan in the excitement and trained through a niggle in the final weeks. Chris and Tom talk about the psychology of quitting. Tom's research interest is how runners decide whether to continue when things go wrong, and he argues that a well-made decision to stop is a skill, not a failure. He finished a marathon in 2 hours 58 minutes the following year.`,
      learnings: [
        [
          'Write down what went wrong',
          'A written review replaced vague shame with three clear lessons: pace, fuel and the ignored niggle.',
        ],
        [
          "Don't rush to race again",
          'Entering another marathon immediately to make up for a DNF repeats the same mistakes.',
        ],
        [
          'Stopping can be the right decision',
          'A considered choice to step off the course protects long-term running.',
        ],
      ],
      quotes: [
        "For weeks I couldn't say the letters D, N, F out loud. Now I think stepping off was the best decision I made all year.",
      ],
    },
    {
      title: "Achilles pain: load it, don't rest it",
      guest: ['Dr. Peter Vance', 'a sports medicine doctor'],
      topic: 'Achilles tendon pain',
      summary: `Achilles tendinopathy, pain and stiffness in the tendon at the back of the ankle, is common among runners over 35, and Peter Vance says the old advice of complete rest often makes it worse. Tendons respond to load, and a tendon that is rested completely becomes weaker and less able to handle running when it resumes. The treatment with the best evidence is progressive loading: exercises that gradually strengthen the calf and tendon, such as slow heel raises, eventually with extra weight. Peter explains the pain rule he gives patients: some discomfort during the exercises is acceptable, as long as it settles within 24 hours and doesn't get worse week by week. Many runners can keep running at reduced volume during treatment.

Chris asks about injections and other quick fixes. Peter is sceptical of most of them and explains why steroid injections near the Achilles are generally avoided. He also warns about the classic morning stiffness that eases as the day goes on, which many runners ignore for months, and stresses that tendon problems take three months or more to improve, so patience matters.`,
      learnings: [
        [
          'Complete rest weakens the tendon',
          'Tendons need load to recover. Resting entirely makes a return to running harder.',
        ],
        [
          'Slow heel raises are the treatment',
          'Progressive calf and tendon strengthening has the best evidence for Achilles pain.',
        ],
        [
          'Use the 24-hour pain rule',
          "Some discomfort is fine if it settles within a day and doesn't worsen week to week.",
        ],
        [
          'Morning stiffness is a warning',
          'Stiffness that eases as the day goes on is an early sign not to ignore.',
        ],
        ['Expect three months', 'Tendon problems improve slowly. Patience is part of the treatment.'],
      ],
    },
    {
      title: 'Saturday morning, 9 a.m.: the parkrun effect',
      guest: ['Grace Okoye', 'a volunteer run director at a parkrun event'],
      topic: 'community running events',
      summary: `Every Saturday at 9 a.m., hundreds of thousands of people around the world gather in parks for a free, timed 5 km run, walk or jog. Grace Okoye has volunteered as a run director at her local event for six years and tells Chris why she thinks it is one of the most successful public health projects of the century, despite being run entirely by volunteers.

Grace describes who turns up: seasoned club runners, parents with buggies, people walking with their dogs, teenagers doing it with their grandparents, and many who had never run before. Surveys of participants suggest a large share were inactive before they started, and many report improvements in mood and feeling part of a community, not only fitness.

The volunteers are the other half of the story. Grace says volunteering is as important as running, and that many people who can't run, because of injury or illness, keep coming to hand out finish tokens and cheer. She shares her favourite moment: a woman who walked her first event in 52 minutes and, two years later, volunteered as a pacer for others.`,
      learnings: [
        [
          'Free and weekly lowers the barrier',
          "A free, timed 5 km every Saturday brings people who'd never join a running club.",
        ],
        [
          'Many participants were inactive before',
          'Surveys suggest a large share of people started from little or no exercise.',
        ],
        [
          'Volunteering counts as much as running',
          "People who can't run keep their place in the community by volunteering.",
        ],
      ],
    },
    {
      title: 'The taper: why doing less feels so wrong',
      guest: ['Rachel Moore', 'a marathon coach'],
      topic: 'tapering before a race',
      summary: `In the last two to three weeks before a marathon, runners reduce their training so that the body can recover and adapt. This taper reliably improves race performance by a few percent in studies, Rachel Moore explains, yet many of the runners she coaches find it the hardest part of the whole plan.

The typical taper reduces weekly volume by 40 to 60% over two to three weeks, while keeping some shorter sessions at race pace so the legs stay sharp. Rachel explains what the reduced load allows: muscle damage repairs, glycogen stores fill up and hormone levels settle. Cutting intensity too, or stopping altogether, tends to leave runners feeling flat.

Chris asks about taper madness, the restlessness, phantom aches and doubts that many runners experience. Rachel says it is almost universal and reassuringly meaningless: the niggles usually disappear on race morning. She suggests filling the extra time with race planning, sleep and anything that isn't running, and trusting months of training rather than squeezing in a final long run.`,
      learnings: [
        [
          'Cut volume 40 to 60%, keep some speed',
          'Reduce weekly mileage over two to three weeks while keeping short race-pace sessions.',
        ],
        [
          'The taper improves performance',
          'Studies show a well-planned taper improves race results by a few percent.',
        ],
        [
          'Phantom aches are normal',
          'Restlessness and niggles in the taper are nearly universal and usually vanish on race day.',
        ],
        [
          'No last-minute long run',
          'A late long run to reassure yourself only adds fatigue. Trust the training.',
        ],
      ],
    },
    {
      title: 'Running with your dog',
      guest: ['Eva Lindström', 'a canicross coach and veterinary nurse'],
      topic: 'running with a dog',
      summary: `Canicross, running attached to a dog by a bungee line and harness, is growing fast in Europe, and Eva Lindström has coached it for ten years alongside her work as a veterinary nurse. She tells Chris that running with a dog can be wonderful for both, as long as the runner thinks about the dog's needs as much as their own.

Eva starts with age and breed. Puppies shouldn't run long distances until their growth plates have closed, which can be well over a year for large breeds. Flat-faced breeds, like pugs and French bulldogs, struggle to cool themselves and are poor running partners. She also covers equipment: a proper harness designed for pulling rather than a collar, and a bungee line that absorbs sudden stops. Heat is the biggest danger, in Eva's view. Dogs cool themselves mainly by panting and overheat more easily than people, so she advises avoiding runs above about 20°C and checking pavement temperature with the back of your hand. She finishes with training tips, including teaching simple commands for left, right and stop.`,
      learnings: [
        [
          'Wait for growth plates to close',
          "Puppies shouldn't run long distances. Large breeds may need well over a year.",
        ],
        [
          'Use a harness, not a collar',
          "A pulling harness and a bungee line protect the dog's neck and your arms.",
        ],
        [
          'Dogs overheat before you do',
          'Avoid runs above about 20°C and check pavement heat with the back of your hand.',
        ],
        [
          "Flat-faced breeds aren't runners",
          "Pugs and French bulldogs struggle to cool themselves and shouldn't run far.",
        ],
        ['Teach left, right and stop', 'Simple commands keep runs safe when the dog is pulling ahead.'],
      ],
    },
    {
      title: 'Downhill is where trail races are won',
      guest: ['Lucas Martin', 'a mountain runner and coach in the Pyrenees'],
      topic: 'running downhill on trails',
      summary: `Most trail runners train for the climbs, Lucas Martin tells Chris, but races are often decided on the descents, where confident runners gain minutes and nervous ones lose them. Downhill running is also what leaves legs destroyed the day after a mountain race, because muscles working while lengthening, called eccentric contractions, cause more damage than climbing.

Lucas breaks down technique. Look three or four steps ahead, not at your feet. Take short, quick steps with a slight forward lean, rather than leaning back and braking with every stride. Use your arms for balance, held wider than on the road. On technical ground, pick a line early and commit to it.

Chris asks how to train for descents when you live somewhere flat. Lucas suggests repeated downhill runs on any available hill, stairs and eccentric strength exercises like slow step-downs, which prepare the muscles for the damage of long descents. He also admits to falling many times while learning and recommends practising on easy terrain before trying to go fast.`,
      learnings: [
        ['Look three steps ahead', 'Watching the ground a few steps ahead lets your feet find their way.'],
        [
          'Short, quick steps, leaning slightly forward',
          'Leaning back and braking on each step is slower and harder on the legs.',
        ],
        [
          'Descents cause the soreness',
          'Muscles working while lengthening cause more damage than climbing. Train for it.',
        ],
      ],
    },
    {
      title: 'Salt, sweat and how much to drink',
      guest: ['Dr. Amit Shah', 'a sports physician who studies hydration'],
      topic: 'hydration and electrolytes for runners',
      summary: `The advice to drink as much as possible during long runs has caused real harm, Amit Shah tells Chris. Drinking far more than you sweat, especially over many hours, can dilute the sodium in the blood, a condition called exercise-associated hyponatraemia, which in rare cases has been fatal in marathons and ultras. Slower runners who drink at every aid station are most at risk.

Amit's advice is to drink to thirst for most races, which studies suggest keeps most runners in a safe range. For longer events or hot conditions, he recommends estimating your sweat rate by weighing yourself before and after an hour's run, accounting for what you drank. Losing a small amount of body weight during a long race is normal and not harmful.

Then there are electrolyte drinks and salt tablets. Amit explains that sweat sodium varies widely between people, and that salty sweaters, those with white crusts on their clothes, may benefit from extra sodium in long events. But he stresses that salt tablets don't prevent hyponatraemia if someone drinks far too much water.`,
      learnings: [
        ['Drink to thirst', 'For most races, drinking when thirsty keeps runners in a safe range.'],
        [
          'Overdrinking can be dangerous',
          'Drinking far more than you sweat can dilute blood sodium, especially for slower runners.',
        ],
        [
          'Weigh yourself to learn your sweat rate',
          "Weigh before and after an hour's run, adjusting for drinks, to estimate your losses.",
        ],
        [
          'White crusts mean salty sweat',
          'Runners with white salt marks on clothes may need extra sodium in long events.',
        ],
      ],
    },
    {
      title: 'From the inbox: treadmills, running in the dark and a sore knee',
      topic: 'listener questions about running',
      summary: `Chris clears the inbox on his own this week, answering six of the 130 questions that arrived over the summer. The first comes from a nurse who can only run at 5 a.m. in winter and asks about running in the dark. Chris's answer covers lights, reflective kit, choosing well-lit routes and telling someone where you are going, and he shares what several women runners told him about safety. A listener in Leeds asks whether treadmill running counts. Chris explains that it absolutely does, that a 1% incline roughly matches the effort of running outdoors at moderate paces and that treadmills are ideal for controlled sessions. Another listener asks about a sore knee after long runs; Chris describes the common causes but says persistent pain needs a physiotherapist, not a podcast. The last questions cover running with a cold (the above-the-neck rule), how to run faster at 5 km after years of marathons and whether it is too late to start running at 70. Chris's answer to the last one is an emphatic no, with the story of a listener who ran her first race at 74.`,
      learnings: [
        [
          'Be seen and tell someone',
          'Lights, reflective kit, lit routes and someone who knows your route make dark runs safer.',
        ],
        [
          'A 1% incline matches outdoor effort',
          'On a treadmill, a slight incline roughly matches running outside at moderate pace.',
        ],
        ['The above-the-neck rule', 'A head cold may allow easy running. Chest symptoms or fever mean rest.'],
        [
          "It's never too late to start",
          'A listener ran her first race at 74. Start with walking and build gradually.',
        ],
      ],
    },
    {
      title: 'IT band pain and the myth of foam rolling it away',
      guest: ['Sinead Byrne', 'a physiotherapist who specialises in running injuries'],
      topic: 'iliotibial band syndrome',
      summary: `Iliotibial band syndrome causes sharp pain on the outside of the knee, usually coming on at a predictable point in a run and forcing the runner to stop. Sinead Byrne sees it constantly, and the first thing she tells patients is that they can't stretch or foam roll the IT band longer: it is a thick band of connective tissue that is extremely resistant to stretching.

Sinead explains the current understanding of what causes the pain, which involves compression of sensitive tissue near the knee, often linked with a sudden increase in running, lots of downhill running or running on cambered roads. Treatment focuses on reducing the aggravating load, strengthening the hip muscles, which control how the knee moves, and gradually returning to running. So is foam rolling useless? Sinead says some runners find it temporarily relieves discomfort, which is fine, but it doesn't change the band itself. She also suggests a practical trick: running shorter intervals that stop before the pain usually starts, then building up, rather than pushing through each time.`,
      learnings: [
        [
          "The IT band doesn't stretch",
          "It's a tough band of connective tissue. Rolling or stretching won't lengthen it.",
        ],
        ['Strengthen the hips', 'Hip strength helps control knee movement and reduce IT band irritation.'],
        [
          'Stop before the pain starts',
          'Run intervals shorter than the point where pain usually begins, then build up.',
        ],
      ],
    },
    {
      title: 'Cadence: should you take more steps?',
      guest: ['Dr. Karin Nilsson', 'a biomechanist who studies running form'],
      topic: 'running cadence',
      summary: `The idea that every runner should aim for 180 steps a minute comes from observations of elite runners at the 1984 Olympics, Karin Nilsson explains, and was never meant as a universal target. Elite runners at race pace naturally take quick steps; a recreational runner jogging at an easy pace will naturally take fewer. Cadence changes with speed, height and leg length.

That said, Karin's research suggests that runners who overstride, landing with the foot far in front of the body, can benefit from increasing their cadence by about 5 to 10%. Small increases reduce the load on the knee and hip with each step, which may help some injuries. Larger changes, forcing a big jump in step rate, tend to feel awkward and increase energy cost.

Chris asks how to make the change. Karin suggests measuring current cadence on an easy run, using a metronome app set 5% higher for short sections and letting the new rhythm become natural over several weeks. She stresses that it's a tool for specific problems, not something every runner needs to fix.`,
      learnings: [
        [
          "180 isn't a universal target",
          'The number came from elite runners at race pace. Cadence naturally varies with speed and height.',
        ],
        [
          'A 5 to 10% increase helps overstriders',
          'Small cadence increases reduce knee and hip load for runners landing far in front of the body.',
        ],
        [
          'Use a metronome for short sections',
          'Practising at 5% above your normal cadence in short bursts lets the change become natural.',
        ],
        ['Big jumps backfire', 'Forcing a large cadence change feels awkward and costs more energy.'],
      ],
    },
    {
      title: 'Coming back after a year off',
      guest: ['Jenny Walsh', 'a running coach who specialises in comebacks'],
      topic: 'returning to running after a long break',
      summary: `Jenny Walsh coaches runners returning after a long break, after illness, injury, a new baby or simply life getting in the way, and she says the biggest danger is memory. Returning runners remember what they used to do and try to do it again, but fitness, and especially tendon and bone strength, have declined. Muscles and lungs come back quickly; connective tissue takes much longer.

Jenny's comeback plans start with run-walk intervals, even for experienced runners, such as one minute running and one minute walking for twenty minutes, three times a week. The running portion grows by small steps each week. She asks runners to ignore pace completely for the first six to eight weeks, and to stop comparing themselves to their old training logs or to friends' watch data.

The slow weeks are where motivation fades. Jenny suggests setting a process goal, such as running three times a week for two months, rather than a race goal, and celebrating consistency. She also describes the emotional side of comebacks, including the grief some runners feel about lost fitness.`,
      learnings: [
        [
          'Tendons come back slower than lungs',
          'Heart and lungs recover quickly. Connective tissue needs months.',
        ],
        [
          'Start with run-walk, whatever your history',
          'One minute running, one minute walking, even for experienced runners.',
        ],
        [
          'Ignore pace for six to eight weeks',
          'Comparing with old logs pushes returning runners into injury.',
        ],
        ['Set a process goal', 'Three runs a week for two months is a better target than a race.'],
      ],
    },
    {
      title: 'Running with asthma',
      guest: ['Dr. Claire Adeyemi', 'a respiratory physician and marathon runner'],
      topic: 'running with asthma',
      summary: `Claire Adeyemi has asthma and has run eleven marathons, and as a respiratory physician she tells Chris that asthma should rarely stop anyone from running. Exercise-induced bronchoconstriction, the narrowing of airways triggered by exercise, is very common, including among elite endurance athletes, and with the right treatment most people can run without trouble.

Claire explains the trigger: breathing large volumes of cold, dry air cools and dries the airways, which can make them narrow, typically during or shortly after exercise. She describes practical steps alongside medical treatment: a longer, gradual warm-up, a buff or scarf over the mouth in cold weather and paying attention to pollen and air quality forecasts.

Chris asks about inhalers. Claire explains the difference between reliever inhalers, used before exercise or when symptoms start, and preventer inhalers, which reduce airway inflammation over time, and why needing a reliever often is a sign to see a doctor about better control. She also mentions the symptoms that shouldn't be assumed to be asthma, such as chest pain or fainting.`,
      learnings: [
        [
          'Asthma rarely has to stop you',
          'With the right treatment, most people with asthma can run, including marathons.',
        ],
        [
          'Cold, dry air is the trigger',
          'Breathing lots of cold, dry air narrows airways. Cover your mouth in winter.',
        ],
        ['Warm up longer', 'A gradual warm-up reduces the chance of airways narrowing during the run.'],
        [
          'Frequent reliever use means see a doctor',
          "Needing a reliever often suggests asthma isn't well controlled.",
        ],
        [
          "Chest pain isn't asthma",
          'Chest pain or fainting during exercise should be checked, not assumed to be asthma.',
        ],
      ],
    },
  ],
};
