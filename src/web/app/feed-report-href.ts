import { paths } from './paths';

/** A feed card's link: the report, with the feed's filters kept (`search`), so previous / next follow them. */
export function feedReportHref(id: string, search: string): string {
  return `${paths.reports.detail(id)}${search ? `?${search}` : ''}`;
}
