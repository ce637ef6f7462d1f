import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, AlertCircle } from 'lucide-react';
import { limits, timings } from '@shared/constants';
import {
  feedbackTypeOptions,
  submitFeedbackSchema,
  type SubmitFeedback,
  type SubmitFeedbackInput,
} from '@shared/contract/feedback';
import { Button } from '@web/components/ui/button';
import { DialogClose } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-error';
import { cn } from '@web/lib/cn';
import { useSubmitFeedback } from '../api/submit-feedback';

const feedbackMessages = {
  success: 'Thank you! Your feedback has been submitted successfully.',
  serverFallback: 'Failed to submit feedback',
  exception: 'An error occurred while submitting your feedback',
} as const;

/**
 * docs/product.md#feedback: the server's own words when it answered, a generic sentence when it could not be
 * reached.
 */
function feedbackErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0)
    return error.message.trim() || feedbackMessages.serverFallback;
  return feedbackMessages.exception;
}

// docs/product.md#feedback: the initial type is 'general', which none of the five options carries, so none is
// highlighted.
const emptyForm: SubmitFeedbackInput = { feedbackType: 'general', subject: '', message: '' };

/**
 * docs/product.md#feedback: idle → submitting → success (reset, then close after 2 s) or error. Submitting is
 * possible only when the trimmed subject and message are both non-empty.
 */
export default function FeedbackForm({ onDone }: { onDone: () => void }) {
  const form = useForm<SubmitFeedbackInput, unknown, SubmitFeedback>({
    resolver: zodResolver(submitFeedbackSchema),
    defaultValues: emptyForm,
  });
  const submit = useSubmitFeedback();
  const [succeeded, setSucceeded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [subject = '', message = '', feedbackType] = useWatch({
    control: form.control,
    name: ['subject', 'message', 'feedbackType'],
  });

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const submitting = submit.isPending;
  const canSubmit = !submitting && !succeeded && subject.trim() !== '' && message.trim() !== '';

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit.mutateAsync({
        ...values,
        pageUrl: `${window.location.pathname}${window.location.search}`,
      });
    } catch (error) {
      setFailure(feedbackErrorMessage(error));
      return;
    }
    setSucceeded(true);
    closeTimer.current = setTimeout(() => {
      form.reset(emptyForm);
      setSucceeded(false);
      onDone();
    }, timings.feedbackAutoCloseMs);
  });

  if (succeeded) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
          <CheckCircle2 className="size-7" aria-hidden />
        </span>
        <p className="max-w-sm text-base font-medium text-foreground">{feedbackMessages.success}</p>
      </div>
    );
  }

  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2.5">
        <span id="feedback-type-label" className="text-sm font-medium">
          Type
        </span>
        <RadioGroup
          value={feedbackType}
          onValueChange={(value) =>
            form.setValue('feedbackType', value as SubmitFeedbackInput['feedbackType'], { shouldDirty: true })
          }
          className="grid grid-cols-1 gap-2 sm:grid-cols-2"
          aria-labelledby="feedback-type-label"
        >
          {feedbackTypeOptions.map((option, index) => {
            const id = `feedback-type-${option.value}`;
            const checked = feedbackType === option.value;
            return (
              <Label
                key={option.value}
                htmlFor={id}
                weight={checked ? 'medium' : 'normal'}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors',
                  'hover:bg-accent/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  checked ? 'border-primary bg-primary/10' : 'border-border',
                )}
              >
                {/* The form arrives after the dialog opened (lazy chunk): take the focus to its first field. */}
                <RadioGroupItem id={id} value={option.value} autoFocus={index === 0} />
                {option.label}
              </Label>
            );
          })}
        </RadioGroup>
      </div>

      <div className="grid gap-2">
        <Label htmlFor="feedback-subject">Subject</Label>
        <Input
          id="feedback-subject"
          autoComplete="off"
          maxLength={limits.feedbackSubjectMaxChars}
          placeholder="A short summary"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? 'feedback-subject-error' : undefined}
          {...form.register('subject')}
        />
        {errors.subject && (
          <p id="feedback-subject-error" className="text-sm text-destructive">
            {errors.subject.message}
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="feedback-message">Details</Label>
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
            {message.length}/{limits.feedbackMessageMaxChars}
          </span>
        </div>
        <Textarea
          id="feedback-message"
          rows={5}
          maxLength={limits.feedbackMessageMaxChars}
          placeholder="What happened, what you expected, or what you would like to see"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'feedback-message-error' : undefined}
          {...form.register('message')}
        />
        {errors.message && (
          <p id="feedback-message-error" className="text-sm text-destructive">
            {errors.message.message}
          </p>
        )}
      </div>

      {failure && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {failure}
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!canSubmit}>
          {submitting ? 'Submitting...' : 'Submit Feedback'}
        </Button>
      </div>
    </form>
  );
}
