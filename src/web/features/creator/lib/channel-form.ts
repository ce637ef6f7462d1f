import { z } from 'zod';
import {
  contentCategories,
  creatorLimits,
  httpUrlSchema,
  socialPlatforms,
  type CreatorSettings,
  type SocialLink,
  type SocialPlatform,
} from '@shared/contract/creator';

/**
 * The channel form: one URL field per platform (the object shape of docs/product.md#entities). A channel
 * saved through the API with several "others" links keeps the extra ones: they are carried alongside and sent
 * back.
 */
export const channelFormSchema = z.object({
  channelName: z
    .string()
    .trim()
    .min(1, 'Channel name is required')
    .max(creatorLimits.channelNameMaxChars, `At most ${creatorLimits.channelNameMaxChars} characters`),
  channelDescription: z
    .string()
    .trim()
    .max(
      creatorLimits.channelDescriptionMaxChars,
      `At most ${creatorLimits.channelDescriptionMaxChars} characters`,
    ),
  contentCategories: z
    .array(z.enum(contentCategories))
    .max(creatorLimits.maxCategories, `Choose at most ${creatorLimits.maxCategories} categories`),
  // An enum-keyed record is exhaustive in zod 4: every platform has a field, blank meaning none.
  socialLinks: z.record(z.enum(socialPlatforms), z.union([z.literal(''), httpUrlSchema])),
});

export type ChannelFormInput = z.input<typeof channelFormSchema>;
export type ChannelFormValues = z.output<typeof channelFormSchema>;
export type SocialLinkFields = Record<SocialPlatform, string>;

export const emptySocialLinks = (): SocialLinkFields =>
  Object.fromEntries(socialPlatforms.map((p) => [p, ''])) as SocialLinkFields;

export function socialFieldsFrom(links: SocialLink[]): {
  fields: SocialLinkFields;
  extraOthers: SocialLink[];
} {
  const fields = emptySocialLinks();
  const extraOthers: SocialLink[] = [];
  for (const link of links) {
    if (fields[link.platform] === '') fields[link.platform] = link.url;
    else extraOthers.push(link);
  }
  return { fields, extraOthers };
}

export function socialLinksForSave(fields: SocialLinkFields, extraOthers: SocialLink[]): SocialLink[] {
  const list: SocialLink[] = socialPlatforms.flatMap((platform) => {
    const url = fields[platform].trim();
    return url ? [{ platform, url }] : [];
  });
  return [...list, ...extraOthers];
}

export function formValuesFrom(settings: CreatorSettings | null): ChannelFormInput {
  return {
    channelName: settings?.channelName ?? '',
    channelDescription: settings?.channelDescription ?? '',
    contentCategories: settings?.contentCategories ?? [],
    socialLinks: socialFieldsFrom(settings?.socialLinks ?? []).fields,
  };
}
