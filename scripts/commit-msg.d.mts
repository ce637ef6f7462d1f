// Types of commit-msg.mjs for the TypeScript that imports it (its test).
export const maxSubjectLength: number;
export const checkedSince: string;
export function cleanMessage(text: string): string;
export function messageProblems(text: string): string[];
export function historyProblems(options?: {
  since?: string;
  cwd?: string;
}):
  | { skipped: string }
  | { checked: number; failing: Array<{ commit: string; subject: string; problems: string[] }> };
