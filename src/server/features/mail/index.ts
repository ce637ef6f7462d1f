// The mail area's public face (ADR 238): what other areas may import. Queue names, payloads and the calls
// that queue a mail; templates, transport and delivery stay inside the area.
export {
  feedEpisodeDedupeKey,
  queueFeedEpisodeMail,
  queueFreeBetaEndMails,
  queuePriceChangeMail,
  queueReportPublishedMail,
  queueTrialEndingMail,
} from './queues';
