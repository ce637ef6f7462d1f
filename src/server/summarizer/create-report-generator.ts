import type { Config } from '../config';
import { summarizeExtractive } from './extractive-summarizer';
import { createOpenAiCompatibleGenerator } from './llm/openai-compatible-generator';
import type { ReportGenerator } from './report-generator';

/** The built-in provider: no network, same answer every time. */
const extractiveGenerator: ReportGenerator = {
  name: 'extractive',
  async generate({ transcript, episodeTitle, chapters, episodeDescription, persons }, hooks = {}) {
    await hooks.onProgress?.(30);
    const draft = summarizeExtractive({
      turns: transcript.turns,
      episodeTitle,
      chapters,
      episodeDescription,
      persons,
    });
    await hooks.onProgress?.(90);
    return draft;
  },
};

/**
 * The configured provider: an OpenAI-compatible endpoint when LLM_BASE_URL and LLM_MODEL are set, with
 * the built-in summarizer behind it (LLM_FALLBACK_TO_BUILTIN, on by default).
 */
export function createReportGenerator(config: Pick<Config, 'llm'>): ReportGenerator {
  if (!config.llm) return extractiveGenerator;
  const model = createOpenAiCompatibleGenerator(config.llm);
  return config.llm.fallbackToBuiltin ? { ...model, fallback: extractiveGenerator } : model;
}
