import { ChevronDown } from 'lucide-react';
import { useOnDemandTrigger } from '@web/hooks/use-on-demand-trigger';
import type { OptionSelectProps } from './option-select-props';
import { selectTriggerClass } from './select-trigger-class';

const loadRadixSelect = () => import('./option-select-radix');

/** Keys that open a select (as Radix's trigger reads them). */
const openingKeys = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/**
 * A select of a few labelled options whose list code loads on demand (ADR 150). Until the box is first
 * hovered, focused or pressed it is a plain button that looks and reads the same as the Radix select's
 * closed box (a combobox named by its label, showing the chosen option); then Radix's select (its list,
 * positioning and focus handling, about a tenth of a page's first download) is fetched and takes over,
 * open if the reader pressed the box meanwhile.
 */
export function OptionSelect(props: OptionSelectProps) {
  const { loaded: radix, open, focused, triggerProps } = useOnDemandTrigger(loadRadixSelect, openingKeys);
  if (radix) {
    const RadixOptionSelect = radix.default;
    return <RadixOptionSelect {...props} open={open} refocus={focused} />;
  }
  const { options, value, id, size = 'md', className } = props;
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={props['aria-label']}
      id={id}
      data-state="closed"
      className={selectTriggerClass(size, className)}
      {...triggerProps}
    >
      <span style={{ pointerEvents: 'none' }}>{options.find((option) => option.value === value)?.label}</span>
      <ChevronDown className="size-4 opacity-60" aria-hidden />
    </button>
  );
}
