import type { Params } from 'react-router';

/**
 * Every route of docs/product.md#pages-and-routes and the page module that renders it. Pages load lazily (one
 * chunk each); the router wraps each in the loading message, the 10 s lazy-load timeout and the 'Failed to
 * load {name}' fallback. `auth` routes send a signed-out visitor to sign in and back.
 */
export interface RouteEntry {
  path: string;
  /** The name shown in 'Failed to load {name}'. */
  name: string;
  /** The whole document title when "{name} — Podbrief" is not right (the landing page keeps its own). */
  documentTitle?: string;
  load: () => Promise<PageModule>;
  auth?: boolean;
  /**
   * 'bare': rendered without the sidebar (BareLayout); every other route is in the sidebar layout. The
   * server reads this table at build time (src/server/build/route-list.ts) to preload each route's chunks,
   * so entries keep literal values: a `path` string, a `load` with one `import()`, this string.
   */
  layout?: 'bare';
}

/**
 * A page module: the page, and optionally `prefetch`, which starts the page's first requests as soon as
 * its code is there (a route loader that does not wait for them), so they do not queue behind the session
 * check that the page's guard makes first.
 */
export interface PageModule {
  default: React.ComponentType;
  prefetch?: (target: { url: URL; params: Params }) => void;
}

export const routeTable: RouteEntry[] = [
  {
    path: '/',
    name: 'Home',
    documentTitle: 'Podbrief — read podcasts in minutes',
    load: () => import('./routes/landing'),
    layout: 'bare',
  },
  { path: '/home', name: 'Home', load: () => import('./routes/home'), layout: 'bare' },
  { path: '/auth/callback', name: 'Sign-in', load: () => import('./routes/auth-callback') },
  { path: '/onboarding', name: 'Onboarding', load: () => import('./routes/onboarding'), auth: true },
  { path: '/invite/:inviteToken', name: 'Invite', load: () => import('./routes/invite') },
  { path: '/subscribe/:linkId', name: 'Subscribe', load: () => import('./routes/invite') },
  { path: '/subscription', name: 'Subscription', load: () => import('./routes/subscription-plans') },
  {
    path: '/subscription/plan/:planId',
    name: 'Subscription',
    load: () => import('./routes/subscription-plans'),
  },
  {
    path: '/subscription/confirm',
    name: 'Subscription confirmation',
    load: () => import('./routes/subscription-confirm'),
    auth: true,
  },
  { path: '/pricing', name: 'Pricing', load: () => import('./routes/pricing') },
  { path: '/channels/:creatorId', name: 'Channel', load: () => import('./routes/channel-public') },
  { path: '/profile', name: 'Profile', load: () => import('./routes/profile'), auth: true },
  { path: '/coming-soon', name: 'Coming soon', load: () => import('./routes/coming-soon') },
  { path: '/admin', name: 'Admin', load: () => import('./routes/admin/feedback'), auth: true },
  {
    path: '/admin/generations',
    name: 'Report generations',
    load: () => import('./routes/admin/generations'),
    auth: true,
  },
  {
    path: '/admin/users',
    name: 'Users and creators',
    load: () => import('./routes/admin/users'),
    auth: true,
  },
  { path: '/admin/mail', name: 'Failed mails', load: () => import('./routes/admin-mail'), auth: true },
  { path: '/admin/payments', name: 'Fee revenue', load: () => import('./routes/admin/payments'), auth: true },
  // The local mailbox outside production (ADR 180); its API answers 404 wherever no dev mailbox runs.
  { path: '/dev-mail', name: 'Local mailbox', load: () => import('./routes/dev-mail') },
  {
    path: '/oauth/consent',
    name: 'Connect an application',
    load: () => import('./routes/oauth-consent'),
    auth: true,
    layout: 'bare',
  },
  {
    path: '/subscriber/reports',
    name: 'Reports',
    load: () => import('./routes/subscriber/reports'),
    auth: true,
  },
  {
    path: '/subscriber/reports/:reportId',
    name: 'Report',
    load: () => import('./routes/subscriber/report-detail'),
    auth: true,
  },
  {
    path: '/subscriber/highlights',
    name: 'Highlights',
    load: () => import('./routes/subscriber/highlights'),
    auth: true,
  },
  {
    path: '/subscriber/dashboard',
    name: 'Dashboard',
    load: () => import('./routes/subscriber/dashboard'),
    auth: true,
  },
  {
    path: '/subscriber/podcasts',
    name: 'Podcast Channels',
    load: () => import('./routes/subscriber/podcasts'),
    auth: true,
  },
  {
    path: '/subscriber/podcasts/:creatorId',
    name: 'Channel',
    load: () => import('./routes/subscriber/channel'),
    auth: true,
  },
  {
    path: '/subscriber/subscriptions',
    name: 'Subscriptions',
    load: () => import('./routes/subscriber/subscriptions'),
    auth: true,
  },
  {
    path: '/subscriber/subscription',
    name: 'Subscription',
    load: () => import('./routes/subscriber/subscriptions'),
    auth: true,
  },
  {
    path: '/creator',
    name: 'Creator dashboard',
    load: () => import('./routes/creator/dashboard'),
    auth: true,
  },
  {
    path: '/creator/settings',
    name: 'Channel settings',
    load: () => import('./routes/creator/settings'),
    auth: true,
  },
  { path: '/creator/reports', name: 'Reports', load: () => import('./routes/creator/reports'), auth: true },
  {
    path: '/creator/reports/:reportId',
    name: 'Report editor',
    load: () => import('./routes/creator/report-editor'),
    auth: true,
  },
  {
    path: '/creator/links',
    name: 'Invite links',
    load: () => import('./routes/creator/invite-links'),
    auth: true,
  },
  { path: '/creator/money', name: 'Money', load: () => import('./routes/creator/money'), auth: true },
];
