import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typedResponseSerializer } from './typed-response';

const schema = z.object({
  id: z.string(),
  items: z.array(z.object({ n: z.number().int() })),
  next: z.string().nullable(),
});
const route = { schema, method: 'GET', url: '/things', httpStatus: '200' };
const answer = { id: 'a', items: [{ n: 1 }, { n: 2 }], next: null };

describe('typed response serializer (ADR 156)', () => {
  it('in production sends the answer as JSON.stringify does, the same bytes Zod would', () => {
    const serialize = typedResponseSerializer(true)(route);
    expect(serialize(answer)).toBe(JSON.stringify(schema.parse(answer)));
  });

  it('elsewhere refuses an answer Zod would send differently: an extra field, a wrong type, another order', () => {
    const serialize = typedResponseSerializer(false)(route);
    expect(serialize(answer)).toBe(JSON.stringify(answer));
    expect(() => serialize({ ...answer, secret: 'x' })).toThrow(/not exactly in its schema's shape/);
    expect(() => serialize({ next: null, id: 'a', items: [] })).toThrow(/not exactly in its schema's shape/);
    expect(() => serialize({ ...answer, items: [{ n: 1.5 }] })).toThrow();
  });
});
