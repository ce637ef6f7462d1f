import { useId, useRef, useState } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { limits } from '@shared/constants';
import { logoContentTypes } from '@shared/contract/creator';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { avatarUrl } from '@web/lib/avatar-url';
import { useDeleteLogo } from '../api/delete-logo';
import { useUploadLogo } from '../api/upload-logo';

const maxMb = limits.logoMaxBytes / 1024 / 1024;

/** What the browser can tell before uploading; the server checks the bytes again. */
function logoFileProblem(file: File): string | null {
  if (!(logoContentTypes as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size > limits.logoMaxBytes) return `The image is larger than ${maxMb} MB. Choose a smaller one.`;
  return null;
}

/**
 * The channel logo: shows the current one (or the initials avatar), uploads a new one as soon as a file is
 * chosen, and removes it. Errors are spoken (role=alert) and shown next to the control.
 */
export function LogoUploader({
  channelName,
  logoUrl,
  onUploaded,
}: {
  channelName: string;
  logoUrl: string | null;
  onUploaded?: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const localProblem = logoFileProblem(file);
    if (localProblem) {
      setProblem(localProblem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      onUploaded?.();
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : 'The logo could not be uploaded. Please try again.',
      );
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : 'The logo could not be removed. Please try again.',
      );
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar
        name={channelName || 'Channel'}
        src={avatarUrl(channelName || 'Channel', logoUrl)}
        size="xl"
        shape="rounded"
      />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          {/* The native input stays hidden; the button opens it, so keyboard users have one clear control. */}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={logoContentTypes.join(',')}
            className="hidden"
            tabIndex={-1}
            aria-label="Logo image file"
            disabled={busy}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
            {upload.isPending ? <Spinner size="sm" label="Uploading logo" /> : <ImageUp aria-hidden />}
            {logoUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
          {logoUrl && (
            <Button variant="ghost" onClick={() => void onRemove()} disabled={busy}>
              {remove.isPending ? <Spinner size="sm" label="Removing logo" /> : <Trash2 aria-hidden />}
              Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          PNG, JPEG, WebP or GIF, up to {maxMb} MB. A square image works best.
        </p>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
