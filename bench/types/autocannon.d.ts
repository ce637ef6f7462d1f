// The part of autocannon's programmatic API the load worker uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface AutocannonClient extends EventEmitter {
    setHeadersAndBody(headers: Record<string, string>, body: string): void;
    on(
      event: 'response',
      listener: (statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
  }

  interface AutocannonResult {
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    start: Date;
    finish: Date;
  }

  interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (
        client: AutocannonClient,
        statusCode: number,
        resBytes: number,
        responseTime: number,
      ) => void,
    ): this;
    stop(): void;
  }

  function autocannon(
    options: AutocannonOptions,
    callback: (error: Error | null, result: AutocannonResult) => void,
  ): Instance;

  export default autocannon;
}
