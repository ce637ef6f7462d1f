import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { learningBounds, type EditorFormValues } from '../lib/editor-form';

/** 3 to 7 key learnings, each a short title and one to three sentences; add, remove and reorder. */
export function KeyLearningsEditor({
  control,
  register,
  errors,
  disabled,
}: {
  control: Control<EditorFormValues>;
  register: UseFormRegister<EditorFormValues>;
  errors: FieldErrors<EditorFormValues>['keyLearnings'];
  disabled: boolean;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'keyLearnings' });
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="grid gap-3" aria-describedby="editor-learnings-hint">
      <legend className="flex w-full items-end justify-between gap-2 text-sm font-medium">
        <span>Key learnings</span>
        <span id="editor-learnings-hint" className="text-xs font-normal text-muted-foreground">
          {fields.length} · {learningBounds.min} to {learningBounds.max}
        </span>
      </legend>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          None yet: generate the report, or write them yourself.
        </p>
      )}
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const itemErrors = errors?.[index];
          const prefix = `editor-learning-${index}`;
          return (
            <li key={field.id} className="grid gap-2 rounded-lg border border-border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs font-semibold text-muted-foreground">#{index + 1}</span>
                <div className="flex gap-1">
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    onClick={() => move(index, index - 1)}
                    disabled={disabled || index === 0}
                    aria-label={`Move key learning ${index + 1} up`}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    onClick={() => move(index, index + 1)}
                    disabled={disabled || index === fields.length - 1}
                    aria-label={`Move key learning ${index + 1} down`}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    onClick={() => remove(index)}
                    disabled={disabled}
                    aria-label={`Remove key learning ${index + 1}`}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              <Label htmlFor={`${prefix}-title`} className="sr-only">
                Title of key learning {index + 1}
              </Label>
              <Input
                id={`${prefix}-title`}
                placeholder="Short title"
                disabled={disabled}
                aria-invalid={Boolean(itemErrors?.title)}
                {...register(`keyLearnings.${index}.title`)}
              />
              {itemErrors?.title && <p className="text-sm text-destructive">{itemErrors.title.message}</p>}
              <Label htmlFor={`${prefix}-detail`} className="sr-only">
                Detail of key learning {index + 1}
              </Label>
              <Textarea
                id={`${prefix}-detail`}
                rows={2}
                placeholder="One to three sentences the reader can act on"
                disabled={disabled}
                aria-invalid={Boolean(itemErrors?.detail)}
                {...register(`keyLearnings.${index}.detail`)}
              />
              {itemErrors?.detail && <p className="text-sm text-destructive">{itemErrors.detail.message}</p>}
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[7rem_7rem_1fr]">
                <div className="grid gap-1">
                  <Label htmlFor={`${prefix}-start`} size="xs" className="text-muted-foreground">
                    From
                  </Label>
                  <Input
                    id={`${prefix}-start`}
                    inputMode="numeric"
                    placeholder="12:34"
                    className="tabular-nums"
                    disabled={disabled}
                    aria-invalid={Boolean(itemErrors?.start)}
                    aria-describedby={`${prefix}-moment-hint`}
                    {...register(`keyLearnings.${index}.start`)}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${prefix}-end`} size="xs" className="text-muted-foreground">
                    To
                  </Label>
                  <Input
                    id={`${prefix}-end`}
                    inputMode="numeric"
                    placeholder="13:10"
                    className="tabular-nums"
                    disabled={disabled}
                    aria-invalid={Boolean(itemErrors?.end)}
                    aria-describedby={`${prefix}-moment-hint`}
                    {...register(`keyLearnings.${index}.end`)}
                  />
                </div>
                <div className="col-span-2 grid gap-1 sm:col-span-1">
                  <Label htmlFor={`${prefix}-speaker`} size="xs" className="text-muted-foreground">
                    Speaker
                  </Label>
                  <Input
                    id={`${prefix}-speaker`}
                    placeholder="Who says it"
                    disabled={disabled}
                    aria-invalid={Boolean(itemErrors?.speaker)}
                    {...register(`keyLearnings.${index}.speaker`)}
                  />
                </div>
              </div>
              <p id={`${prefix}-moment-hint`} className="sr-only">
                Where in the episode this is said, like 12:34. Leave empty if unknown.
              </p>
              {(itemErrors?.start ?? itemErrors?.end ?? itemErrors?.speaker) && (
                <p className="text-sm text-destructive">
                  {(itemErrors?.start ?? itemErrors?.end ?? itemErrors?.speaker)?.message}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() =>
          append({ title: '', detail: '', start: '', end: '', speaker: '', exactStart: null, exactEnd: null })
        }
        disabled={disabled || fields.length >= learningBounds.max}
      >
        <Plus aria-hidden /> Add key learning
      </Button>
    </fieldset>
  );
}
