import { defineIcon, type IconComponent, type IconNode } from './define-icon';

/** What each lucide-react icon module hands its runtime: the icon's name, shapes and older names. */
interface LucideIconData {
  name: string;
  node: IconNode;
  aliases?: readonly string[];
}

/**
 * Stands in for lucide-react's `createLucideIcon` in the browser build (vite.config.ts, `lucideRuntime`):
 * each icon module keeps its shapes and calls this instead, so the icons draw through `defineIcon`, the same
 * markup without lucide's runtime (its context, class merging and node building, about 2 KB gzip of every
 * app route's first visit; ADR 163). Tests and the server run the real runtime; a test renders every icon
 * the app imports both ways and compares the markup.
 */
export default function createLucideIcon(data: LucideIconData): IconComponent {
  return defineIcon(data.name, data.node, data.aliases ?? []);
}
