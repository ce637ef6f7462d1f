import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CreatorSettings } from '@shared/contract/creator';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Separator } from '@web/components/ui/separator';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { useUpdateCreatorSettings } from '../api/update-creator-settings';
import {
  channelFormSchema,
  formValuesFrom,
  socialFieldsFrom,
  socialLinksForSave,
  type ChannelFormInput,
  type ChannelFormValues,
} from '../lib/channel-form';
import { toastSaved, toastSaveFailed } from '../lib/save-toasts';
import { CategoryPicker } from './category-picker';
import { ChannelBasicsFields } from './channel-basics-fields';
import { SocialLinksFields } from './social-links-fields';

/** The channel's profile fields on the settings page, saved together with one button. */
export function ChannelProfileForm({ settings }: { settings: CreatorSettings }) {
  const save = useUpdateCreatorSettings();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ChannelFormInput, unknown, ChannelFormValues>({
    resolver: zodResolver(channelFormSchema),
    defaultValues: formValuesFrom(settings),
  });
  const categories = useWatch({ control: form.control, name: 'contentCategories' });

  // A reload (path change, another tab's save) refreshes the form unless the creator is mid-edit.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(formValuesFrom(settings));
  }, [settings, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync({
        channelName: values.channelName,
        channelDescription: values.channelDescription || null,
        contentCategories: values.contentCategories,
        socialLinks: socialLinksForSave(
          values.socialLinks,
          socialFieldsFrom(settings.socialLinks).extraOthers,
        ),
      });
      form.reset(formValuesFrom(saved));
      toastSaved();
    } catch (error) {
      toastSaveFailed();
      if (error instanceof ApiError && error.status === 400) setServerError(error.message);
    }
  });

  const { errors, isDirty } = form.formState;
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="channel-profile-title">
        <CardHeader>
          <CardTitle as="h2" id="channel-profile-title">
            Channel profile
          </CardTitle>
          <CardDescription>What listeners see on your channel page and in search.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <ChannelBasicsFields
            register={form.register}
            errors={errors}
            idPrefix="profile"
            disabled={save.isPending}
          />
          <Separator />
          <CategoryPicker
            id="profile-categories"
            value={categories}
            disabled={save.isPending}
            onChange={(next) =>
              form.setValue('contentCategories', next, { shouldDirty: true, shouldValidate: true })
            }
          />
          <Separator />
          <SocialLinksFields register={form.register} errors={errors.socialLinks} disabled={save.isPending} />
          {serverError && (
            <p role="alert" className="text-sm text-destructive">
              {serverError}
            </p>
          )}
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button
            variant="ghost"
            disabled={!isDirty || save.isPending}
            onClick={() => form.reset(formValuesFrom(settings))}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner size="sm" label="Saving" />}
            Save changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
