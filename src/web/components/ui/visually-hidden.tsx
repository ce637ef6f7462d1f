import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';

/** Content for screen readers only (e.g. a dialog title that the design does not show). */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
