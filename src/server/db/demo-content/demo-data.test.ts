import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../shared/demo-accounts';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { buildDemoData, demoChannels } from './demo-data';

const now = new Date('2026-11-22T12:00:00Z');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('demo content', () => {
  const data = buildDemoData(now);

  it('is the same on every run', () => {
    const again = buildDemoData(now);
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
    for (const report of data.reports) {
      expect(report.status).toBe('published');
      expect(words(report.summary ?? '')).toBeGreaterThanOrEqual(150);
      expect(words(report.summary ?? '')).toBeLessThanOrEqual(400);
      expect(report.keyLearnings?.length).toBeGreaterThanOrEqual(3);
      expect(report.keyLearnings?.length).toBeLessThanOrEqual(7);
      expect(report.summary).not.toMatch(/\{\w+\}/);
      expect(report.episodeDurationSeconds).toBeGreaterThanOrEqual(20 * 60);
      expect(report.episodeDurationSeconds).toBeLessThanOrEqual(150 * 60 + 59);
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
      expect(chapters.length).toBe((report.keyLearnings?.length ?? 0) + 2);
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

describe('demo content reads real', () => {
  const data = buildDemoData(now);
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

  it("names no topic of another channel that is not also in the report's own channel's vocabulary", () => {
    const channelOf = new Map(data.creatorSettings.map((c) => [c.creatorId, c.channelName]));
    const themeOf = new Map(demoChannels.map((t) => [t.channelName, t]));
    const vocabulary = (theme: (typeof demoChannels)[number]) =>
      [theme.description, ...theme.categories, ...theme.topics, ...theme.guestRoles].join(' ').toLowerCase();
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
        for (const phrase of other.topics) {
          const pattern = new RegExp(`\\b${phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
          if (pattern.test(text) && !pattern.test(ownWords))
            strays.push(`${own.channelName}: "${report.title}" names "${phrase}" (${other.channelName})`);
        }
      }
    }
    expect(strays.slice(0, 10), `${strays.length} reports stray`).toEqual([]);
  });
});
