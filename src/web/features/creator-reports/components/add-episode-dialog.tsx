import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Upload } from 'lucide-react';
import type { CreatorReport, FeedEpisode, TranscriptFormat } from '@shared/contract/creator-reports';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-error';
import { useAddEpisodeWithAudio } from '../api/add-episode-with-audio';
import { useCreateReport } from '../api/create-report';
import { useEpisodeSources } from '../api/get-episode-sources';
import { generateReport } from '../api/generate-report';
import { useStoreReport } from '../api/report-mutations';
import { emptyEpisode, episodeFormFromFeed, episodeFormSchema, episodeInputFrom } from '../lib/episode-form';
import { acceptedTranscriptFiles, readTranscriptFile, transcriptFormatLabels } from '../lib/transcript-file';
import { transcriptLimitsText } from '@shared/transcript-limits';
import { AudioFileField, audioAloneMaxBytes, megabytes, sentInParts } from './audio-file-field';
import { EpisodeFields } from './episode-fields';
import { FeedImport } from './feed-import';

type Source = 'paste' | 'upload' | 'audio' | 'rss';

const formSchema = z.object({ episode: episodeFormSchema, transcript: z.string() });
type FormValues = z.infer<typeof formSchema>;

interface UploadedFile {
  name: string;
  content: string;
  format: TranscriptFormat;
}

/**
 * 'Add episode': the episode's details and its transcript, pasted, uploaded (.txt, .srt, .vtt) or
 * imported from the show's RSS feed, or its audio alone where the server can transcribe it. The report
 * can start generating right away.
 */
export function AddEpisodeDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (report: CreatorReport) => void;
}) {
  const [source, setSource] = useState<Source>('paste');
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [audioFile, setAudioFile] = useState<File | null>(null);
  const [transcriptError, setTranscriptError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [generateNow, setGenerateNow] = useState(true);
  const create = useCreateReport();
  const addWithAudio = useAddEpisodeWithAudio();
  const sources = useEpisodeSources(open);
  const audioAvailable = sources.data?.transcriptionAvailable === true;
  const store = useStoreReport();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { episode: emptyEpisode, transcript: '' },
  });

  const reset = () => {
    form.reset({ episode: emptyEpisode, transcript: '' });
    setFile(null);
    setAudioFile(null);
    setTranscriptError(null);
    setServerError(null);
    setSource('paste');
  };

  const finish = async (report: CreatorReport) => {
    let result = report;
    // An episode added with its audio is already being transcribed (then generated) when asked.
    if (generateNow && source !== 'audio') {
      try {
        result = await generateReport(report.id);
        await store(result);
      } catch {
        // The episode is saved; the creator can start generation from its page.
      }
    }
    reset();
    onCreated(result);
  };

  const onFile = async (picked: File | undefined) => {
    setTranscriptError(null);
    setFile(null);
    if (!picked) return;
    const read = await readTranscriptFile(picked);
    if (read.ok) setFile({ name: picked.name, content: read.content, format: read.format });
    else setTranscriptError(read.message);
  };

  const onAudioFile = (picked: File | undefined) => {
    setTranscriptError(null);
    setAudioFile(null);
    if (!picked) return;
    const max = sources.data ? audioAloneMaxBytes(sources.data, picked) : Infinity;
    if (picked.size > max)
      setTranscriptError(
        sentInParts(picked)
          ? `This file is ${megabytes(picked.size)}; the largest that can be uploaded here is ${megabytes(max)}. Upload the episode’s transcript instead.`
          : `This file is ${megabytes(picked.size)}; the largest that can be transcribed here is ${megabytes(max)} unless it is MP3 or WAV, which are sent in parts. Convert it to MP3, or upload the episode’s transcript instead.`,
      );
    else setAudioFile(picked);
  };

  const onSubmitAudio = async (values: FormValues) => {
    if (!audioFile) {
      setTranscriptError('Choose the episode’s audio file.');
      return;
    }
    try {
      const report = await addWithAudio.mutateAsync({
        episode: episodeInputFrom(values.episode),
        file: audioFile,
        transcribe: generateNow,
      });
      await finish(report);
    } catch (error) {
      setServerError(
        error instanceof ApiError ? error.message : 'Could not add the episode. Please try again.',
      );
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    if (source === 'audio') return onSubmitAudio(values);
    const transcript =
      source === 'upload'
        ? file && { content: file.content, format: file.format, source: 'upload' as const }
        : values.transcript.trim() && {
            content: values.transcript,
            format: 'text' as const,
            source: 'paste' as const,
          };
    if (!transcript) {
      setTranscriptError(
        source === 'upload' ? 'Choose a transcript file.' : 'Paste the transcript of the episode.',
      );
      return;
    }
    try {
      await finish(await create.mutateAsync({ episode: episodeInputFrom(values.episode), transcript }));
    } catch (error) {
      setServerError(
        error instanceof ApiError ? error.message : 'Could not add the episode. Please try again.',
      );
    }
  });

  const onNeedsTranscript = (episode: FeedEpisode) => {
    form.setValue('episode', episodeFormFromFeed(episode), { shouldDirty: true });
    setSource('paste');
  };

  const busy = create.isPending || addWithAudio.isPending || form.formState.isSubmitting;
  const cannotSubmit = source === 'audio' && !audioAvailable;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent size="2xl">
        <DialogHeader>
          <DialogTitle>Add episode</DialogTitle>
          <DialogDescription>
            Add an episode with its transcript
            {audioAvailable ? ', or with its audio alone to have it transcribed' : ''}. Podbrief turns it into
            a report you review before publishing.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={source} onValueChange={(value) => setSource(value as Source)}>
          <TabsList stretch>
            <TabsTrigger value="paste">Paste</TabsTrigger>
            <TabsTrigger value="upload">Upload file</TabsTrigger>
            <TabsTrigger value="audio">Audio file</TabsTrigger>
            <TabsTrigger value="rss">From RSS feed</TabsTrigger>
          </TabsList>
          <TabsContent value="rss">
            <FeedImport onImported={(report) => void finish(report)} onNeedsTranscript={onNeedsTranscript} />
          </TabsContent>
          {source !== 'rss' && (
            <form
              id="add-episode-form"
              onSubmit={onSubmit}
              noValidate
              className="mt-4 grid gap-5"
              aria-label="Episode and transcript"
            >
              <EpisodeFields
                register={form.register}
                errors={form.formState.errors}
                idPrefix="add"
                disabled={busy}
              />
              <TabsContent value="paste" offset="none" className="grid gap-2">
                <Label htmlFor="add-transcript">Transcript</Label>
                <Textarea
                  id="add-transcript"
                  rows={8}
                  placeholder={'Ana: Welcome to the show…\nBen: Thanks for having me…'}
                  disabled={busy}
                  aria-invalid={Boolean(transcriptError)}
                  aria-describedby="add-transcript-hint"
                  {...form.register('transcript', { onChange: () => setTranscriptError(null) })}
                />
                <p id="add-transcript-hint" className="text-xs text-muted-foreground">
                  Speaker labels such as “Ana:” and timestamps such as [00:12:03] are recognised and kept for
                  chapters. Pasted captions (SRT, WebVTT), JSON and HTML transcripts are recognised too.{' '}
                  {transcriptLimitsText}
                </p>
              </TabsContent>
              <TabsContent value="upload" offset="none" className="grid gap-2">
                <Label htmlFor="add-transcript-file">
                  Transcript file (.txt, .md, .srt, .vtt, .json or .html)
                </Label>
                <input
                  id="add-transcript-file"
                  type="file"
                  accept={acceptedTranscriptFiles}
                  disabled={busy}
                  aria-describedby="add-transcript-file-hint"
                  onChange={(event) => void onFile(event.target.files?.[0])}
                  className="block w-full text-sm text-muted-foreground file:mr-3 file:inline-flex file:h-9 file:cursor-pointer file:items-center file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent"
                />
                <p id="add-transcript-file-hint" className="text-xs text-muted-foreground">
                  {transcriptLimitsText}
                </p>
                {file && (
                  <p className="flex items-center gap-2 text-sm">
                    <Upload className="size-4 text-muted-foreground" aria-hidden />
                    {file.name} · {transcriptFormatLabels[file.format]} ·{' '}
                    {file.content.length.toLocaleString('en')} characters
                  </p>
                )}
              </TabsContent>
              <TabsContent value="audio" offset="none">
                <AudioFileField
                  sources={sources.data}
                  loading={sources.isPending}
                  file={audioFile}
                  onFile={onAudioFile}
                  disabled={busy}
                  invalid={Boolean(transcriptError)}
                />
              </TabsContent>
              {transcriptError && (
                <p role="alert" className="text-sm text-destructive">
                  {transcriptError}
                </p>
              )}
              {serverError && (
                <p role="alert" className="text-sm text-destructive">
                  {serverError}
                </p>
              )}
            </form>
          )}
        </Tabs>
        {!cannotSubmit && (
          <div className="flex items-center gap-2">
            <Checkbox
              id="add-generate-now"
              checked={generateNow}
              onCheckedChange={(value) => setGenerateNow(value === true)}
            />
            <Label htmlFor="add-generate-now">
              {source === 'audio'
                ? 'Transcribe and generate the report right away'
                : 'Generate the report right away'}
            </Label>
          </div>
        )}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
            disabled={busy}
          >
            Cancel
          </Button>
          {source !== 'rss' && (
            <Button type="submit" form="add-episode-form" disabled={busy || cannotSubmit} aria-busy={busy}>
              {busy && <Spinner size="sm" label="Adding the episode" />}
              {busy ? 'Adding…' : 'Add episode'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
