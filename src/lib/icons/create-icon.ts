import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

/** One shape of an icon: its SVG tag and attributes, as lucide ships them. */
type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];

/** An icon as each of lucide's icon modules describes it (`__iconData`). */
interface IconData {
  name: string;
  size?: number;
  node: IconNode;
  aliases?: readonly string[];
}

interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
  ref?: Ref<SVGSVGElement>;
}

/** The words (tokens) of every class name given, each once, in order. */
function mergeClasses(...names: readonly (string | undefined)[]): string {
  const tokens = new Set<string>();
  for (const name of names)
    for (const token of name?.split(/\s+/) ?? []) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

/** Whether the props name the icon to assistive technology (else it is hidden from it). */
function namesIcon(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([key, value]) =>
      (key.startsWith('aria-') || key === 'role' || key === 'title') && value != null,
  );
}

/**
 * lucide-react's icon component, drawn with one `createElement` of the `<svg>`: the build gives
 * it to every lucide icon module in place of the library's own (scripts/build/lean-icons-plugin.ts).
 * Every icon is in the first paint's file through the sidebar, and the library's version goes
 * through a general attribute builder, a context and `forwardRef`; this draws the same markup
 * (the test compares every icon the app uses with the library's) from a React 19 function
 * component, whose `ref` is a prop.
 *
 * One difference: `LucideProvider`'s defaults are not read. Reelbeat sets an icon's size and
 * stroke on the icon itself and never uses the provider.
 */
export default function createLucideIcon(
  iconOrName: IconData | string,
  iconNode: IconNode = [],
  aliases: readonly string[] = [],
) {
  const icon: IconData =
    typeof iconOrName === 'string'
      ? {
          name: iconOrName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
          node: iconNode,
          aliases,
        }
      : iconOrName;
  const box = icon.size ?? 24;
  const iconClass = mergeClasses(
    'lucide',
    `lucide-${icon.name}`,
    ...(icon.aliases ?? []).map((alias) => alias.trim() && `lucide-${alias}`),
  );
  return function LucideIcon({
    color = 'currentColor',
    size = 24,
    width = size,
    height = size,
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    nonScalingStroke = false,
    className,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width,
        height,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth
          ? (Number(strokeWidth) * box) / Number(width)
          : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: mergeClasses(iconClass, className),
        ...(!children && !namesIcon(rest) && { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) =>
        createElement(
          tag,
          nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes,
        ),
      ),
      children,
    );
  };
}
