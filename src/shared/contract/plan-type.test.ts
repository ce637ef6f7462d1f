import { describe, expect, it } from 'vitest';
import { planTypeOf } from './subscriptions';

describe('planTypeOf (docs/product.md#entities: unknown plan types use basic)', () => {
  it.each(['basic', 'premium', 'pro'] as const)('keeps %s', (type) => {
    expect(planTypeOf(type)).toBe(type);
  });

  it.each([null, undefined, '', 'enterprise', 'PRO', ' premium', 'free'])(
    'falls back to basic for %j',
    (type) => {
      expect(planTypeOf(type)).toBe('basic');
    },
  );
});
