import { describe, expect, it } from 'vitest';
import { channelFormSchema, emptySocialLinks, socialFieldsFrom, socialLinksForSave } from './channel-form';

describe('channel form', () => {
  it('requires a channel name and accepts blank social fields', () => {
    const base = { channelDescription: '', contentCategories: [], socialLinks: emptySocialLinks() };
    expect(channelFormSchema.safeParse({ ...base, channelName: '  ' }).success).toBe(false);
    expect(channelFormSchema.safeParse({ ...base, channelName: 'Makers' }).success).toBe(true);
  });

  it('refuses links that are not http(s)', () => {
    const socialLinks = { ...emptySocialLinks(), website: 'javascript:alert(1)' };
    const result = channelFormSchema.safeParse({
      channelName: 'M',
      channelDescription: '',
      contentCategories: [],
      socialLinks,
    });
    expect(result.success).toBe(false);
  });

  it('round-trips the stored list, keeping extra "others" links', () => {
    const stored = [
      { platform: 'twitter' as const, url: 'https://twitter.com/m' },
      { platform: 'others' as const, url: 'https://a.example' },
      { platform: 'others' as const, url: 'https://b.example' },
    ];
    const { fields, extraOthers } = socialFieldsFrom(stored);
    expect(fields.twitter).toBe('https://twitter.com/m');
    expect(fields.others).toBe('https://a.example');
    expect(socialLinksForSave({ ...fields, website: ' https://m.example ' }, extraOthers)).toEqual([
      { platform: 'twitter', url: 'https://twitter.com/m' },
      { platform: 'website', url: 'https://m.example' },
      { platform: 'others', url: 'https://a.example' },
      { platform: 'others', url: 'https://b.example' },
    ]);
  });
});
