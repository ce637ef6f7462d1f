import confetti from 'canvas-confetti';
import { timings } from '@shared/constants';

/**
 * People who asked their system for less motion get no confetti (docs/product.md#subscription-screens, WCAG
 * 2.3.3).
 */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

let cannon: confetti.CreateTypes | null = null;

/** The activation celebration: 500 pieces of confetti, unless reduced motion is preferred. Returns whether it fired. */
export function celebrate(): boolean {
  if (prefersReducedMotion()) return false;
  // Our own instance without a Web Worker: the library's default worker starts from a blob: URL, which the
  // Content Security Policy (script-src 'self') rightly refuses.
  cannon ??= confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  void cannon({
    particleCount: timings.confettiParticles,
    spread: 100,
    startVelocity: 45,
    origin: { y: 0.6 },
    zIndex: 60,
    disableForReducedMotion: true,
  });
  return true;
}

/** Stops the confetti at once and clears it away: the card calls it when it closes or the page changes. */
export function stopCelebration(): void {
  cannon?.reset();
}
