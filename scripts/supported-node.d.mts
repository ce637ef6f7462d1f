// Types of supported-node.mjs for the TypeScript that imports it (its test).
export function minimumNodeVersion(range?: unknown): number[];
export function unsupportedNodeReason(version: string, minimum?: number[]): string | undefined;
export function requireSupportedNode(): void;
