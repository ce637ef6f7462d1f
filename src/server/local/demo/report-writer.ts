import type { ChannelTheme, EpisodeScript } from './channel-theme';
import type { SeededRandom } from './random';

export interface WrittenReport {
  title: string;
  episodeTitle: string;
  summary: string;
  keyLearnings: Array<{ title: string; detail: string }>;
  readingTimeSeconds: number;
  durationSeconds: number;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The report of one hand-written episode. The text is the script's own; only the episode's length is
 * drawn, within the channel's range (longer shows for longer scripts, so a seven-learning episode is
 * not a twenty-minute one).
 */
export function writeReport(
  theme: ChannelTheme,
  script: EpisodeScript,
  number: number,
  random: SeededRandom,
): WrittenReport {
  const keyLearnings = script.learnings.map(([title, detail]) => ({ title, detail }));
  const readWords =
    words(script.summary) + keyLearnings.reduce((n, l) => n + words(l.title) + words(l.detail), 0);
  const [min, max] = theme.minutes;
  const weight = (keyLearnings.length - 3) / 4;
  const low = Math.round(min + (max - min) * weight * 0.5);
  const high = Math.round(low + (max - low) * 0.6);
  return {
    title: script.title,
    episodeTitle: theme.episodeTitle?.(script, number) ?? script.title,
    summary: script.summary.trim(),
    keyLearnings,
    // About 200 words a minute, rounded to whole seconds, at least one minute.
    readingTimeSeconds: Math.max(60, Math.round((readWords / 200) * 60)),
    durationSeconds: random.int(low, high) * 60 + random.int(0, 59),
  };
}
