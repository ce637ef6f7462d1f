/** Entry point of `npm run eval:reports`; see run-reports-eval.ts. */
import { runReportsEval } from './run-reports-eval';

process.exitCode = await runReportsEval(process.argv.slice(2));
