import { demoAccounts, demoCreatorEmail } from '@shared/demo-accounts';
import { product } from '@shared/constants';
import { addMonths } from '@shared/dates/add-months';
import type * as schema from '../../db/schema';
import { SEED_AUTH_ISSUER, seedSubject } from './seed-identity';
import type { ChannelTheme } from './channel-theme';
import { climateShift } from './channels/climate-shift';
import { cosmosConversations } from './channels/cosmos-conversations';
import { curiousEngineer } from './channels/curious-engineer';
import { dataStories } from './channels/data-stories';
import { deepWorkWeekly } from './channels/deep-work-weekly';
import { designRoom } from './channels/design-room';
import { foundersAtDawn } from './channels/founders-at-dawn';
import { historyUnfolded } from './channels/history-unfolded';
import { kitchenScience } from './channels/kitchen-science';
import { mindMatters } from './channels/mind-matters';
import { mindfulLeadership } from './channels/mindful-leadership';
import { moneySense } from './channels/money-sense';
import { parentingUnplugged } from './channels/parenting-unplugged';
import { runFurther } from './channels/run-further';
import { sleepLab } from './channels/sleep-lab';
import { writeConversation, type ConversationTimeline, type Turn } from './conversation-writer';
import { demoAudioNameOf, type DemoAudioName } from './demo-audio';
import { publishDates } from './publish-schedule';
import { SeededRandom } from './random';
import { writeReport } from './report-writer';

const DAY_MS = 24 * 60 * 60 * 1000;
const FREE_TRIAL_PLAN = 'Free trial';

export const demoChannels: ChannelTheme[] = [
  curiousEngineer,
  deepWorkWeekly,
  moneySense,
  sleepLab,
  foundersAtDawn,
  historyUnfolded,
  climateShift,
  mindfulLeadership,
  designRoom,
  kitchenScience,
  parentingUnplugged,
  mindMatters,
  cosmosConversations,
  runFurther,
  dataStories,
];

export interface DemoData {
  profiles: Array<typeof schema.profiles.$inferInsert>;
  creatorSettings: Array<typeof schema.creatorSettings.$inferInsert>;
  reports: Array<typeof schema.reports.$inferInsert>;
  transcripts: Array<typeof schema.reportTranscripts.$inferInsert>;
  subscriptions: Array<typeof schema.subscriptions.$inferInsert>;
  reads: Array<typeof schema.reportReads.$inferInsert>;
  favourites: Array<typeof schema.reportFavourites.$inferInsert>;
  notes: Array<typeof schema.notes.$inferInsert>;
  /** The demo episodes with sound (ADR 209), each with the turns its audio says. */
  audio: DemoEpisodeAudio[];
}

export interface DemoEpisodeAudio {
  reportId: string;
  name: DemoAudioName;
  turns: Turn[];
  /** Absent when no timing file was given: the report then has no audio. */
  timeline?: ConversationTimeline;
  createdAt: Date;
}

/** An active monthly subscription that started `daysAgo` days before `now`, with its current period. */
function activeSubscription(
  subscriberId: string,
  creatorId: string,
  amount: number,
  now: Date,
  daysAgo: number,
) {
  const start = new Date(now.getTime() - daysAgo * DAY_MS);
  let months = 0;
  while (addMonths(start, months + 1) <= now) months++;
  return {
    subscriberId,
    creatorId,
    status: 'active',
    planName: FREE_TRIAL_PLAN,
    provider: 'trial',
    amount,
    currency: 'USD',
    interval: 'month',
    startDate: start,
    currentPeriodStart: addMonths(start, months),
    currentPeriodEnd: addMonths(start, months + 1),
    cancelAtPeriodEnd: false,
    createdAt: start,
    updatedAt: start,
  } satisfies typeof schema.subscriptions.$inferInsert;
}

function person(
  random: SeededRandom,
  email: string,
  fullName: string,
  extra: Partial<typeof schema.profiles.$inferInsert>,
  createdAt: Date,
) {
  return {
    id: random.uuid(),
    email,
    authIssuer: SEED_AUTH_ISSUER,
    authSubject: seedSubject(email),
    displayName: fullName.split(' ')[0] ?? fullName,
    fullName,
    createdAt,
    updatedAt: createdAt,
    ...extra,
  } satisfies typeof schema.profiles.$inferInsert;
}

const listenerNames = [
  'Olivia Grant',
  'Ben Adeyemi',
  'Mia Johansson',
  'Lucas Ferreira',
  'Hannah Scholz',
  'Omar Haddad',
  'Emily Walsh',
  'Kenji Mori',
  'Ana Petrović',
  'Samuel Boateng',
  'Clara Nilsen',
  'David Levi',
  'Isla Murray',
  'Tariq Aziz',
  'Julia Bianchi',
  'Noor Saleh',
  'Ethan Cole',
  'Maria Lopez',
  'Finn Larsen',
  'Aisha Bello',
  'Leo Martin',
  'Sofia Horvat',
  'Jack Turner',
  'Mei Lin',
  'Adam Novak',
  'Rosa Jimenez',
  'Victor Hugo Silva',
  'Eva Lindgren',
  'Karim Benali',
  'Nora Quinn',
  'Paul Meyer',
  'Yara Khoury',
  'Tom Hughes',
  'Lina Park',
  'Max Wagner',
  'Zoe Adams',
  'Ivan Popov',
  'Grace Obi',
  'Hugo Blanc',
  'Selin Kaya',
];

/**
 * Builds every demo row from one seed and the current time: the text is always the same, the dates move
 * with `now` so the content always looks recent (spread over the last year). The episodes with sound are
 * timed by `timelines` (demo-audio.ts reads them); without one, an episode is timed like the others.
 */
export function buildDemoData(
  now: Date,
  timelines: ReadonlyMap<DemoAudioName, ConversationTimeline>,
): DemoData {
  const random = new SeededRandom(20_261_122);
  const yearAgo = new Date(now.getTime() - 365 * DAY_MS);
  const data: DemoData = {
    profiles: [],
    creatorSettings: [],
    reports: [],
    transcripts: [],
    subscriptions: [],
    reads: [],
    favourites: [],
    notes: [],
    audio: [],
  };

  const creatorIds = new Map<number, string>();
  const reportsByCreator = new Map<string, Array<{ id: string; publishedAt: Date }>>();

  for (const theme of demoChannels) {
    const email =
      theme.creatorNumber === 0 ? demoAccounts.creator.email : demoCreatorEmail(theme.creatorNumber);
    const fullName = theme.creatorNumber === 0 ? demoAccounts.creator.name : theme.host;
    const profile = person(
      random,
      email,
      fullName,
      { isCreator: true, userRole: 'creator' },
      new Date(yearAgo.getTime() - 30 * DAY_MS),
    );
    data.profiles.push(profile);
    creatorIds.set(theme.creatorNumber, profile.id);
    data.creatorSettings.push({
      creatorId: profile.id,
      channelName: theme.channelName,
      channelDescription: theme.description,
      logoUrl: null,
      youtubeChannelUrl: theme.verified ? `https://www.youtube.com/@${theme.handle}-demo` : null,
      youtubeChannelId: theme.verified ? `UC${random.uuid().replace(/-/g, '').slice(0, 22)}` : null,
      isYoutubeVerified: theme.verified,
      contentCategories: theme.categories,
      socialLinks: [
        { platform: 'website', url: `https://${theme.handle}.example` },
        ...(theme.verified
          ? [{ platform: 'youtube', url: `https://www.youtube.com/@${theme.handle}-demo` }]
          : []),
        ...(random.next() < 0.6
          ? [
              {
                platform: 'instagram',
                url: `https://www.instagram.com/${theme.handle.replace(/-/g, '')}.demo`,
              },
            ]
          : []),
        ...(random.next() < 0.5
          ? [{ platform: 'linkedin', url: `https://www.linkedin.com/company/${theme.handle}-demo` }]
          : []),
      ],
      subscriptionPrice: theme.price,
      currency: 'USD',
      createdAt: profile.createdAt,
      updatedAt: profile.createdAt,
    });

    const dates = publishDates(theme.schedule, theme.episodes.length, now, random);
    const published: Array<{ id: string; publishedAt: Date }> = [];
    theme.episodes.forEach((script, index) => {
      const publishedAt = dates[index] ?? now;
      const number = theme.schedule.firstNumber + index;
      const written = writeReport(theme, script, number, random);
      const id = random.uuid();
      const [guestName, guestRole] = script.guest ?? [];
      const input = {
        channelName: theme.channelName,
        host: theme.host.replace(/^Dr\. /, ''),
        guest: guestName && guestRole ? { name: guestName, role: guestRole } : undefined,
        topic: script.topic,
        learnings: written.keyLearnings,
        quotes: script.quotes ?? [],
        durationSeconds: written.durationSeconds,
        chapters: theme.chapters && written.durationSeconds >= 40 * 60,
      };
      const audioName = demoAudioNameOf(theme.handle, script.title);
      const timeline = audioName ? timelines.get(audioName) : undefined;
      // The conversation draws from its own generator, so adding it left every other demo row as it was.
      const conversation = writeConversation(
        input,
        new SeededRandom(Number.parseInt(id.slice(0, 8), 16)),
        timeline,
      );
      // An episode with sound lasts as long as its audio, which says the whole conversation.
      const durationSeconds = timeline?.durationSeconds ?? written.durationSeconds;
      if (audioName) {
        data.audio.push({
          reportId: id,
          name: audioName,
          turns: conversation.turns,
          timeline,
          createdAt: new Date(publishedAt.getTime() - 60 * 60 * 1000),
        });
      }
      data.transcripts.push({
        reportId: id,
        content: conversation.transcript,
        format: 'text',
        source: 'paste',
        createdAt: new Date(publishedAt.getTime() - 2 * 60 * 60 * 1000),
        updatedAt: new Date(publishedAt.getTime() - 2 * 60 * 60 * 1000),
      });
      data.reports.push({
        id,
        creatorId: profile.id,
        status: 'published',
        title: written.title,
        summary: written.summary,
        keyLearnings: conversation.keyLearnings,
        chapters: conversation.chapters,
        quotes: conversation.quotes,
        readingTimeSeconds: written.readingTimeSeconds,
        episodeTitle: written.episodeTitle,
        episodeNumber: number,
        episodePublishedAt: new Date(publishedAt.getTime() - random.int(2, 20) * 60 * 60 * 1000),
        episodeDurationSeconds: durationSeconds,
        // No feed audio: the demo hosts (.example) serve nothing. The episodes with sound have theirs
        // uploaded (data.audio).
        episodeMediaUrl: null,
        // Written by hand, not by the built-in summarizer or a model: the reader's page claims neither.
        generationProvider: null,
        generationProgress: 100,
        publishedAt,
        createdAt: new Date(publishedAt.getTime() - 60 * 60 * 1000),
        updatedAt: publishedAt,
      });
      published.push({ id, publishedAt });
    });
    reportsByCreator.set(profile.id, published);
  }

  const channelPrice = (creatorId: string) =>
    data.creatorSettings.find((c) => c.creatorId === creatorId)?.subscriptionPrice ??
    product.defaultCreatorPriceCents;

  // The demo listener: three active subscriptions, some reading history, favourites and notes.
  const listener = person(
    random,
    demoAccounts.listener.email,
    demoAccounts.listener.name,
    {},
    new Date(now.getTime() - 200 * DAY_MS),
  );
  const admin = person(
    random,
    demoAccounts.admin.email,
    demoAccounts.admin.name,
    { userRole: 'admin' },
    new Date(now.getTime() - 400 * DAY_MS),
  );
  data.profiles.push(listener, admin);
  const listenerCreators = [0, 1, 3].map((n) => creatorIds.get(n) as string);
  listenerCreators.forEach((creatorId, i) => {
    data.subscriptions.push(
      activeSubscription(listener.id, creatorId, channelPrice(creatorId), now, [150, 95, 40][i] ?? 30),
    );
  });
  const readable = listenerCreators
    .flatMap((id) => reportsByCreator.get(id) ?? [])
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  const read = readable.slice(2, 20).filter((_, i) => i % 3 !== 2);
  read.forEach((report, i) => {
    data.reads.push({
      userId: listener.id,
      reportId: report.id,
      readAt: new Date(
        Math.min(now.getTime() - i * 3600_000, report.publishedAt.getTime() + (i + 1) * 5 * 3600_000),
      ),
    });
  });
  for (const report of [readable[0], readable[3], readable[5], readable[9], readable[14]].filter(
    (r) => r !== undefined,
  )) {
    data.favourites.push({
      userId: listener.id,
      reportId: report.id,
      createdAt: new Date(report.publishedAt.getTime() + 2 * 3600_000),
    });
  }
  const noteTexts = [
    'Try the one-week experiment from this episode and compare notes on Friday.',
    'Good point about starting smaller than feels serious. Apply to the morning routine.',
    'Share the key learnings with the team before the planning meeting.',
    'Re-read before the next one-to-one. The second learning is the one I keep forgetting.',
  ];
  noteTexts.forEach((content, i) => {
    const report = read[i];
    if (!report) return;
    const at = new Date(report.publishedAt.getTime() + 6 * 3600_000);
    data.notes.push({
      id: random.uuid(),
      userId: listener.id,
      reportId: report.id,
      content,
      version: 1,
      createdAt: at,
      updatedAt: at,
    });
  });

  // Other listeners, so channels have different audiences and the landing page has real counts.
  const allCreators = [...creatorIds.values()];
  listenerNames.forEach((name, i) => {
    const email = `listener${String(i + 1).padStart(2, '0')}@podbrief.test`;
    const profile = person(random, email, name, {}, new Date(now.getTime() - random.int(20, 300) * DAY_MS));
    data.profiles.push(profile);
    // Popular channels (low numbers after a shuffle) get more subscribers.
    const picks = random.sample(
      allCreators.slice(0, 4 + (i % 11)),
      random.int(1, product.freeTrialCreatorLimit),
    );
    for (const creatorId of picks) {
      data.subscriptions.push(
        activeSubscription(profile.id, creatorId, channelPrice(creatorId), now, random.int(3, 180)),
      );
    }
  });

  return data;
}
