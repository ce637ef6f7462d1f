/**
 * The header's icons (navbar sign-in and help, theme toggle, mobile menu), shown on every page including the landing
 * document's first screen. The shapes are lucide's (https://lucide.dev, ISC licence, lucide-react 1.75.0),
 * with its class names, so the markup matches what lucide-react renders; only its runtime is left out of
 * the first download (ADR 084). Other parts of the app import lucide-react directly.
 */
import { defineIcon } from './define-icon';

export const LogIn = defineIcon('log-in', [
  ['path', { d: 'm10 17 5-5-5-5' }],
  ['path', { d: 'M15 12H3' }],
  ['path', { d: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4' }],
]);
export const Menu = defineIcon('menu', [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]);
export const Moon = defineIcon('moon', [
  [
    'path',
    {
      d: 'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
    },
  ],
]);
export const Sun = defineIcon('sun', [
  ['circle', { cx: '12', cy: '12', r: '4' }],
  ['path', { d: 'M12 2v2' }],
  ['path', { d: 'M12 20v2' }],
  ['path', { d: 'm4.93 4.93 1.41 1.41' }],
  ['path', { d: 'm17.66 17.66 1.41 1.41' }],
  ['path', { d: 'M2 12h2' }],
  ['path', { d: 'M20 12h2' }],
  ['path', { d: 'm6.34 17.66-1.41 1.41' }],
  ['path', { d: 'm19.07 4.93-1.41 1.41' }],
]);
export const CircleHelp = defineIcon(
  'circle-question-mark',
  [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['path', { d: 'M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5' }],
    ['path', { d: 'M12 17h.01' }],
  ],
  ['help-circle', 'circle-help'],
);
