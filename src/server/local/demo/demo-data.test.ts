import { describe, expect, it } from 'vitest';
import { generatedTitles } from '@shared/constants';
import { demoAccounts } from '@shared/demo-accounts';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { readDemoAudioTimelines } from './demo-audio';
import { buildDemoData, demoChannels } from './demo-data';

const now = new Date('2026-11-22T12:00:00Z');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const timelines = await readDemoAudioTimelines();

describe('demo content', () => {
  const data = buildDemoData(now, timelines);

  it('is the same on every run', () => {
    const again = buildDemoData(now, timelines);
    expect(again.reports.map((r) => [r.id, r.title, r.summary])).toEqual(
      data.reports.map((r) => [r.id, r.title, r.summary]),
    );
  });

  it('has at least 12 creators with channels, some verified, all with categories, links and prices', () => {
    expect(data.creatorSettings.length).toBeGreaterThanOrEqual(12);
    expect(data.creatorSettings.filter((c) => c.isYoutubeVerified).length).toBeGreaterThan(2);
    expect(data.creatorSettings.filter((c) => !c.isYoutubeVerified).length).toBeGreaterThan(2);
    for (const channel of data.creatorSettings) {
      expect(channel.channelName).toBeTruthy();
      expect(channel.channelDescription?.length).toBeGreaterThan(40);
      expect(channel.contentCategories?.length).toBeGreaterThan(0);
      expect(channel.socialLinks?.length).toBeGreaterThan(0);
      expect(channel.subscriptionPrice).toBeGreaterThan(0);
    }
    expect(new Set(data.creatorSettings.map((c) => c.channelName)).size).toBe(data.creatorSettings.length);
  });

  it('has 300+ published reports of readable size, spread over the last year', () => {
    expect(data.reports.length).toBeGreaterThanOrEqual(300);
    const yearAgo = now.getTime() - 366 * 24 * 3600_000;
    const withSound = new Set(data.audio.map((a) => a.reportId));
    for (const report of data.reports.filter((r) => !withSound.has(r.id!))) {
      expect(report.episodeDurationSeconds).toBeGreaterThanOrEqual(20 * 60);
      expect(report.episodeDurationSeconds).toBeLessThanOrEqual(150 * 60 + 59);
    }
    for (const report of data.reports) {
      expect(report.status).toBe('published');
      expect(words(report.summary ?? '')).toBeGreaterThanOrEqual(150);
      expect(words(report.summary ?? '')).toBeLessThanOrEqual(400);
      expect(report.keyLearnings?.length).toBeGreaterThanOrEqual(3);
      expect(report.keyLearnings?.length).toBeLessThanOrEqual(7);
      expect(report.summary).not.toMatch(/\{\w+\}/);
      expect(report.readingTimeSeconds).toBeLessThan(report.episodeDurationSeconds ?? 0);
      expect(report.publishedAt!.getTime()).toBeGreaterThan(yearAgo);
      expect(report.publishedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    // Titles are varied: no title repeats within a channel, and few repeat across channels.
    const perChannel = new Set(data.reports.map((r) => `${r.creatorId}|${r.title}`));
    expect(perChannel.size).toBe(data.reports.length);
    const months = new Set(data.reports.map((r) => r.publishedAt!.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it('gives the demo listener three active subscriptions, reads, favourites and notes on readable reports', () => {
    const listener = data.profiles.find((p) => p.email === demoAccounts.listener.email)!;
    const subs = data.subscriptions.filter((s) => s.subscriberId === listener.id);
    expect(subs).toHaveLength(3);
    for (const s of subs) {
      expect(s.status).toBe('active');
      expect(s.currentPeriodStart!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(s.currentPeriodEnd!.getTime()).toBeGreaterThan(now.getTime());
    }
    const readableCreators = new Set(subs.map((s) => s.creatorId));
    const creatorOf = new Map(data.reports.map((r) => [r.id, r.creatorId]));
    for (const rows of [data.reads, data.favourites, data.notes]) {
      const mine = rows.filter((r) => r.userId === listener.id);
      expect(mine.length).toBeGreaterThan(0);
      for (const row of mine) expect(readableCreators.has(creatorOf.get(row.reportId)!)).toBe(true);
    }
  });

  it('gives the demo creator a channel with reports, and every seeded person the seed issuer', () => {
    const maya = data.profiles.find((p) => p.email === demoAccounts.creator.email)!;
    expect(maya.isCreator).toBe(true);
    expect(data.creatorSettings.some((c) => c.creatorId === maya.id)).toBe(true);
    expect(data.reports.filter((r) => r.creatorId === maya.id).length).toBeGreaterThan(10);
    expect(
      data.profiles.every((p) => p.authIssuer === 'seed' && p.authSubject === p.email.toLowerCase()),
    ).toBe(true);
    expect(data.profiles.some((p) => p.email === demoAccounts.admin.email)).toBe(true);
    expect(new Set(data.profiles.map((p) => p.email)).size).toBe(data.profiles.length);
  });

  it('never subscribes anyone to more creators than the free trial allows', () => {
    const perSubscriber = new Map<string, number>();
    for (const s of data.subscriptions)
      perSubscriber.set(s.subscriberId, (perSubscriber.get(s.subscriberId) ?? 0) + 1);
    expect(Math.max(...perSubscriber.values())).toBeLessThanOrEqual(5);
    expect(data.subscriptions.every((s) => s.subscriberId !== s.creatorId)).toBe(true);
  });

  it('gives every report a timestamped transcript with speakers, and moments, chapters and quotes that point into it', () => {
    expect(data.transcripts).toHaveLength(data.reports.length);
    const transcriptOf = new Map(data.transcripts.map((t) => [t.reportId, t]));
    for (const report of data.reports) {
      const stored = transcriptOf.get(report.id!)!;
      const parsed = parseTranscript(stored.content, 'text');
      expect(parsed.hasTimestamps).toBe(true);
      expect(parsed.hasSpeakers).toBe(true);
      const duration = report.episodeDurationSeconds ?? 0;
      const turnAt = new Map(parsed.turns.map((turn) => [turn.start, turn]));
      for (const learning of report.keyLearnings ?? []) {
        const turn = turnAt.get(learning.start ?? -1);
        expect(turn, `${report.title}: ${learning.title}`).toBeDefined();
        expect(turn?.speaker).toBe(learning.speaker);
        expect(turn?.text).toContain(learning.detail.split('. ')[0]);
        expect(learning.end).toBeGreaterThan(learning.start ?? 0);
        expect(learning.end).toBeLessThanOrEqual(duration);
      }
      const chapters = report.chapters ?? [];
      if (chapters.length > 0) expect(chapters.length).toBe((report.keyLearnings?.length ?? 0) + 2);
      chapters.forEach((chapter, i) => {
        expect(chapter.endSeconds).toBe(chapters[i + 1]?.startSeconds ?? duration);
        expect(chapter.startSeconds).toBeLessThan(chapter.endSeconds ?? 0);
      });
      for (const quote of report.quotes ?? []) expect(stored.content).toContain(quote.text);
    }
  });

  it('seeds no audio it cannot honestly play', () => {
    expect(data.reports.every((r) => r.episodeMediaUrl === null)).toBe(true);
  });
});

describe('demo episodes with sound', () => {
  const data = buildDemoData(now, timelines);

  it('give one of the latest episodes of every channel the demo listener follows its audio', () => {
    const listener = data.profiles.find((p) => p.email === demoAccounts.listener.email)!;
    const followed = data.subscriptions.filter((s) => s.subscriberId === listener.id).map((s) => s.creatorId);
    const reportOf = new Map(data.reports.map((r) => [r.id, r]));
    const channelsWithSound = data.audio.map((a) => reportOf.get(a.reportId)!.creatorId);
    expect(new Set(channelsWithSound)).toEqual(new Set(followed));
    expect(data.audio.every((a) => a.timeline !== undefined)).toBe(true);
    for (const { reportId } of data.audio) {
      const report = reportOf.get(reportId)!;
      const newer = data.reports.filter(
        (r) => r.creatorId === report.creatorId && r.publishedAt! > report.publishedAt!,
      );
      expect(newer.length, report.title).toBeLessThan(3);
    }
  });

  it('time the transcript, moments, quotes and chapters by the audio, which says those very words', () => {
    for (const { reportId, turns, timeline } of data.audio) {
      const report = data.reports.find((r) => r.id === reportId)!;
      expect(report.episodeDurationSeconds).toBe(timeline!.durationSeconds);
      expect(timeline!.turns.map((t) => [t.speaker, t.text])).toEqual(turns.map((t) => [t.speaker, t.text]));
      const parsed = parseTranscript(data.transcripts.find((t) => t.reportId === reportId)!.content, 'text');
      expect(parsed.turns.map((t) => [t.start, t.speaker, t.text])).toEqual(
        timeline!.turns.map((t) => [t.start, t.speaker, t.text]),
      );
      const starts = new Set(timeline!.turns.map((t) => t.start));
      for (const moment of [...(report.keyLearnings ?? []), ...(report.quotes ?? [])])
        expect(starts.has(moment.start!), report.title).toBe(true);
      for (const chapter of report.chapters ?? []) expect(starts.has(chapter.startSeconds)).toBe(true);
    }
    expect(
      data.audio.some((a) => (data.reports.find((r) => r.id === a.reportId)?.chapters ?? []).length > 0),
    ).toBe(true);
  });

  it('leave every other demo row as it is without sound', () => {
    const without = buildDemoData(now, new Map());
    const withSound = new Set(data.audio.map((a) => a.reportId));
    const others = (rows: Array<{ id?: string; reportId?: string }>) =>
      rows.filter((row) => !withSound.has(row.reportId ?? row.id ?? ''));
    expect(others(data.reports)).toEqual(others(without.reports));
    expect(others(data.transcripts)).toEqual(others(without.transcripts));
    expect(data.profiles).toEqual(without.profiles);
    expect(data.subscriptions).toEqual(without.subscriptions);
  });

  it('refuse audio made from other words than the conversation now has', () => {
    const [name, timeline] = [...timelines][0]!;
    const edited = new Map(timelines).set(name, {
      ...timeline,
      turns: timeline.turns.map((turn, i) => (i === 1 ? { ...turn, text: `${turn.text} Indeed.` } : turn)),
    });
    expect(() => buildDemoData(now, edited)).toThrow(/npm run demo:audio/);
  });
});

describe('demo content reads real', () => {
  const data = buildDemoData(now, timelines);
  /** Sentences of a text: Markdown list lines (the titles of learnings) and emphasis are left out. */
  const sentencesOf = (text: string) =>
    text
      .split('\n')
      .filter((line) => !/^\s*[-*]\s/.test(line))
      .join(' ')
      .replace(/\*\*[^*]+\*\*/g, ' ')
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter((s) => s.split(/\s+/).length >= 4);

  it('repeats no sentence of a summary, a key learning or a quote in another report', () => {
    const reportsOf = new Map<string, Set<string>>();
    for (const report of data.reports) {
      const texts = [
        report.summary ?? '',
        ...(report.keyLearnings ?? []).map((l) => l.detail),
        ...(report.quotes ?? []).map((q) => q.text),
      ];
      for (const sentence of texts.flatMap(sentencesOf)) {
        const seen = reportsOf.get(sentence) ?? new Set<string>();
        seen.add(report.id!);
        reportsOf.set(sentence, seen);
      }
    }
    const repeated = [...reportsOf].filter(([, ids]) => ids.size > 1).map(([sentence]) => sentence);
    expect(repeated.slice(0, 10), `${repeated.length} sentences repeat`).toEqual([]);
  });

  it("names no episode topic of another channel that is not also in the report's own channel's vocabulary", () => {
    const channelOf = new Map(data.creatorSettings.map((c) => [c.creatorId, c.channelName]));
    const themeOf = new Map(demoChannels.map((t) => [t.channelName, t]));
    const vocabulary = (theme: (typeof demoChannels)[number]) =>
      [theme.description, ...theme.categories, ...theme.episodes.map((e) => e.topic)].join(' ').toLowerCase();
    const strays: string[] = [];
    for (const report of data.reports) {
      const own = themeOf.get(channelOf.get(report.creatorId)!)!;
      const ownWords = vocabulary(own);
      const text = [
        report.title,
        report.summary,
        ...(report.keyLearnings ?? []).map((l) => `${l.title} ${l.detail}`),
      ]
        .join(' ')
        .toLowerCase();
      for (const other of demoChannels) {
        if (other === own) continue;
        // A one-word topic (anger, procrastination) is an ordinary word anywhere; a phrase is a subject.
        for (const { topic } of other.episodes.filter((e) => e.topic.includes(' '))) {
          const pattern = new RegExp(`\\b${topic.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
          if (pattern.test(text) && !pattern.test(ownWords))
            strays.push(`${own.channelName}: "${report.title}" names "${topic}" (${other.channelName})`);
        }
      }
    }
    expect(strays.slice(0, 10), `${strays.length} reports stray`).toEqual([]);
  });
});

/**
 * The tells of generated content a reader notices while browsing: every report of a channel built on one
 * skeleton, learnings from a small stock list, titles from one pattern, summaries that could be about any
 * episode, and every channel publishing on the same rhythm.
 */
describe('demo content reads like real podcasts', () => {
  const data = buildDemoData(now, timelines);
  const channelOf = new Map(data.creatorSettings.map((c) => [c.creatorId, c.channelName]));
  const byChannel = new Map<string, typeof data.reports>();
  for (const report of data.reports) {
    const channel = channelOf.get(report.creatorId)!;
    byChannel.set(channel, [...(byChannel.get(channel) ?? []), report]);
  }
  const scriptOf = new Map(demoChannels.flatMap((t) => t.episodes.map((e) => [e.title, e])));
  const opening = (text: string, count: number) =>
    text.trim().toLowerCase().split(/\s+/).slice(0, count).join(' ');
  const repeatedIn = (items: string[]) => items.filter((item, i) => items.indexOf(item) !== i);
  const tally = (items: string[]) =>
    items.reduce((m, item) => m.set(item, (m.get(item) ?? 0) + 1), new Map<string, number>());

  it('opens every summary of a channel differently, and no three summaries of the demo alike', () => {
    for (const [channel, reports] of byChannel) {
      const openings = reports.map((r) => opening(r.summary ?? '', 5));
      expect(repeatedIn(openings), channel).toEqual([]);
    }
    const shared = [...tally(data.reports.map((r) => opening(r.summary ?? '', 3)))].filter(([, n]) => n > 2);
    expect(shared).toEqual([]);
  });

  it('shapes summaries differently: one, two, three or four paragraphs within a channel', () => {
    const paragraphs = (r: (typeof data.reports)[number]) => (r.summary ?? '').split(/\n\n+/).length;
    for (const [channel, reports] of byChannel)
      expect(new Set(reports.map(paragraphs)).size, channel).toBeGreaterThanOrEqual(3);
  });

  it('gives no two reports the same key learning title, so no stock list of learnings exists', () => {
    const titles = data.reports.flatMap((r) => (r.keyLearnings ?? []).map((l) => l.title.toLowerCase()));
    expect(repeatedIn(titles)).toEqual([]);
  });

  it('keeps titles and learnings within the rules a generated report follows', () => {
    for (const report of data.reports) {
      expect(report.title.length, report.title).toBeLessThanOrEqual(generatedTitles.reportMaxChars);
      for (const learning of report.keyLearnings ?? []) {
        expect(words(learning.title), learning.title).toBeLessThanOrEqual(generatedTitles.learningMaxWords);
        expect(learning.title, 'a learning is a statement to keep, not a question').not.toMatch(/\?$/);
        expect(learning.detail.length).toBeLessThanOrEqual(1200);
      }
    }
  });

  it('mentions something concrete in every summary: a number or a name', () => {
    // A number, or a capitalised word inside a sentence (a person, a place, an organisation).
    const concrete = /\d|[a-z,;:(] [A-Z][a-z]+/;
    const vague = data.reports.filter((r) => !concrete.test(r.summary ?? '')).map((r) => r.title);
    expect(vague).toEqual([]);
  });

  it("names the episode's guest in its summary", () => {
    for (const report of data.reports) {
      const guest = scriptOf.get(report.title)?.guest;
      if (!guest) continue;
      const names = guest[0].replace(/^Dr\. /, '').split(' ');
      expect(
        names.some((name) => report.summary?.includes(name)),
        `${report.title} (${guest[0]})`,
      ).toBe(true);
    }
  });

  it('varies titles: questions, numbers and "Guest on…" beside statements, and few shared openings', () => {
    const titles = data.reports.map((r) => r.title);
    expect(titles.filter((t) => t.endsWith('?')).length).toBeGreaterThanOrEqual(20);
    expect(titles.filter((t) => /\d/.test(t)).length).toBeGreaterThanOrEqual(20);
    expect(titles.filter((t) => /^[A-Z][\w'-]+ [A-Z][\w'-]+ on /.test(t)).length).toBeGreaterThanOrEqual(3);
    expect(new Set(titles).size).toBe(titles.length);
    const shared = [...tally(titles.map((t) => opening(t, 2)))].filter(([, n]) => n > 4);
    expect(shared).toEqual([]);
    for (const [channel, reports] of byChannel) {
      const shapes = new Set(
        reports.map((r) => (r.title.endsWith('?') ? '?' : /\d/.test(r.title) ? '#' : '.')),
      );
      expect(shapes.size, channel).toBeGreaterThanOrEqual(2);
    }
  });

  it('varies how many key learnings a report has, within every channel', () => {
    for (const [channel, reports] of byChannel) {
      const counts = tally(reports.map((r) => String(r.keyLearnings?.length)));
      expect(counts.size, channel).toBeGreaterThanOrEqual(3);
      expect(Math.max(...counts.values()) / reports.length, channel).toBeLessThanOrEqual(0.75);
    }
    const all = new Set(data.reports.map((r) => r.keyLearnings?.length));
    expect([...all].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('gives some reports chapters and quotes and leaves others without, as real reports are', () => {
    const share = (count: number) => count / data.reports.length;
    expect(share(data.reports.filter((r) => r.chapters?.length).length)).toBeGreaterThan(0.2);
    expect(share(data.reports.filter((r) => r.chapters?.length).length)).toBeLessThan(0.8);
    expect(share(data.reports.filter((r) => r.quotes?.length).length)).toBeGreaterThan(0.2);
    expect(share(data.reports.filter((r) => r.quotes?.length).length)).toBeLessThan(0.8);
    expect(data.reports.filter((r) => !scriptOf.get(r.title)?.guest).length).toBeGreaterThan(5);
  });

  it("quotes the speaker's own words, not a sentence lifted from the report", () => {
    for (const report of data.reports) {
      const prose = [report.summary ?? '', ...(report.keyLearnings ?? []).map((l) => l.detail)].join(' ');
      const guest = scriptOf.get(report.title)?.guest?.[0];
      for (const quote of report.quotes ?? []) {
        expect(prose, report.title).not.toContain(quote.text);
        if (guest) expect(quote.speaker).toBe(guest);
      }
    }
  });

  it('publishes each channel on its own rhythm: weekly, fortnightly, every three weeks or monthly', () => {
    const themeOf = new Map(demoChannels.map((t) => [t.channelName, t]));
    const medians = new Set<number>();
    for (const [channel, reports] of byChannel) {
      const times = reports.map((r) => r.publishedAt!.getTime()).sort((a, b) => a - b);
      const gaps = times
        .slice(1)
        .map((t, i) => (t - times[i]!) / (24 * 3600_000))
        .sort((a, b) => a - b);
      const median = gaps[Math.floor(gaps.length / 2)]!;
      expect(Math.abs(median - themeOf.get(channel)!.schedule.everyDays), channel).toBeLessThan(1);
      medians.add(Math.round(median));
    }
    expect(medians.size).toBeGreaterThanOrEqual(4);
    expect(new Set([...byChannel.values()].map((r) => r.length)).size).toBeGreaterThanOrEqual(6);
  });
});
