import { useId, useRef } from 'react';
import { AudioLines, Trash2, Upload } from 'lucide-react';
import { creatorReportMessages, type CreatorReport } from '@shared/contract/creator-reports';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-error';
import { useRemoveReportAudio, useTranscribeReport, useUploadReportAudio } from '../api/report-audio';
import { formatDuration } from '../lib/duration';

const accepted =
  'audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/wav,audio/x-wav,.mp3,.m4a,.aac,.ogg,.opus,.wav';

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
}

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * The episode's audio: what readers play beside the report. Upload a file (or keep the feed's), and
 * turn it into a transcript when the server can; otherwise the creator is told to add a transcript.
 */
export function AudioPanel({ report, disabled }: { report: CreatorReport; disabled: boolean }) {
  const upload = useUploadReportAudio(report.id);
  const remove = useRemoveReportAudio(report.id);
  const transcribe = useTranscribeReport(report.id);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const audio = report.audio;
  const busy = disabled || upload.isPending || remove.isPending || transcribe.isPending;
  const error = upload.error ?? remove.error ?? transcribe.error;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Audio</CardTitle>
        <CardDescription>
          {audio
            ? audio.source === 'upload'
              ? `Uploaded file${audio.bytes !== null ? ` · ${megabytes(audio.bytes)}` : ''}${audio.mimeType ? ` · ${audio.mimeType}` : ''}${audio.durationSeconds ? ` · ${formatDuration(audio.durationSeconds)} long` : ''}`
              : 'The audio from the podcast feed'
            : 'No audio yet. Subscribers can play the episode beside the report when it has audio.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {audio ? (
          <audio controls preload="none" src={audio.url} className="w-full" aria-label="Episode audio" />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={accepted}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            data-testid="audio-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              upload.mutate(file, {
                onSuccess: () =>
                  toast({ title: 'Audio uploaded', description: file.name, variant: 'success' }),
              });
            }}
          />
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-describedby={hintId}
          >
            {upload.isPending ? <Spinner size="sm" label="Uploading" /> : <Upload aria-hidden />}
            {upload.isPending ? 'Uploading…' : audio?.source === 'upload' ? 'Replace audio' : 'Upload audio'}
          </Button>
          {audio?.source === 'upload' ? (
            <Button variant="ghost" onClick={() => remove.mutate()} disabled={busy}>
              <Trash2 aria-hidden /> Remove audio
            </Button>
          ) : null}
          {audio && report.transcriptionAvailable ? (
            <Button
              onClick={() =>
                transcribe.mutate(undefined, {
                  onSuccess: () =>
                    toast({
                      title: 'Transcribing',
                      description: 'The report is generated from the transcript when it is ready.',
                    }),
                })
              }
              disabled={busy}
            >
              {transcribe.isPending ? <Spinner size="sm" label="Starting" /> : <AudioLines aria-hidden />}
              {report.transcript ? 'Transcribe again' : 'Transcribe'}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          MP3, M4A/AAC, OGG/Opus or WAV.
          {audio && report.transcriptionAvailable && report.transcript
            ? ' Transcribing again replaces the transcript and generates the report anew.'
            : ''}
        </p>
        {audio && !report.transcriptionAvailable && !report.transcript ? (
          <p className="text-sm text-muted-foreground">{creatorReportMessages.transcriptionUnavailable}</p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {failure(error, 'That did not work. Please try again.')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
