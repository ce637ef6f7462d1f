import type { HousekeepingJob } from '../../jobs/housekeeping-jobs';
import { EmulatorStore } from './emulator-store';

/** The local Google emulator's expired codes, interactions and sessions (development and tests only). */
export const devGoogleHousekeepingJob: HousekeepingJob = {
  queue: 'housekeeping-dev-google',
  cron: '*/30 * * * *',
  run: (deps) => new EmulatorStore(deps.db).deleteExpired(),
};
