import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { creatorLimits } from '@shared/contract/creator';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import type { ChannelFormInput } from '../lib/channel-form';

/** Channel name (required) and description, shared by the setup dialog and the settings form. */
export function ChannelBasicsFields({
  register,
  errors,
  idPrefix,
  autoFocus = false,
  disabled = false,
}: {
  register: UseFormRegister<ChannelFormInput>;
  errors: FieldErrors<ChannelFormInput>;
  idPrefix: string;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const nameId = `${idPrefix}-channel-name`;
  const descriptionId = `${idPrefix}-channel-description`;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={nameId}>
          Channel name{' '}
          <span aria-hidden className="text-destructive">
            *
          </span>
        </Label>
        <Input
          id={nameId}
          required
          autoFocus={autoFocus}
          disabled={disabled}
          maxLength={creatorLimits.channelNameMaxChars}
          placeholder="e.g. Makers Daily"
          aria-invalid={errors.channelName ? true : undefined}
          aria-describedby={errors.channelName ? `${nameId}-error` : undefined}
          {...register('channelName')}
        />
        {errors.channelName && (
          <p id={`${nameId}-error`} className="text-sm text-destructive">
            {errors.channelName.message}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={descriptionId}>Description</Label>
        <Textarea
          id={descriptionId}
          rows={4}
          disabled={disabled}
          maxLength={creatorLimits.channelDescriptionMaxChars}
          placeholder="What is your podcast about, and who is it for?"
          aria-invalid={errors.channelDescription ? true : undefined}
          aria-describedby={errors.channelDescription ? `${descriptionId}-error` : undefined}
          {...register('channelDescription')}
        />
        {errors.channelDescription && (
          <p id={`${descriptionId}-error`} className="text-sm text-destructive">
            {errors.channelDescription.message}
          </p>
        )}
      </div>
    </>
  );
}
