import { useState } from 'react';
import type { CreatorReport, TranscriptFormat } from '@shared/contract/creator-reports';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-error';
import { useUpdateReport } from '../api/update-report';
import { acceptedTranscriptFiles, readTranscriptFile, transcriptFormatLabels } from '../lib/transcript-file';
import { transcriptLimitsText } from '@shared/transcript-limits';

const sourceLabels = {
  paste: 'Pasted',
  upload: 'Uploaded',
  rss: 'From the RSS feed',
  transcription: 'Transcribed from the audio',
} as const;

/** What the report is made from: the transcript's details, its readable text, and a way to replace it. */
export function TranscriptPanel({ report, disabled }: { report: CreatorReport; disabled: boolean }) {
  const [replacing, setReplacing] = useState(false);
  const transcript = report.transcript;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Transcript</CardTitle>
        <CardDescription>
          {transcript
            ? `${sourceLabels[transcript.source]} · ${transcriptFormatLabels[transcript.format]} · ${transcript.wordCount.toLocaleString('en')} words`
            : 'No transcript yet.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {transcript && (
          <details className="rounded-lg border border-border p-3 text-sm">
            <summary className="cursor-pointer font-medium">Show the transcript text</summary>
            <p className="mt-3 max-h-72 overflow-y-auto whitespace-pre-wrap text-muted-foreground">
              {transcript.preview}
              {transcript.preview.length >= 3000 ? '…' : ''}
            </p>
          </details>
        )}
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setReplacing(true)}
          disabled={disabled}
        >
          Replace transcript
        </Button>
      </CardContent>
      <ReplaceTranscriptDialog report={report} open={replacing} onOpenChange={setReplacing} />
    </Card>
  );
}

function ReplaceTranscriptDialog({
  report,
  open,
  onOpenChange,
}: {
  report: CreatorReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<{ name: string; content: string; format: TranscriptFormat } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateReport(report.id);

  const close = () => {
    setText('');
    setFile(null);
    setError(null);
    onOpenChange(false);
  };

  const onSave = async () => {
    const transcript = file
      ? { content: file.content, format: file.format, source: 'upload' as const }
      : text.trim()
        ? { content: text, format: 'text' as const, source: 'paste' as const }
        : null;
    if (!transcript) {
      setError('Paste a transcript or choose a file.');
      return;
    }
    try {
      await update.mutateAsync({ transcript });
      toast({
        title: 'Transcript replaced',
        description: 'Generate the report again to use it.',
        variant: 'success',
      });
      close();
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'Could not replace the transcript. Please try again.',
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !update.isPending && close())}>
      <DialogContent size="2xl">
        <DialogHeader>
          <DialogTitle>Replace transcript</DialogTitle>
          <DialogDescription>The report keeps its text until you generate it again.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="replace-transcript">Paste the transcript</Label>
          <Textarea
            id="replace-transcript"
            rows={8}
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={Boolean(file) || update.isPending}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="replace-transcript-file">
            …or upload a file (.txt, .md, .srt, .vtt, .json or .html)
          </Label>
          <input
            id="replace-transcript-file"
            type="file"
            accept={acceptedTranscriptFiles}
            disabled={update.isPending}
            aria-describedby="replace-transcript-hint"
            className="block w-full text-sm text-muted-foreground file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium file:text-foreground"
            onChange={async (event) => {
              setError(null);
              setFile(null);
              const picked = event.target.files?.[0];
              if (!picked) return;
              const read = await readTranscriptFile(picked);
              if (read.ok) setFile({ name: picked.name, content: read.content, format: read.format });
              else setError(read.message);
            }}
          />
          <p id="replace-transcript-hint" className="text-xs text-muted-foreground">
            {transcriptLimitsText}
          </p>
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void onSave()} disabled={update.isPending}>
            {update.isPending && <Spinner size="sm" label="Saving" />}
            Replace
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
