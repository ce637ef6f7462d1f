import type { App } from '../../app-types';
import { currentUser, requireUser } from '../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import { profileSchema, profileUpdateSchema } from '@shared/contract/profile';
import { getProfile, updateOwnProfile } from './service';

const tags = ['profile'];

/** The signed-in user's own profile: read and edit (docs/product.md#roles: by the user's own id only). */
export async function profileRoutes(app: App) {
  const deps = () => ({ db: app.deps.db, clock: app.deps.clock });

  app.get(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Your profile',
        response: { 200: profileSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getProfile(deps(), currentUser(request).id),
  );

  app.patch(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Edit your names, avatar, phone and location (email comes from Google)',
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => updateOwnProfile(deps(), currentUser(request).id, request.body),
  );
}
