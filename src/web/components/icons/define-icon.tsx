import { createElement, type ReactElement, type SVGProps } from 'react';

/** One shape of an icon: an SVG element name and its attributes, on a 24×24 grid. */
export type IconNode = ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string>>]>;

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height (default 24); classes like `size-4` usually set it instead. */
  size?: number | string;
}

export type IconComponent = ((props: IconProps) => ReactElement) & { displayName?: string };

const labels = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );

/**
 * An outline icon drawn like a lucide-react icon (same SVG attributes and `lucide lucide-<name>` classes,
 * hidden from assistive technology unless labelled), without lucide's runtime. Used only by the components
 * of the landing document's first download (ADR 084); every other icon is imported from lucide-react as
 * published (ADR 171).
 */
export function defineIcon(name: string, node: IconNode, aliases: readonly string[] = []): IconComponent {
  const classes = ['lucide', name, ...aliases]
    .map((part, index) => (index ? `lucide-${part}` : part))
    .join(' ');
  function Icon({ size = 24, strokeWidth = 2, className, children, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        {...(children != null || labels(rest) ? {} : { 'aria-hidden': true })}
        {...rest}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
        {children}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
