import { ApiError } from '@web/lib/api-error';

/** The API refused because the signed-in user has not become a creator yet. */
export function isNotCreator(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'creator_required';
}
