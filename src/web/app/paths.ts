import { reportUrl } from '@shared/report-links';

/** Every client route in one registry: link with `paths.reports.detail(id)`, never with string literals. */
export const paths = {
  home: () => '/',
  homePage: () => '/home',
  authCallback: () => '/auth/callback',
  onboarding: () => '/onboarding',
  invite: (inviteToken: string) => `/invite/${encodeURIComponent(inviteToken)}`,
  subscribeLink: (linkId: string) => `/subscribe/${encodeURIComponent(linkId)}`,
  subscription: {
    plans: () => '/subscription',
    plan: (planId: string) => `/subscription/plan/${encodeURIComponent(planId)}`,
  },
  /** A channel as anyone sees it, signed in or not (shared links, the landing page). */
  channel: (creatorId: string) => `/channels/${encodeURIComponent(creatorId)}`,
  profile: () => '/profile',
  /** Mails refused for good, for administrators. */
  adminMail: () => '/admin/mail',
  /** The admin area's other sections (issue 30); the mail section is adminMail. */
  admin: {
    feedback: () => '/admin',
    generations: () => '/admin/generations',
    users: () => '/admin/users',
    payments: () => '/admin/payments',
  },
  comingSoon: () => '/coming-soon',
  /** What listeners and creators pay (ADR 216); public. */
  pricing: () => '/pricing',
  /** Where /oauth/authorize sends the reader to allow or deny an application (its query is the request). */
  oauthConsent: () => '/oauth/consent',
  subscriber: {
    root: () => '/subscriber',
    dashboard: () => '/subscriber/dashboard',
    podcasts: () => '/subscriber/podcasts',
    channel: (creatorId: string) => `/subscriber/podcasts/${encodeURIComponent(creatorId)}`,
    subscriptions: () => '/subscriber/subscriptions',
    subscription: () => '/subscriber/subscription',
    highlights: () => '/subscriber/highlights',
  },
  reports: {
    list: (search?: string) => `/subscriber/reports${search ? `?${search.replace(/^\?/, '')}` : ''}`,
    detail: (reportId: string) => `/subscriber/reports/${encodeURIComponent(reportId)}`,
    /** The report opened at a moment of its episode (`?t=` whole seconds; src/shared/report-links.ts). */
    at: (reportId: string, atSeconds?: number | null) => reportUrl('', reportId, atSeconds),
  },
  creator: {
    dashboard: () => '/creator',
    settings: () => '/creator/settings',
    reports: () => '/creator/reports',
    report: (reportId: string) => `/creator/reports/${encodeURIComponent(reportId)}`,
    links: () => '/creator/links',
    money: () => '/creator/money',
  },
} as const;
