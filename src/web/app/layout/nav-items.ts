import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  CreditCard,
  FileText,
  Gem,
  Highlighter,
  LayoutDashboard,
  Link2,
  Podcast,
  Settings,
  Sparkles,
} from 'lucide-react';
import { paths } from '../paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on an exact match (for section roots like /creator). */
  end?: boolean;
}

/** Sidebar (desktop) navigation for every signed-in user. */
export const subscriberNav: readonly NavItem[] = [
  { label: 'Reports', to: paths.reports.list(), icon: FileText },
  { label: 'Highlights', to: paths.subscriber.highlights(), icon: Highlighter },
  { label: 'Dashboard', to: paths.subscriber.dashboard(), icon: LayoutDashboard },
  { label: 'Podcast Channels', to: paths.subscriber.podcasts(), icon: Podcast },
  { label: 'Subscription', to: paths.subscriber.subscriptions(), icon: CreditCard },
];

/** Shown to creators (`user.isCreator`) under a "Creator" heading. */
export const creatorNav: readonly NavItem[] = [
  { label: 'Creator Dashboard', to: paths.creator.dashboard(), icon: Sparkles, end: true },
  { label: 'Money', to: paths.creator.money(), icon: Banknote },
  { label: 'My Reports', to: paths.creator.reports(), icon: FileText },
  { label: 'Invite Links', to: paths.creator.links(), icon: Link2 },
  { label: 'Channel Settings', to: paths.creator.settings(), icon: Settings },
  { label: 'Creator Plans', to: paths.subscription.plans(), icon: Gem },
];

/**
 * docs/product.md#shell, mobile menu: Navigation = Reports, Dashboard, Podcast Channels, Subscription: the
 * sidebar's pages, so a phone reaches every one of them (Highlights is under Account there).
 */
export const mobileNav: readonly NavItem[] = subscriberNav.filter((item) => item.label !== 'Highlights');
