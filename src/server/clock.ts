/** Time as the services see it. Tests inject a clock to move days forward without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests set and advance by hand. */
export class ManualClock implements Clock {
  private current: Date;
  constructor(start: Date | string = new Date()) {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(to: Date | string): void {
    this.current = new Date(to);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
