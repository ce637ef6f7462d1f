import { AudioLines } from 'lucide-react';
import { creatorReportMessages, type EpisodeSources } from '@shared/contract/creator-reports';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';

const acceptedAudioFiles =
  'audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/wav,audio/x-wav,.mp3,.m4a,.aac,.ogg,.opus,.wav';

export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
}

/** Whether a file looks like MP3 or WAV, which the server sends to the transcription service in parts. */
export function sentInParts(file: Pick<File, 'name' | 'type'>): boolean {
  return /^audio\/(mpeg|mp3|wav|x-wav|wave)$/.test(file.type) || /\.(mp3|wav)$/i.test(file.name);
}

/**
 * The largest audio file that can be added alone: MP3 and WAV are sent in parts, so as large as uploads
 * take; other kinds must also fit what the transcription service takes in one file.
 */
export function audioAloneMaxBytes(sources: EpisodeSources, file?: Pick<File, 'name' | 'type'>): number {
  if (file && sentInParts(file)) return sources.audioMaxBytes;
  return Math.min(sources.audioMaxBytes, sources.transcriptionMaxBytes ?? sources.audioMaxBytes);
}

/**
 * 'Audio file' in Add episode: the episode's audio alone, transcribed by the server before the report is
 * written. Where the server cannot transcribe, it says plainly that a transcript is needed instead.
 */
export function AudioFileField({
  sources,
  loading,
  file,
  onFile,
  disabled,
  invalid,
}: {
  sources: EpisodeSources | undefined;
  loading: boolean;
  file: File | null;
  onFile: (file: File | undefined) => void;
  disabled: boolean;
  invalid: boolean;
}) {
  if (loading) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner size="sm" label="Checking what this server can do" /> Checking whether audio can be
        transcribed…
      </p>
    );
  }
  if (!sources?.transcriptionAvailable) {
    return (
      <p role="note" className="rounded-md border border-border bg-muted/40 p-3 text-sm">
        {sources
          ? creatorReportMessages.transcriptionUnavailable
          : 'Could not check whether audio can be transcribed here. Paste or upload a transcript instead.'}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor="add-audio-file">Audio file (MP3, M4A/AAC, OGG/Opus or WAV)</Label>
      <input
        id="add-audio-file"
        type="file"
        accept={acceptedAudioFiles}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby="add-audio-hint"
        onChange={(event) => onFile(event.target.files?.[0])}
        className="block w-full text-sm text-muted-foreground file:mr-3 file:inline-flex file:h-9 file:cursor-pointer file:items-center file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent"
      />
      {file && (
        <p className="flex items-center gap-2 text-sm">
          <AudioLines className="size-4 text-muted-foreground" aria-hidden />
          {file.name} · {megabytes(file.size)}
        </p>
      )}
      <p id="add-audio-hint" className="text-xs text-muted-foreground">
        {audioAloneMaxBytes(sources) < sources.audioMaxBytes
          ? `MP3 or WAV up to ${megabytes(sources.audioMaxBytes)}, other kinds up to ${megabytes(audioAloneMaxBytes(sources))}.`
          : `Up to ${megabytes(sources.audioMaxBytes)}.`}{' '}
        Podbrief transcribes the audio, then writes the report for you to review; the episode’s length is read
        from the file.
      </p>
    </div>
  );
}
