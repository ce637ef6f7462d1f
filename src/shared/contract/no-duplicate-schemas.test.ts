/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// Every contract module, so that each named schema is in zod's registry.
import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true });

describe('the contract', () => {
  it('names each shape once: no two named schemas describe the same object', () => {
    const { schemas } = z.toJSONSchema(z.globalRegistry, { unrepresentable: 'any', io: 'output' });
    const idsByShape = new Map<string, string[]>();
    for (const [id, schema] of Object.entries(schemas)) {
      const { id: _id, description: _description, ...shape } = schema as Record<string, unknown>;
      const key = JSON.stringify(shape);
      idsByShape.set(key, [...(idsByShape.get(key) ?? []), id]);
    }
    const twins = [...idsByShape.values()].filter((ids) => ids.length > 1);
    expect(twins).toEqual([]);
  });
});
