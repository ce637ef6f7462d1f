import type { SignedInSession } from '@shared/contract/auth';
import { createElement } from 'react';
import { reportDetailSchema } from '@shared/contract/reports';
import { ReportFirstScreen } from '@web/app/first-screens';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../errors';
import { addressOf, renderFirstScreen, type FirstScreen } from '../../plugins/first-screen';
import { getReport } from './service';

const reportPath = /^\/subscriber\/reports\/([^/?#]{1,100})\/?$/;

/**
 * The report page's first screen (/subscriber/reports/{id}) for a signed-in reader: the answer
 * GET /api/reports/:id gives the same session (the full report with access, the teaser without), drawn
 * by the components the page draws its top with (ADR 236). Null signed out (the page asks to sign in
 * first), for another address and for a report that does not exist (the page says so itself).
 */
export function reportFirstScreen(deps: Pick<AppDeps, 'db' | 'storage' | 'clock' | 'config'>) {
  return async (
    pathname: string,
    session: SignedInSession | null,
    search: URLSearchParams,
  ): Promise<FirstScreen | null> => {
    const reportId = reportPath.exec(pathname)?.[1];
    if (!reportId || !session) return null;
    try {
      const id = decodeURIComponent(reportId);
      const detail = reportDetailSchema.parse(
        await getReport(deps, session.user.id, id, deps.clock.now(), deps.config.payments.enabled),
      );
      const html = renderFirstScreen(
        addressOf(pathname, search),
        createElement(ReportFirstScreen, { report: detail, search, timeZone: 'UTC' }),
      );
      return { html, data: { report: { id, detail } } };
    } catch (error) {
      if (error instanceof URIError || (error instanceof AppError && error.status === 404)) return null;
      throw error;
    }
  };
}
