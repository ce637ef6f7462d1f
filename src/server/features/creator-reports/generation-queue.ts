/** The queue of report generations and the queue that receives the ones that failed for good. */
export const GENERATION_QUEUE = 'report-generation';
export const GENERATION_FAILED_QUEUE = 'report-generation-failed';

export interface GenerationJob {
  reportId: string;
}
