import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

describe('the route table', () => {
  it('routes no test page: those are rendered by their component tests only', () => {
    // The build writes this table into the server's route list, so a page here ships to production.
    const paths = routeTable.map((entry) => entry.path);
    expect(paths).not.toContain('/form-validation-test');
    expect(paths.filter((path) => /test/i.test(path))).toEqual([]);
    expect(routeTable.filter((entry) => /test/i.test(entry.name))).toEqual([]);
  });
});
