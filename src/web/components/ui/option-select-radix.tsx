import { useLayoutEffect, useRef } from 'react';
import type { OptionSelectProps } from './option-select-props';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

/**
 * The Radix select behind `<OptionSelect>` (option-select.tsx), fetched when its box is first hovered,
 * focused or pressed. It takes over from the plain box: open at once when the reader pressed it while this
 * loaded (`open`), and focus the new box when the old one had focus (`refocus`), since the swap replaces
 * the element.
 */
export default function RadixOptionSelect({
  options,
  value,
  onValueChange,
  size = 'md',
  open,
  refocus,
  ...trigger
}: OptionSelectProps & { open: boolean; refocus: boolean }) {
  const box = useRef<HTMLButtonElement>(null);
  // Once, on taking over: later focus is the reader's own.
  const takeOver = useRef({ refocus });
  useLayoutEffect(() => {
    if (takeOver.current.refocus) box.current?.focus();
  }, []);
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={open}>
      <SelectTrigger ref={box} size={size} {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
