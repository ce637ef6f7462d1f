import { z } from 'zod';
import type { App } from '../../app-types';
import { notFound } from '../../errors';
import { apiErrorSchema } from '@shared/contract/api-error';
import { devMailListSchema, devMailSchema } from '@shared/contract/mail';

const tags = ['dev-mail'];

/**
 * The local mailbox's contents for the /dev-mail page (ADR 180): only while the dev mailbox runs, which the
 * configuration allows outside production only; otherwise every route answers 404. No sign-in, like the
 * local Google emulator: the mails are those of this developer's own machine.
 */
export async function devMailRoutes(app: App) {
  const mailbox = () => {
    if (app.deps.config.isProduction || !app.devMailbox)
      throw notFound('not_found', 'The local mailbox is not running (SMTP_URL is set, or mail is off).');
    return app.devMailbox;
  };

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The mails the local dev mailbox received, newest first (outside production only)',
        response: { 200: devMailListSchema, 404: apiErrorSchema },
      },
    },
    async () => ({ items: await mailbox().list() }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One received mail: HTML, text and headers (outside production only)',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: devMailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const mail = await mailbox().get(request.params.id);
      if (!mail) throw notFound('not_found', 'There is no such mail in the local mailbox.');
      return mail;
    },
  );
}
