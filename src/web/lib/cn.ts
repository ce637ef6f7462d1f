import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (`cn('p-2', open && 'bg-muted')`). It does not merge: two classes that set the same
 * property both reach the element, and which wins depends on Tailwind's stylesheet order, not on their
 * order here. So a component never lets a caller's class override one of its own; a look a caller chooses
 * is a prop (a size, a variant) that picks one class (ADR 249).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
