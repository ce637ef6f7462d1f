import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { expect } from 'vitest';
import type { FirstScreenData } from '@shared/contract/first-screen';
import { firstScreenBlockId } from '@shared/contract/first-screen';
import { projectRoot } from '../paths';

/**
 * Helpers for the tests of a page's document and its first screen (ADR 236): the app's real index.html in
 * a folder of its own, as the build writes it around the same root element, and what to read and check
 * in the document the server makes from it.
 */
export async function appDocumentRoot(): Promise<{ webRoot: string; remove: () => Promise<void> }> {
  const webRoot = await mkdtemp(join(tmpdir(), 'podbrief-document-'));
  await copyFile(join(projectRoot, 'src/web/index.html'), join(webRoot, 'index.html'));
  return { webRoot, remove: () => rm(webRoot, { recursive: true, force: true }) };
}

/** The data block the document carries for the app, parsed as the browser's JSON parser reads it. */
export function carriedFirstScreen(html: string): FirstScreenData | null {
  const block = new RegExp(
    `<script type="application/json" id="${firstScreenBlockId}">([\\s\\S]*?)</script>`,
  ).exec(html);
  return block ? (JSON.parse(block[1]!) as FirstScreenData) : null;
}

/** No shared cache may keep the response, and it sets no cookie. */
export function expectPrivateDocument(headers: Headers): void {
  expect(headers.get('cache-control')).toMatch(/\b(private|no-store)\b/);
  expect(headers.get('cache-control')).not.toMatch(/\bpublic\b|s-maxage/);
  expect(headers.get('vary') ?? '').toMatch(/\bcookie\b/i);
  expect(headers.get('set-cookie')).toBeNull();
}

/** What the document draws in its root element (its first screen), or null when it has no root. */
export function rootMarkup(html: string): string | null {
  return /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? null;
}

/**
 * What React's server renderer draws for `screen` at `address`: a first screen's markup as the app's own
 * components draw it, which the document's root must equal (ADR 236).
 */
export function componentMarkup(address: string, screen: ReactElement): string {
  return renderToStaticMarkup(createElement(StaticRouter, { location: address }, screen));
}
