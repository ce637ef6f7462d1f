import { defineConfig } from '@playwright/test';
import baseConfig from '../playwright.config';
import { clusterPorts } from './multi-process-cluster';

/**
 * The multi-process end-to-end run (issue 18): the same browser settings as playwright.config.ts, but no
 * web server of its own; the spec starts a worker, two API processes and HAProxy, and the browser goes
 * through the balancer. `npm test` runs it after the single-process specs.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: 'multi-process.e2e.ts',
  outputDir: `../test-results/e2e-multi-${clusterPorts().balancer}`,
  webServer: undefined,
  // The beta project only: the payments project needs servers of its own that this run does not start.
  projects: baseConfig.projects?.filter((project) => project.name === 'chromium'),
  use: { ...baseConfig.use, baseURL: `http://localhost:${clusterPorts().balancer}` },
});
