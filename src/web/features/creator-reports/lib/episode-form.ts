import { z } from 'zod';
import type { CreatorReport, EpisodeInput, FeedEpisode } from '@shared/contract/creator-reports';
import { formatDuration, parseDuration } from './duration';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The episode fields as the form holds them: strings, the way inputs give them. */
export const episodeFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Episode title is required')
    .max(300, 'Episode title must be at most 300 characters'),
  number: z
    .string()
    .trim()
    .regex(/^\d{0,7}$/, 'Enter a whole number'),
  publishedAt: z.string().trim(),
  duration: z
    .string()
    .trim()
    .refine((v) => parseDuration(v) !== null, 'Use h:mm:ss, mm:ss or a number of minutes'),
  mediaUrl: z
    .string()
    .trim()
    .refine((v) => v === '' || isHttpUrl(v), 'Enter an http:// or https:// address'),
});
export type EpisodeFormValues = z.infer<typeof episodeFormSchema>;

export const emptyEpisode: EpisodeFormValues = {
  title: '',
  number: '',
  publishedAt: '',
  duration: '',
  mediaUrl: '',
};

export function episodeInputFrom(values: EpisodeFormValues): EpisodeInput {
  return {
    title: values.title.trim(),
    number: values.number ? Number(values.number) : null,
    publishedAt: values.publishedAt || null,
    durationSeconds: parseDuration(values.duration) ?? 0,
    mediaUrl: values.mediaUrl.trim() || null,
  };
}

export function episodeFormFrom(episode: CreatorReport['episode']): EpisodeFormValues {
  return {
    title: episode.title,
    number: episode.number === null ? '' : String(episode.number),
    publishedAt: episode.publishedAt ? episode.publishedAt.slice(0, 10) : '',
    duration: formatDuration(episode.durationSeconds),
    mediaUrl: episode.mediaUrl ?? '',
  };
}

export function episodeFormFromFeed(episode: FeedEpisode): EpisodeFormValues {
  return episodeFormFrom({
    title: episode.title,
    number: episode.episodeNumber,
    publishedAt: episode.publishedAt,
    durationSeconds: episode.durationSeconds ?? 0,
    mediaUrl: episode.mediaUrl,
  });
}
