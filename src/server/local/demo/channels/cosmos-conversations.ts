import type { ChannelTheme } from '../channel-theme';

export const cosmosConversations: ChannelTheme = {
  creatorNumber: 12,
  host: 'Leila Haddad',
  channelName: 'Cosmos Conversations',
  description:
    'Astronomers, engineers and science historians on the universe and how we explore it, from telescopes on mountaintops to missions far beyond the Moon.',
  categories: ['Science', 'Space', 'Education'],
  price: 150,
  verified: false,
  handle: 'cosmos-conversations',
  minutes: [40, 100],
  schedule: { everyDays: 28, latestDaysAgo: 15, firstNumber: 31 },
  chapters: true,
  episodes: [
    {
      title: 'Reading the air of a planet 700 light years away',
      guest: [
        'Dr. Sarah Kaplan',
        'an astronomer who studies exoplanet atmospheres with the James Webb Space Telescope',
      ],
      topic: 'exoplanet atmospheres',
      summary: `When a planet passes in front of its star, a tiny fraction of the starlight filters through the planet's atmosphere on its way to us. Different molecules absorb different wavelengths, leaving fingerprints in the spectrum. Sarah Kaplan explains to Leila how the James Webb Space Telescope, launched in December 2021, has turned this technique from a struggle into a routine measurement.

Sarah was part of a team that looked at WASP-39b, a hot gas giant about 700 light years away, in Webb's first months. The spectrum showed clear signs of carbon dioxide, the first unambiguous detection in an exoplanet atmosphere, and later sulphur dioxide produced by chemistry driven by starlight. She describes the moment the data arrived and the team realised how clean it was.

Leila asks the question everyone asks: can Webb find life? Sarah explains why small rocky planets around small stars are the most promising targets, and why any claim of a biosignature will require many observations and careful exclusion of non-biological explanations. She expects exciting hints, and many arguments, long before any certainty.`,
      learnings: [
        [
          "Starlight carries a planet's fingerprint",
          "Molecules in a transiting planet's atmosphere absorb specific wavelengths of light we can measure.",
        ],
        [
          'Webb found clear carbon dioxide',
          'WASP-39b gave the first unambiguous detection of CO2 in an exoplanet atmosphere.',
        ],
        [
          'Life claims will take years',
          'Any biosignature will need many observations and careful rejection of non-biological explanations.',
        ],
        [
          'Small stars are the best targets',
          'Rocky planets around small stars block more light, making their atmospheres easier to study.',
        ],
      ],
      quotes: [
        "The first spectrum came in and it was so clean that someone in the room said, that can't be real. It was.",
      ],
    },
    {
      title: "Ice in the Moon's permanent shadows",
      guest: ['Dr. Raj Patel', 'a planetary scientist who studies the lunar south pole'],
      topic: "water ice at the Moon's south pole",
      summary: `Near the Moon's south pole, some crater floors have not seen sunlight for billions of years. Temperatures there can fall below minus 230°C, cold enough to trap water ice and other volatile compounds. Raj Patel studies these permanently shadowed regions and explains to Leila why they have become the most sought-after real estate in the solar system.

Raj describes the evidence for ice, built up over decades from orbiting spacecraft measuring neutrons, reflected light and temperatures, and from an impact experiment in 2009 that threw up material containing water. What remains uncertain is how much ice there is, how it is mixed with soil and how hard it would be to extract. Why does it matter? Water could be drinking water and, split into hydrogen and oxygen, rocket propellant and breathable air, which would make long-term missions far cheaper than bringing everything from Earth. Raj also explains the scientific value: the ice may preserve a record of water delivered to the inner solar system by comets and asteroids over billions of years.`,
      learnings: [
        [
          "Some craters haven't seen sunlight for aeons",
          'Permanently shadowed regions at the lunar poles stay cold enough to trap ice.',
        ],
        [
          "We know there's ice, not how much",
          'Orbiters and an impact experiment confirmed water, but quantity and accessibility remain uncertain.',
        ],
        [
          'Water means fuel and air',
          'Split into hydrogen and oxygen, lunar ice could supply propellant and breathable air.',
        ],
        [
          'The ice is also a history book',
          'It may record water delivered by comets and asteroids over billions of years.',
        ],
        [
          'Landing in the dark is hard',
          'Shadowed craters are cold, dark and steep, making them difficult places to land and work.',
        ],
      ],
    },
    {
      title: 'Waiting for dark matter in a mine a mile underground',
      guest: ['Dr. Tomás Ribeiro', 'a physicist on a dark matter detector experiment'],
      topic: 'searching for dark matter',
      summary: `Galaxies rotate too fast for the visible matter in them to hold them together, and clusters of galaxies bend light more than their stars and gas can explain. The leading explanation is dark matter, something that has mass but doesn't emit or absorb light, and that appears to outweigh ordinary matter by about five to one. Tomás Ribeiro has spent fifteen years trying to catch it directly.

His experiment sits deep underground, shielded from cosmic rays, in a tank of liquid xenon. If a dark matter particle ever bumped into a xenon nucleus, it would produce a tiny flash of light and a few electrons. Tomás describes the extraordinary effort to remove every source of background, down to the natural radioactivity in the detector's own materials.

So far, no convincing signal has been seen. That might sound discouraging. Tomás says every null result rules out possibilities and guides the search, and he explains why physicists are also exploring very different candidates, such as much lighter particles called axions. He is honest that dark matter might turn out to be stranger than anyone expects.`,
      learnings: [
        [
          'Galaxies spin too fast for what we see',
          "Visible matter can't hold galaxies together at their observed speeds, pointing to unseen mass.",
        ],
        [
          'Detectors go deep underground',
          'Rock shields xenon detectors from cosmic rays so that rare collisions could be seen.',
        ],
        [
          'No signal still teaches something',
          'Each null result rules out possible properties of dark matter and narrows the search.',
        ],
        [
          'Axions are another candidate',
          'Much lighter particles called axions are being searched for with different techniques.',
        ],
      ],
    },
    {
      title: 'MeerKAT: 64 dishes in the Karoo',
      guest: ['Dr. Thandiwe Nkosi', 'a radio astronomer in South Africa'],
      topic: 'radio astronomy in South Africa',
      summary: `In the semi-desert Karoo region of South Africa, 64 radio dishes, each 13.5 metres across, work together as the MeerKAT telescope. Thandiwe Nkosi has worked with it since before it was finished, and she tells Leila how a telescope built largely by South African engineers has produced some of the sharpest radio images of our galaxy's centre.

Thandiwe explains why radio astronomy needs remote places. Mobile phones, Wi-Fi and even car ignitions produce radio noise, so the region around the site is protected by law as a radio quiet zone. She describes MeerKAT's image of the galactic centre, revealing giant bubbles of radio emission and mysterious filaments, and the discovery of radio sources that no other telescope had seen.

The conversation also covers people. Thandiwe describes the bursary programme that trained hundreds of young South African scientists and engineers for the project, and how MeerKAT is now being integrated into the Square Kilometre Array, an international telescope spread across South Africa and Australia.`,
      learnings: [
        [
          'Many dishes act as one telescope',
          "MeerKAT's 64 dishes combine their signals to see fine detail no single dish could.",
        ],
        [
          'Radio telescopes need radio silence',
          'The Karoo site is protected by law from mobile phones and other radio noise.',
        ],
        [
          "It mapped our galaxy's centre",
          'MeerKAT revealed giant radio bubbles and strange filaments around the galactic centre.',
        ],
        [
          'Building a telescope built a workforce',
          'A bursary programme trained hundreds of young South African scientists and engineers.',
        ],
      ],
      quotes: [
        'Out there, your phone is the loudest thing in the universe. We ask visitors to leave them at the gate.',
      ],
    },
    {
      title: "The night sky we're losing",
      guest: ['Dr. Elena Márquez', 'an astronomer who studies light pollution'],
      topic: 'light pollution',
      summary: `More than a third of humanity can no longer see the Milky Way from where they live, according to a global atlas of artificial night sky brightness. Elena Márquez studies light pollution, and she tells Leila that the problem is growing: satellite measurements and citizen science observations suggest skies are brightening by several percent a year in many places. Elena explains that the cause isn't only the amount of light but how it is used. Poorly shielded lights send much of their output sideways and upwards, where it is wasted. White LEDs, rich in blue light, scatter more in the atmosphere than older orange streetlights. She describes the effects beyond astronomy: disrupted migration of birds, confused sea turtle hatchlings and insects drawn to their deaths around lamps.

The good news is that a lot can be done. Elena is optimistic because light pollution, unlike many environmental problems, can be reversed instantly. Shielded fixtures, warmer colours, dimming late at night and switching off lights nobody needs all help. She describes dark sky reserves where communities have done exactly that, and the tourists who now travel to see stars.`,
      learnings: [
        [
          'The Milky Way is hidden from billions',
          'Artificial light hides our galaxy from more than a third of people on Earth.',
        ],
        [
          'Skies are getting brighter every year',
          'Measurements suggest night skies are brightening by several percent a year in many places.',
        ],
        [
          'Shield lights and warm the colour',
          'Pointing light down and using warmer colours reduces skyglow.',
        ],
        [
          'It harms wildlife too',
          'Birds, turtles and insects are disoriented or killed by artificial light.',
        ],
        [
          'It can be reversed overnight',
          'Unlike most pollution, switching off or dimming lights fixes the problem at once.',
        ],
      ],
    },
    {
      title: 'The women who measured the stars at Harvard',
      guest: ['Dr. Margaret Hale', 'a historian of astronomy'],
      topic: 'the Harvard computers',
      summary: `In the late nineteenth and early twentieth centuries, a group of women at the Harvard College Observatory examined hundreds of thousands of glass photographic plates of the night sky, measuring and classifying stars for low wages. They were called computers. Margaret Hale tells Leila how their work laid the foundations of modern astrophysics.

Annie Jump Cannon classified the spectra of hundreds of thousands of stars and refined the sequence O, B, A, F, G, K, M still used today. Henrietta Swan Leavitt, studying variable stars in the Magellanic Clouds, discovered in 1912 that their brightness was linked to the period of their pulsations, which gave astronomers their first reliable way to measure distances to other galaxies. Cecilia Payne, who came slightly later, showed that stars are made mostly of hydrogen and helium. Margaret discusses why these women were hired, partly because they could be paid less than men, and how they were credited, often only partially, at the time. She also describes the glass plate collection itself, now being digitised, which still yields discoveries.`,
      learnings: [
        [
          "Leavitt's law measured the universe",
          "Henrietta Swan Leavitt's link between pulsation period and brightness made distances to galaxies measurable.",
        ],
        [
          "Cannon's sequence is still used",
          "Annie Jump Cannon's O, B, A, F, G, K, M classification remains standard.",
        ],
        [
          'They were hired because they were cheap',
          'The women were paid less than men, which was part of why they were employed.',
        ],
        [
          'The plates still yield discoveries',
          'The glass plate archive, now being digitised, is still used for research.',
        ],
      ],
    },
    {
      title: "We moved an asteroid. Here's how we know.",
      guest: ['Dr. James Whitfield', 'a planetary defence scientist who worked on the DART mission'],
      topic: 'the DART asteroid deflection test',
      summary: `On 26 September 2022, NASA's DART spacecraft deliberately crashed into Dimorphos, a small moonlet orbiting the asteroid Didymos, at about six kilometres per second. The goal was to test whether an impact could change an asteroid's path. James Whitfield worked on the mission and tells Leila what happened next.

Before the impact, Dimorphos orbited Didymos every 11 hours and 55 minutes. Telescopes on Earth measured the orbit afterwards and found it had shortened by about 32 minutes, far more than the minimum the team had hoped for. James explains why: the impact blasted a huge plume of rock and dust off the surface, and that ejected material gave an extra push, like recoil.

Leila asks what this means for protecting Earth. James is careful: the test shows that a kinetic impactor can work, but only with years of warning, because a small nudge long in advance becomes a big change in position later. That makes finding dangerous asteroids early the most important task, and he describes the new survey telescopes designed to do just that.`,
      learnings: [
        [
          'The orbit changed by 32 minutes',
          "Dimorphos's orbit around Didymos shortened from 11 hours 55 minutes by about 32 minutes.",
        ],
        [
          'The debris gave an extra push',
          "Rock blasted off the surface acted like recoil, multiplying the impact's effect.",
        ],
        [
          'Deflection needs years of warning',
          'A small nudge works only if applied long before a possible collision.',
        ],
        [
          'Finding asteroids early is the priority',
          'New survey telescopes aim to spot dangerous asteroids decades in advance.',
        ],
      ],
      quotes: [
        'We hoped for a change of at least seventy-three seconds. When we saw thirty-two minutes, the room went quiet and then very loud.',
      ],
    },
    {
      title: 'The night two neutron stars collided',
      guest: ['Dr. Aisha Mensah', 'an astrophysicist who studies gravitational waves'],
      topic: 'the 2017 neutron star merger',
      summary: `On 17 August 2017, gravitational wave detectors in the United States and Italy recorded a signal lasting about a minute and a half: two neutron stars spiralling together and merging, about 130 million light years away. Less than two seconds later, a space telescope detected a burst of gamma rays from the same part of the sky. Aisha Mensah was on one of the teams that raced to find the source. Within hours, telescopes around the world had located a new point of light in a galaxy called NGC 4993. Over the following days, astronomers watched it change colour and fade, the first clear observation of a kilonova. Aisha explains how its light revealed the creation of heavy elements, including gold and platinum, in the debris of the collision. Leila asks why this event mattered so much. Aisha describes it as the birth of multi-messenger astronomy: the same event seen in gravitational waves and across the electromagnetic spectrum. It also confirmed that gravitational waves travel at the speed of light, to within a tiny margin, ruling out several alternative theories of gravity.`,
      learnings: [
        [
          'Waves and light from the same event',
          'Gravitational waves and gamma rays from one collision arrived within two seconds of each other.',
        ],
        [
          'Collisions forge gold',
          "The kilonova's light showed heavy elements like gold and platinum being created.",
        ],
        [
          'Gravity moves at light speed',
          'The timing confirmed gravitational waves travel at the speed of light, ruling out some theories.',
        ],
      ],
    },
    {
      title: 'A satellite the size of a loaf of bread',
      guest: ['Dr. Kofi Mensah', 'an engineer who supervises student satellite projects'],
      topic: 'student-built cubesats',
      summary: `A standard cubesat unit is a cube ten centimetres on each side, weighing a kilogram or two. Kofi Mensah's students at a university engineering department have built and launched three of them, and he tells Leila how satellites went from national programmes costing hundreds of millions to projects a university team can complete in two or three years.

Kofi describes the process: designing the satellite around standard parts, testing it in a vacuum chamber and on a shaker table that simulates the violence of launch, and booking a place as a secondary payload on a commercial rocket. The team's first satellite failed to make contact after launch, which Kofi says taught the students more than success would have.

Cubesats are now used for a surprising range of work. Kofi lists Earth observation, testing new technology, amateur radio and even deep space missions, such as the two that travelled alongside a Mars lander. He also raises the problem of space debris and why his team designs satellites to re-enter the atmosphere within a few years of finishing their work.`,
      learnings: [
        [
          'Standard parts make satellites affordable',
          'Designing around the cubesat standard lets university teams build satellites in two or three years.',
        ],
        [
          'Test it like launch wants it dead',
          'Vacuum chambers and shaker tables simulate the harsh conditions of launch and space.',
        ],
        [
          'Failure teaches more than success',
          "The team's first satellite never made contact, and the investigation taught the students most.",
        ],
        [
          "Plan the satellite's end",
          'Designing cubesats to re-enter within a few years helps limit space debris.',
        ],
        [
          'Ride along on bigger rockets',
          'Cubesats launch as secondary payloads, sharing the cost with larger missions.',
        ],
      ],
    },
    {
      title: 'What totality does to a crowd',
      guest: ['Dr. Lucy Granger', 'a solar physicist who has seen eleven total eclipses'],
      topic: 'total solar eclipses',
      summary: `Lucy Granger has seen eleven total solar eclipses on four continents, and she still finds it hard to describe the moment of totality: the sudden drop in temperature, the birds falling silent, the pale corona spreading around the black disc of the Moon and the strange twilight on the horizon in every direction. She tells Leila what is happening, and why scientists still travel across the world for a few minutes of darkness.

Lucy explains that total eclipses are a coincidence of geometry. The Sun is about 400 times wider than the Moon and also about 400 times farther away, so they appear almost the same size in our sky. During totality, the Moon blocks the bright surface of the Sun and reveals the corona, the Sun's outer atmosphere, which is far hotter than the surface for reasons still being researched. Leila asks for practical advice for a first eclipse. Lucy stresses eye safety: proper eclipse glasses for every partial phase and naked eyes only during totality itself. She also recommends watching the crowd and the landscape, not only the sky, and not spending the whole event behind a camera.`,
      learnings: [
        [
          'A lucky coincidence of sizes',
          'The Sun is about 400 times wider than the Moon and about 400 times farther away, so they look the same size.',
        ],
        [
          'The corona is hotter than the surface',
          "The Sun's outer atmosphere is far hotter than its surface, a puzzle still being studied.",
        ],
        [
          'Glasses for partial phases, eyes for totality',
          'Look without protection only during totality itself. Every partial phase needs eclipse glasses.',
        ],
        [
          "Don't watch it through a camera",
          'Lucy recommends experiencing totality directly and watching the landscape around you.',
        ],
      ],
    },
    {
      title: 'Voyager: keeping a 1977 spacecraft alive',
      guest: ['Dr. Robert Ellison', 'a retired engineer who worked on the Voyager missions'],
      topic: 'the Voyager spacecraft',
      summary: `Voyager 1 and 2 were launched in 1977 for a mission planned to last about five years. Both are still sending data from beyond the heliosphere, the bubble of solar wind around our solar system. Robert Ellison worked on the missions for more than three decades and tells Leila what it takes to keep a spacecraft with 1970s computers running at the edge of interstellar space. Robert explains the constraints. Signals take more than 20 hours to reach Voyager 1, so every command must be planned carefully. The spacecraft's nuclear power sources produce a little less electricity every year, so engineers have switched off heaters and instruments one by one to save power. And the original engineers, who knew every detail, have mostly retired, leaving their successors to work from paper documentation.

He describes a recent episode in which Voyager 1 began sending garbled data. Engineers traced the problem to a single faulty memory chip and, over several months, moved the affected code to other parts of the memory, working with a spacecraft that takes almost two days for a round trip message.`,
      learnings: [
        [
          'A five-year mission that never ended',
          'Both Voyagers were planned for about five years and are still sending data.',
        ],
        [
          'Every command takes nearly a day',
          'Signals to Voyager 1 take more than 20 hours, so commands are planned with great care.',
        ],
        [
          'Power runs down each year',
          'Engineers switch off heaters and instruments one by one to keep the spacecraft alive.',
        ],
        [
          'Old documentation saves missions',
          "With original engineers retired, paper records guide today's team.",
        ],
        [
          'Fixing memory from 24 billion kilometres',
          'Engineers relocated code around a failed memory chip over several months.',
        ],
      ],
      quotes: [
        'We were solving a problem on a computer older than most of the team, with a two-day wait for every answer.',
      ],
    },
    {
      title: 'Bringing Mars rocks home: the hardest delivery ever planned',
      guest: ['Dr. Naomi Berg', 'a planetary geologist who helped choose Mars sample sites'],
      topic: 'returning samples from Mars',
      summary: `Since landing in Jezero Crater in 2021, the Perseverance rover has been drilling rock cores and sealing them in tubes, some left on the surface in a depot. The plan is to bring them to Earth one day, where laboratories far more capable than any rover could study them. Naomi Berg helped choose where to drill, and she explains to Leila why these samples matter and why getting them home has proved so difficult.

Jezero was chosen because it held a lake billions of years ago, with a river delta at its edge. On Earth, such deltas are excellent at preserving signs of ancient life. Naomi describes the rocks collected so far, including some with features that, if they were on Earth, might be linked to microbial activity, and why she insists that only Earth laboratories can test that idea properly.

The difficulty is the return trip: landing a rocket on Mars, launching the samples into orbit and catching them with another spacecraft. Naomi discusses the cost and schedule problems that have forced a rethink, and why she still believes the science justifies the effort.`,
      learnings: [
        [
          'Jezero was once a lake',
          'The crater held water billions of years ago, with a delta that could preserve signs of life.',
        ],
        [
          "Earth labs can do what rovers can't",
          'The most sensitive tests for ancient life need instruments too large to send to Mars.',
        ],
        [
          'Getting them home is the hard part',
          'Launching samples from Mars and catching them in orbit has never been done.',
        ],
      ],
    },
  ],
};
