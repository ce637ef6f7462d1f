import { useId, useState } from 'react';
import { BadgeCheck, Check, Copy, ExternalLink } from 'lucide-react';
import type { CreatorSettings } from '@shared/contract/creator';
import { parseYoutubeChannelUrl } from '@shared/youtube-channel-url';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { useStartYoutubeVerification } from '../api/start-youtube-verification';
import { useYoutubeStatus } from '../api/get-youtube-status';
import { useVerifyYoutube } from '../api/verify-youtube';
import { useCopyToClipboard } from '@web/hooks/use-copy-to-clipboard';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback;

/** What the card says instead of the steps when the server cannot check channels (no YouTube API key). */
export const youtubeNotConfiguredText =
  'YouTube verification is not available on this server yet. Your channel works without it; you can verify it once it is available.';

/**
 * Video-channel verification: the creator enters the YouTube channel URL, gets a code, puts it in the
 * channel description, and clicks Verify. The help text walks through those steps. When the server cannot
 * verify (GET /api/creator/youtube/status), the card says so before the first step and only keeps the
 * channel's address, which the public page shows (ADR 060; docs/product.md#creator-studio).
 */
export function YoutubeVerificationCard({ settings }: { settings: CreatorSettings }) {
  const urlId = useId();
  const [editing, setEditing] = useState(!settings.youtubeChannelUrl);
  // The one YouTube field (ADR 060): a YouTube link given among the social links before starts it off.
  const [url, setUrl] = useState(
    settings.youtubeChannelUrl ?? settings.socialLinks.find((link) => link.platform === 'youtube')?.url ?? '',
  );
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const start = useStartYoutubeVerification();
  const verify = useVerifyYoutube();
  // Until the answer comes (or if it fails) the steps show as before: the check then says why it cannot.
  const unavailable = useYoutubeStatus().data?.configured === false;
  const { copy, copied } = useCopyToClipboard();

  const token = settings.youtubeVerificationToken;
  const verified = settings.isYoutubeVerified;

  const onStart = async (event: React.FormEvent) => {
    event.preventDefault();
    setUrlProblem(null);
    verify.reset();
    if (!parseYoutubeChannelUrl(url)) {
      setUrlProblem('Enter a YouTube channel URL such as https://www.youtube.com/@yourchannel');
      return;
    }
    try {
      await start.mutateAsync(url);
      setEditing(false);
    } catch (error) {
      setUrlProblem(errorText(error, 'The channel URL could not be saved. Please try again.'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>YouTube channel</CardTitle>
          {verified ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden />
              Verified
            </Badge>
          ) : settings.youtubeChannelUrl ? (
            <Badge variant="muted">Not verified</Badge>
          ) : null}
        </div>
        <CardDescription>
          Prove that your YouTube channel is yours. Verified channels show a badge everywhere on Podbrief.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {unavailable && !verified && (
          <p
            className="rounded-lg border border-border bg-muted/40 p-4 text-sm"
            data-testid="youtube-unavailable"
          >
            {youtubeNotConfiguredText}
          </p>
        )}
        {editing ? (
          <form onSubmit={(event) => void onStart(event)} noValidate className="grid gap-2">
            <Label htmlFor={urlId}>YouTube channel URL</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={urlId}
                type="url"
                inputMode="url"
                placeholder="https://www.youtube.com/@yourchannel"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                aria-invalid={urlProblem ? true : undefined}
                aria-describedby={`${urlId}-hint${urlProblem ? ` ${urlId}-error` : ''}`}
              />
              <Button type="submit" disabled={start.isPending} className="sm:w-auto">
                {start.isPending && <Spinner size="sm" label="Saving" />}
                {unavailable ? 'Save channel URL' : 'Get verification code'}
              </Button>
            </div>
            <p id={`${urlId}-hint`} className="text-xs text-muted-foreground">
              Any form works: youtube.com/@handle, /channel/UC…, /c/name or /user/name.
            </p>
            {urlProblem && (
              <p id={`${urlId}-error`} role="alert" className="text-sm text-destructive">
                {urlProblem}
              </p>
            )}
            {settings.youtubeChannelUrl && (
              <Button variant="link" className="justify-self-start" onClick={() => setEditing(false)}>
                Keep {settings.youtubeChannelUrl}
              </Button>
            )}
          </form>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <a
              href={settings.youtubeChannelUrl ?? '#'}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex min-w-0 items-center gap-1.5 text-sm font-medium break-all text-primary hover:underline"
            >
              {settings.youtubeChannelUrl}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              Change channel
            </Button>
          </div>
        )}

        {!editing && verified && (
          <p className="text-sm text-muted-foreground">
            Your channel is verified. You may now remove the code from your YouTube channel description.
            Changing the channel URL removes the verification.
          </p>
        )}

        {!editing && !verified && token && !unavailable && (
          <div className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4">
            <h4 className="text-sm font-semibold">How to verify</h4>
            <ol className="grid list-decimal gap-3 pl-5 text-sm">
              <li>
                <span>Copy your verification code:</span>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <code
                    className="rounded-md border border-border bg-background px-2.5 py-1.5 font-mono text-sm break-all"
                    data-testid="verification-token"
                  >
                    {token}
                  </code>
                  <Button variant="outline" size="sm" onClick={() => void copy(token)}>
                    {copied === token ? <Check aria-hidden /> : <Copy aria-hidden />}
                    {copied === token ? 'Copied' : 'Copy code'}
                  </Button>
                </div>
              </li>
              <li>
                Paste it into your YouTube channel description: in YouTube Studio open{' '}
                <strong>Customization</strong> → <strong>Basic info</strong>, add the code anywhere in the
                description and click <strong>Publish</strong>.
              </li>
              <li>
                Come back here and click Verify. YouTube can take a few minutes to show a new description.
              </li>
            </ol>
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={() => verify.mutate()} disabled={verify.isPending}>
                {verify.isPending && <Spinner size="sm" label="Checking" />}
                Verify
              </Button>
              {verify.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {errorText(verify.error, 'We could not check your channel. Please try again.')}
                </p>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
