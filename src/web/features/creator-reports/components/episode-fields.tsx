import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import type { EpisodeFormValues } from '../lib/episode-form';

type Fields = { episode: EpisodeFormValues };

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** Title, number, date, duration and media URL of an episode; used when adding one and in the editor. */
export function EpisodeFields<T extends Fields>({
  register,
  errors,
  idPrefix,
  disabled,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  idPrefix: string;
  disabled?: boolean;
}) {
  // The generic form type is only known to contain `episode`; narrow once here.
  const reg = register as unknown as UseFormRegister<Fields>;
  const err = (errors as FieldErrors<Fields>).episode;
  const id = (name: string) => `${idPrefix}-episode-${name}`;
  const described = (name: keyof EpisodeFormValues, hint?: string) => {
    const ids = [err?.[name] ? `${id(name)}-error` : '', hint ? `${id(name)}-hint` : '']
      .filter(Boolean)
      .join(' ');
    return { 'aria-invalid': Boolean(err?.[name]), 'aria-describedby': ids || undefined };
  };
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <div className="grid content-start gap-2 sm:col-span-6">
        <Label htmlFor={id('title')}>Episode title</Label>
        <Input
          id={id('title')}
          autoComplete="off"
          disabled={disabled}
          {...reg('episode.title')}
          {...described('title')}
        />
        <FieldError id={`${id('title')}-error`} message={err?.title?.message} />
      </div>
      <div className="grid content-start gap-2 sm:col-span-2">
        <Label htmlFor={id('number')}>Episode number</Label>
        <Input
          id={id('number')}
          inputMode="numeric"
          disabled={disabled}
          {...reg('episode.number')}
          {...described('number')}
        />
        <FieldError id={`${id('number')}-error`} message={err?.number?.message} />
      </div>
      <div className="grid content-start gap-2 sm:col-span-2">
        <Label htmlFor={id('publishedAt')}>Published on</Label>
        <Input
          id={id('publishedAt')}
          type="date"
          disabled={disabled}
          {...reg('episode.publishedAt')}
          {...described('publishedAt')}
        />
      </div>
      <div className="grid content-start gap-2 sm:col-span-2">
        <Label htmlFor={id('duration')}>Duration</Label>
        <Input
          id={id('duration')}
          placeholder="1:02:03"
          disabled={disabled}
          {...reg('episode.duration')}
          {...described('duration', 'hint')}
        />
        <p id={`${id('duration')}-hint`} className="text-xs text-muted-foreground">
          h:mm:ss, mm:ss or minutes
        </p>
        <FieldError id={`${id('duration')}-error`} message={err?.duration?.message} />
      </div>
      <div className="grid content-start gap-2 sm:col-span-6">
        <Label htmlFor={id('mediaUrl')}>Audio or video URL</Label>
        <Input
          id={id('mediaUrl')}
          type="url"
          placeholder="https://"
          disabled={disabled}
          {...reg('episode.mediaUrl')}
          {...described('mediaUrl')}
        />
        <FieldError id={`${id('mediaUrl')}-error`} message={err?.mediaUrl?.message} />
      </div>
    </div>
  );
}
