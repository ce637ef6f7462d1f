// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import {
  cloneElement,
  Fragment,
  isValidElement,
  useCallback,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

const describedBy = (...values: unknown[]) => {
  const ids = new Set(
    values.flatMap((value) => (typeof value === 'string' ? value.trim().split(/\s+/).filter(Boolean) : [])),
  );
  return ids.size > 0 ? [...ids].join(' ') : undefined;
};

/**
 * The slot's props under the child's: the child's own win, except that both handlers run (the child's
 * first, its result kept), styles and classes combine and the described-by ids join, as Radix's Slot does.
 */
function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (slotValue && childValue) {
        merged[name] = (...args: unknown[]) => {
          const result = (childValue as Handler)(...args);
          (slotValue as Handler)(...args);
          return result;
        };
      } else if (slotValue) merged[name] = slotValue;
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      merged[name] = describedBy(childValue, slotValue);
    }
  }
  return merged;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/** One callback ref for two, with React 19's cleanup functions honoured (as Radix's composeRefs). */
function useComposedRef<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      const cleanups = [setRef(a, node), setRef(b, node)];
      if (!cleanups.some((cleanup) => typeof cleanup === 'function')) return undefined;
      return () => {
        cleanups.forEach((cleanup, index) => {
          if (typeof cleanup === 'function') cleanup();
          else setRef(index === 0 ? a : b, null);
        });
      };
    },
    [a, b],
  );
}

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Renders its single child element with the slot's props merged in (`asChild` on Button and Badge): the
 * behaviour of Radix's Slot without its code in the first download of every page (ADR 150).
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = isValidElement<Props>(children) ? children : null;
  const childRef = (child?.props.ref ?? undefined) as Ref<HTMLElement> | undefined;
  const composed = useComposedRef(ref, childRef);
  if (!child) {
    if (children || children === 0) {
      throw new Error('Slot failed to slot onto its children. Expected a single React element child.');
    }
    return children;
  }
  const merged = mergeProps(slotProps as Props, child.props);
  if (child.type !== Fragment) merged.ref = ref ? composed : childRef;
  return cloneElement(child, merged);
}
