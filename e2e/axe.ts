import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.2 AA and everything before it: the level the product promises. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /** A CSS selector to check instead of the whole page (e.g. 'main'). */
  include?: string;
  /** Only serious and critical findings count; by default every impact does. */
  seriousOnly?: boolean;
  /** Every rule axe has, not only the WCAG ones (the default checks WCAG 2.2 AA). */
  allRules?: boolean;
}

/**
 * Colours follow a theme flip or a hover with a CSS transition; on a loaded machine axe can read a frame
 * in between and report a contrast the reader never sees. Turning transitions off jumps every running one
 * to its end, so axe reads the settled page.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (!document.getElementById('e2e-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'e2e-no-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Axe's findings on the page (or a part of it), one readable line per rule with the elements it names. */
export async function axeFindings(page: Page, where: string, scope: AxeScope = {}): Promise<string[]> {
  await settleTransitions(page);
  let builder = new AxeBuilder({ page });
  if (!scope.allRules) builder = builder.withTags(wcagTags);
  if (scope.include) builder = builder.include(scope.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => !scope.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
}

/** Fails the test with every finding listed at once. */
export async function expectAccessible(page: Page, where: string, scope: AxeScope = {}): Promise<void> {
  const found = await axeFindings(page, where, scope);
  expect(found, found.join('\n')).toEqual([]);
}
