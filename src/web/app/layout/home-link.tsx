import type { ComponentType, ReactNode } from 'react';

/** The navbar's logo link to '/'. The app passes a router link, the landing document a plain anchor. */
export type HomeLinkComponent = ComponentType<{
  className: string;
  'aria-label': string;
  children: ReactNode;
}>;

/** A full page load of '/': for the landing document, which has no router (ADR 084). */
export const PlainHomeLink: HomeLinkComponent = (props) => <a href="/" {...props} />;
