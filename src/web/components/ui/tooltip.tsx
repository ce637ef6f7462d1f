import {
  cloneElement,
  useState,
  type ComponentProps,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useOnDemand } from '@web/hooks/use-on-demand';
import type RadixTooltip from './tooltip-radix';

const loadRadixTooltip = () => import('./tooltip-radix');

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * `<Tooltip content="Collapse sidebar"><button …/></Tooltip>`. The trigger renders as it is; the tooltip's
 * code (Radix tooltip and its positioning library, about a tenth of a page's first download) is fetched
 * when the trigger is first hovered or focused, within the tooltip's own opening delay, and then takes
 * over: the tooltip opens at once if the pointer or focus is still there (ADR 150). `children` is one
 * element that accepts the pointer and focus handlers.
 */
export function Tooltip({
  content,
  children,
  side,
}: {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: ComponentProps<typeof RadixTooltip>['side'];
}) {
  const [radix, request] = useOnDemand(loadRadixTooltip);
  const [intent, setIntent] = useState<'pointer' | 'focus' | null>(null);
  if (radix) {
    const Loaded = radix.default;
    return (
      <Loaded content={content} side={side} open={intent !== null} refocus={intent === 'focus'}>
        {children}
      </Loaded>
    );
  }
  const own = children.props;
  return cloneElement(children, {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      setIntent('pointer');
      request();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      setIntent(null);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      setIntent('focus');
      request();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      setIntent(null);
    },
  });
}
