import { z } from 'zod';

/** The signed-in user's own profile (docs/product.md#entities). Email comes from Google and is read-only. */
export const profileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    displayName: z.string(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    userRole: z.string(),
    isCreator: z.boolean(),
    /** Set once the user edited their names: later Google sign-ins leave them alone. */
    namesEditedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

const profileLimits = {
  nameMin: 2,
  displayNameMax: 80,
  fullNameMax: 120,
  phoneMax: 32,
  locationMax: 120,
  avatarUrlMax: 2048,
} as const;

/** Digits with an optional leading +, and the usual separators; 6 to 15 digits in all (E.164 allows 15). */
function isValidPhone(value: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** Only web images: an http(s) URL, or a path served by this site. Never javascript: or data:. */
function isValidAvatarUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const name = (max: number) =>
  z
    .string()
    .trim()
    .min(profileLimits.nameMin, 'Name must be at least 2 characters')
    .max(max, `Name must be at most ${max} characters`);

/**
 * PATCH /api/profile. Every field is optional; null (or an empty string) clears the optional ones.
 * The web form uses the same rules, so the browser and the server never disagree.
 */
export const profileUpdateSchema = z
  .object({
    displayName: name(profileLimits.displayNameMax).optional(),
    fullName: name(profileLimits.fullNameMax).optional(),
    avatarUrl: z
      .string()
      .trim()
      .max(profileLimits.avatarUrlMax, 'The avatar address is too long')
      .refine((v) => v === '' || isValidAvatarUrl(v), 'Please enter a valid image URL (https://…)')
      .nullable()
      .optional(),
    phone: z
      .string()
      .trim()
      .max(profileLimits.phoneMax, 'Please enter a valid phone number')
      .refine((v) => v === '' || isValidPhone(v), 'Please enter a valid phone number')
      .nullable()
      .optional(),
    location: z
      .string()
      .trim()
      .max(profileLimits.locationMax, `Location must be at most ${profileLimits.locationMax} characters`)
      .nullable()
      .optional(),
  })
  .strict()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
