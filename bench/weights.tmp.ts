import { measureRouteWeights } from './steps/frontend';
for (const r of await measureRouteWeights()) console.log(JSON.stringify(r));
