import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { CreatorSettings } from '@shared/contract/creator';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { cn } from '@web/lib/cn';
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
import { LogoUploader } from './logo-uploader';
import { SocialLinksFields } from './social-links-fields';

const steps = [
  { title: 'Name your channel', description: 'The name and description listeners see on your channel page.' },
  { title: 'Add a logo', description: 'Optional. Without one, your channel shows its initials.' },
  { title: 'Topics and links', description: 'Help listeners find you, and tell them where else you are.' },
] as const;

/**
 * The channel setup dialog: a three-step guided flow. Step 1 saves the name (which creates the channel,
 * docs/product.md#creator-settings-save) so the logo of step 2 has a channel to belong to; step 3 saves
 * categories and social links.
 */
export function ChannelSetupDialog({
  open,
  onOpenChange,
  settings,
  onComplete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: CreatorSettings | null;
  onComplete?: (settings: CreatorSettings) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="2xl">
        {/* Mounted only while open: every opening starts at step 1 with the saved values. */}
        <ChannelSetupSteps
          settings={settings}
          onDone={(saved) => {
            onOpenChange(false);
            onComplete?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ChannelSetupSteps({
  settings,
  onDone,
}: {
  settings: CreatorSettings | null;
  onDone: (saved: CreatorSettings) => void;
}) {
  const [step, setStep] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useUpdateCreatorSettings();
  const form = useForm<ChannelFormInput, unknown, ChannelFormValues>({
    resolver: zodResolver(channelFormSchema),
    defaultValues: formValuesFrom(settings),
    mode: 'onTouched',
  });
  const [channelName, categories] = useWatch({
    control: form.control,
    name: ['channelName', 'contentCategories'],
  });

  const persist = async (input: Parameters<typeof save.mutateAsync>[0]): Promise<CreatorSettings | null> => {
    setServerError(null);
    try {
      return await save.mutateAsync(input);
    } catch (error) {
      toastSaveFailed();
      if (error instanceof ApiError && error.status === 400) setServerError(error.message);
      return null;
    }
  };

  const next = async () => {
    if (step === 0) {
      const valid = await form.trigger(['channelName', 'channelDescription']);
      if (!valid) return;
      const { channelName: name, channelDescription } = form.getValues();
      const saved = await persist({
        channelName: name.trim(),
        channelDescription: channelDescription.trim() || null,
      });
      if (saved) setStep(1);
      return;
    }
    if (step === 1) {
      setStep(2);
      return;
    }
    await form.handleSubmit(async (values) => {
      const extras = socialFieldsFrom(settings?.socialLinks ?? []).extraOthers;
      const saved = await persist({
        contentCategories: values.contentCategories,
        socialLinks: socialLinksForSave(values.socialLinks, extras),
      });
      if (!saved) return;
      toastSaved();
      onDone(saved);
    })();
  };

  const current = steps[step] ?? steps[0];
  const { errors } = form.formState;
  return (
    <>
      <DialogHeader>
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Step {step + 1} of {steps.length}
        </p>
        <DialogTitle>{current.title}</DialogTitle>
        <DialogDescription>{current.description}</DialogDescription>
      </DialogHeader>

      <ol className="flex gap-2" aria-label="Channel setup steps">
        {steps.map((s, index) => (
          <li key={s.title} aria-current={index === step ? 'step' : undefined} className="flex-1">
            <span className="sr-only">
              {s.title}
              {index < step ? ' (done)' : ''}
            </span>
            <span
              aria-hidden
              className={cn('block h-1.5 rounded-full', index <= step ? 'bg-primary' : 'bg-muted')}
            />
          </li>
        ))}
      </ol>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
        className="grid gap-5"
        id="channel-setup-form"
      >
        {step === 0 && (
          <ChannelBasicsFields register={form.register} errors={errors} idPrefix="setup" autoFocus />
        )}
        {step === 1 && <LogoUploader channelName={channelName} logoUrl={settings?.logoUrl ?? null} />}
        {step === 2 && (
          <>
            <CategoryPicker
              id="setup-categories"
              value={categories}
              onChange={(next) => form.setValue('contentCategories', next, { shouldDirty: true })}
            />
            <SocialLinksFields register={form.register} errors={errors.socialLinks} />
          </>
        )}
        {serverError && (
          <p role="alert" className="text-sm text-destructive">
            {serverError}
          </p>
        )}
      </form>

      <DialogFooter>
        {step > 0 && (
          <Button variant="ghost" onClick={() => setStep(step - 1)} disabled={save.isPending}>
            <ArrowLeft aria-hidden />
            Back
          </Button>
        )}
        <Button type="submit" form="channel-setup-form" disabled={save.isPending}>
          {save.isPending && <Spinner size="sm" label="Saving" />}
          {step === steps.length - 1 ? 'Finish setup' : step === 1 ? 'Next' : 'Save and continue'}
          {step < steps.length - 1 && !save.isPending && <ArrowRight aria-hidden />}
        </Button>
      </DialogFooter>
    </>
  );
}
