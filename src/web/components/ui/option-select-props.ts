/**
 * What an OptionSelect takes: shared by the plain button (option-select.tsx) and the Radix select that
 * takes over from it (option-select-radix.tsx), so neither imports the other's module for it.
 */
export interface OptionSelectProps {
  options: readonly { value: string; label: string }[];
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
  size?: 'sm' | 'md';
  className?: string;
  'aria-label'?: string;
}
