import type { AccessTokenScope } from '@shared/contract/access-tokens';

/** Each scope in plain words, as the consent page lists what a client may do. */
export const scopeDescriptions: Record<AccessTokenScope, string> = {
  read: 'Read your library: your subscriptions, reports with their learnings and moments, transcripts, notes and highlights',
  'write:notes': 'Write notes and highlights on your reports',
};

/** Each scope in a word or two, where a list has no room for the whole sentence. */
export const scopeNames: Record<AccessTokenScope, string> = {
  read: 'Read library',
  'write:notes': 'Write notes and highlights',
};
