/** The queue of audio transcriptions and the queue that receives the ones that failed for good. */
export const TRANSCRIPTION_QUEUE = 'report-transcription';
export const TRANSCRIPTION_FAILED_QUEUE = 'report-transcription-failed';

export interface TranscriptionJob {
  reportId: string;
}
