import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import type { EditorFormValues } from '../lib/editor-form';

/**
 * The episode's chapters as readers see them: a start time and a title each. Saved in time order; each
 * chapter ends where the next begins.
 */
export function ChaptersEditor({
  control,
  register,
  errors,
  disabled,
}: {
  control: Control<EditorFormValues>;
  register: UseFormRegister<EditorFormValues>;
  errors: FieldErrors<EditorFormValues>['chapters'];
  disabled: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'chapters' });
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="grid gap-3" aria-describedby="editor-chapters-hint">
      <legend className="flex w-full items-end justify-between gap-2 text-sm font-medium">
        <span>Chapters</span>
        <span id="editor-chapters-hint" className="text-xs font-normal text-muted-foreground">
          {fields.length} · start time and title
        </span>
      </legend>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No chapters. Readers see them beside the summary and can play from each one.
        </p>
      )}
      <ol className="grid gap-2">
        {fields.map((field, index) => {
          const itemErrors = errors?.[index];
          const prefix = `editor-chapter-${index}`;
          const message = itemErrors?.start?.message ?? itemErrors?.title?.message;
          return (
            <li key={field.id} className="grid gap-1">
              <div className="flex items-center gap-2">
                <Label htmlFor={`${prefix}-start`} className="sr-only">
                  Start of chapter {index + 1}
                </Label>
                <Input
                  id={`${prefix}-start`}
                  inputMode="numeric"
                  placeholder="0:00"
                  fullWidth={false}
                  className="w-24 shrink-0 tabular-nums"
                  disabled={disabled}
                  aria-invalid={Boolean(itemErrors?.start)}
                  {...register(`chapters.${index}.start`)}
                />
                <Label htmlFor={`${prefix}-title`} className="sr-only">
                  Title of chapter {index + 1}
                </Label>
                <Input
                  id={`${prefix}-title`}
                  placeholder="Chapter title"
                  className="min-w-0 flex-1"
                  disabled={disabled}
                  aria-invalid={Boolean(itemErrors?.title)}
                  {...register(`chapters.${index}.title`)}
                />
                <Button
                  size="icon-md"
                  variant="ghost"
                  className="shrink-0"
                  onClick={() => remove(index)}
                  disabled={disabled}
                  aria-label={`Remove chapter ${index + 1}`}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              {message && <p className="text-sm text-destructive">{message}</p>}
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
        onClick={() => append({ title: '', start: '', exactStart: null, exactEnd: null })}
        disabled={disabled || fields.length >= 100}
      >
        <Plus aria-hidden /> Add chapter
      </Button>
    </fieldset>
  );
}
