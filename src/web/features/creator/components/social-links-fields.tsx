import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { AtSign, Briefcase, Camera, Globe, Link2, SquarePlay, Users, type LucideIcon } from 'lucide-react';
import { socialPlatformLabels, socialPlatforms, type SocialPlatform } from '@shared/contract/creator';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import type { ChannelFormInput } from '../lib/channel-form';

// Generic icons: lucide ships no brand marks, and the label names the platform anyway.
const icons: Record<SocialPlatform, LucideIcon> = {
  twitter: AtSign,
  instagram: Camera,
  facebook: Users,
  linkedin: Briefcase,
  youtube: SquarePlay,
  website: Globe,
  others: Link2,
};

const placeholders: Record<SocialPlatform, string> = {
  twitter: 'https://x.com/yourshow',
  instagram: 'https://instagram.com/yourshow',
  facebook: 'https://facebook.com/yourshow',
  linkedin: 'https://linkedin.com/company/yourshow',
  youtube: 'https://youtube.com/@yourshow',
  website: 'https://yourshow.com',
  others: 'https://…',
};

/**
 * Platforms asked for here. YouTube is not: the creator gives the YouTube channel once, in the
 * verification card, and the public page shows that address (ADR 060). A YouTube link saved before stays
 * in the form's values and is sent back unchanged.
 */
const askedPlatforms = socialPlatforms.filter((platform) => platform !== 'youtube');

/** One optional URL field per platform (docs/product.md#entities) except YouTube; blank means no link. */
export function SocialLinksFields({
  register,
  errors,
  disabled = false,
}: {
  register: UseFormRegister<ChannelFormInput>;
  errors: FieldErrors<ChannelFormInput>['socialLinks'];
  disabled?: boolean;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Social links</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {askedPlatforms.map((platform) => {
          const Icon = icons[platform];
          const id = `social-${platform}`;
          const error = errors?.[platform]?.message;
          return (
            <div key={platform} className="grid gap-1.5">
              <Label htmlFor={id} weight="normal" className="flex items-center gap-1.5 text-muted-foreground">
                <Icon className="size-3.5" aria-hidden />
                {socialPlatformLabels[platform]}
              </Label>
              <Input
                id={id}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={placeholders[platform]}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(`socialLinks.${platform}`)}
              />
              {error && (
                <p id={`${id}-error`} className="text-xs text-destructive">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
