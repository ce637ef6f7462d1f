import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toasts } from '@shared/constants';
import { profileUpdateSchema, type Profile } from '@shared/contract/profile';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { useUpdateProfile } from '../api/update-profile';

const shape = profileUpdateSchema.shape;
/** The same rules as the server's PATCH /api/profile, with every field as the text a form holds. */
const profileFormSchema = z.object({
  displayName: shape.displayName.unwrap(),
  fullName: shape.fullName.unwrap(),
  avatarUrl: shape.avatarUrl.unwrap().unwrap(),
  phone: shape.phone.unwrap().unwrap(),
  location: shape.location.unwrap().unwrap(),
});
type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Our own initials avatar is what an empty field means; showing its address would only confuse. */
const isGeneratedAvatar = (url: string | null) => !url || /\/api\/avatars\/initials\.svg/.test(url);

function valuesOf(profile: Profile): ProfileFormValues {
  return {
    displayName: profile.displayName,
    fullName: profile.fullName,
    avatarUrl: isGeneratedAvatar(profile.avatarUrl) ? '' : (profile.avatarUrl ?? ''),
    phone: profile.phone ?? '',
    location: profile.location ?? '',
  };
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: React.ReactNode;
}) {
  // content-start: in a row with a taller neighbour (Email and its hint), the label and the input stay at
  // the top instead of spreading over the row's height, so side-by-side inputs line up.
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * docs/product.md#entities (profile): display name, full name, email (read-only), avatar, phone, location.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const ids = {
    displayName: useId(),
    fullName: useId(),
    email: useId(),
    avatarUrl: useId(),
    phone: useId(),
    location: useId(),
  };
  const mutation = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: valuesOf(profile),
    mode: 'onBlur',
  });
  const { register, handleSubmit, formState, reset, control } = form;
  const errors = formState.errors;

  // A newer profile from the server (another tab, a refetch) replaces untouched values.
  useEffect(() => {
    if (!formState.isDirty) reset(valuesOf(profile));
  }, [profile, reset, formState.isDirty]);

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(
      {
        displayName: values.displayName,
        fullName: values.fullName,
        avatarUrl: values.avatarUrl || null,
        phone: values.phone || null,
        location: values.location || null,
      },
      {
        onSuccess: (saved) => {
          reset(valuesOf(saved));
          toast({
            title: 'Success',
            description: 'Your profile has been updated.',
            variant: 'success',
            durationMs: toasts.durationMs,
          });
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to save changes. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  });

  const aria = (name: keyof ProfileFormValues, id: string) => ({
    id,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
  });
  const avatarPreview = useWatch({ control, name: 'avatarUrl' });
  const previewName = useWatch({ control, name: 'fullName' }) || profile.fullName;

  return (
    // grid-cols-1 (a 0-minimum column): a long email beside the avatar truncates instead of widening the
    // form past a phone's screen, fields and all.
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6" aria-label="Profile">
      <div className="flex items-center gap-4">
        <Avatar name={previewName} src={avatarPreview || null} size="xl" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{profile.displayName}</p>
          <p className="truncate text-sm text-muted-foreground">{profile.email}</p>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field id={ids.displayName} label="Display name" error={errors.displayName?.message}>
          <Input
            {...register('displayName')}
            {...aria('displayName', ids.displayName)}
            autoComplete="nickname"
          />
        </Field>
        <Field id={ids.fullName} label="Full name" error={errors.fullName?.message}>
          <Input {...register('fullName')} {...aria('fullName', ids.fullName)} autoComplete="name" />
        </Field>
        <Field
          id={ids.email}
          label="Email"
          hint="Your email comes from your Google account and cannot be changed here."
        >
          <Input
            id={ids.email}
            value={profile.email}
            readOnly
            aria-readonly="true"
            aria-describedby={`${ids.email}-hint`}
            muted
          />
        </Field>
        <Field id={ids.phone} label="Phone" error={errors.phone?.message}>
          <Input
            {...register('phone')}
            {...aria('phone', ids.phone)}
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 010 2030"
          />
        </Field>
        <Field id={ids.location} label="Location" error={errors.location?.message}>
          <Input
            {...register('location')}
            {...aria('location', ids.location)}
            autoComplete="address-level2"
            placeholder="City, country"
          />
        </Field>
        <Field
          id={ids.avatarUrl}
          label="Avatar image URL"
          error={errors.avatarUrl?.message}
          hint="Leave empty to use your initials."
        >
          <Input
            {...register('avatarUrl')}
            {...aria('avatarUrl', ids.avatarUrl)}
            aria-describedby={errors.avatarUrl ? `${ids.avatarUrl}-error` : `${ids.avatarUrl}-hint`}
            type="url"
            inputMode="url"
            placeholder="https://…"
          />
        </Field>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={!formState.isDirty || mutation.isPending}
          onClick={() => reset(valuesOf(profile))}
        >
          Discard changes
        </Button>
        <Button type="submit" disabled={mutation.isPending || !formState.isDirty}>
          {mutation.isPending && <Spinner size="sm" label="Saving" />}
          {mutation.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
