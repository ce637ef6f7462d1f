import type { SampleReport } from '@shared/contract/landing';
import { api } from '@web/lib/api-client';

/** The latest published report of a featured channel, as a visitor may see it (ADR 202). */
export function getSampleReport(creatorId: string, signal?: AbortSignal): Promise<SampleReport> {
  return api.get<SampleReport>(`/landing/channels/${encodeURIComponent(creatorId)}/sample-report`, {
    signal,
  });
}
