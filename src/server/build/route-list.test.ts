import { describe, expect, it } from 'vitest';
import { routeTable } from '../../web/app/route-table';
import { parseRouteTable, readRouteList } from './route-list';

const webRoot = new URL('../../web', import.meta.url).pathname;

describe('the route list the build writes for the server', () => {
  it('is the client’s route table: every path, in order, with its layout and page module', async () => {
    const list = readRouteList(webRoot);
    expect(list.map((route) => route.path)).toEqual(routeTable.map((entry) => entry.path));
    expect(list.map((route) => route.layout)).toEqual(
      routeTable.map((entry) => (entry.layout === 'bare' ? 'bare' : 'sidebar')),
    );
    expect(list.find((route) => route.path === '/subscriber/reports')?.module).toBe(
      'app/routes/subscriber/reports.tsx',
    );
    // Each module is the one the entry loads: the same module object as the import the table makes.
    for (const [i, route] of list.entries()) {
      const viaTable = await routeTable[i]!.load();
      const viaList = (await import(/* @vite-ignore */ `${webRoot}/${route.module}`)) as unknown;
      expect(viaList, route.path).toBe(viaTable);
    }
  }, 60_000);

  it('refuses an entry it cannot read rather than leave a route without preloads', () => {
    expect(() =>
      parseRouteTable(`export const routeTable = [{ path: '/a', load: () => import('./a') }];`),
    ).not.toThrow();
    expect(() =>
      parseRouteTable(`export const routeTable = [{ path: p, load: () => import('./a') }];`),
    ).toThrow(/literal path/);
    expect(() =>
      parseRouteTable(`export const routeTable = [{ path: '/a', load: () => import(name) }];`),
    ).toThrow(/literal import/);
    expect(() => parseRouteTable(`export const routeTable = [...others];`)).toThrow(/object literal/);
    expect(() => parseRouteTable(`export const routes = [];`)).toThrow(/no `routeTable`/);
    expect(() =>
      parseRouteTable(
        `export const routeTable = [{ path: '/a', load: () => import('./a'), layout: 'wide' }];`,
      ),
    ).toThrow(/layout/);
  });
});
