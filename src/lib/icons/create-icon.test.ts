import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { createElement, createRef, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createLucideIcon as libraryCreateIcon } from 'lucide-react';
import createLucideIcon from './create-icon';

const ROOT = process.cwd();

/** Every lucide icon name the app's source imports. */
function importedIconNames(): string[] {
  const names = new Set<string>();
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(join(ROOT, 'src', file), 'utf8');
    for (const [, list] of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g))
      for (const name of list!.split(','))
        if (name.trim() && !name.includes('type ')) names.add(name.trim());
  }
  names.delete('createLucideIcon');
  return [...names].sort();
}

/** The icon module of each exported name, from the library's index. */
function iconModules(): Map<string, string> {
  const index = readFileSync(
    join(ROOT, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'),
    'utf8',
  );
  const modules = new Map<string, string>();
  for (const [, list, file] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  ))
    for (const [, exported] of list!.matchAll(/default as (\w+)/g)) modules.set(exported!, file!);
  return modules;
}

type Props = Record<string, unknown>;

/** The props the app gives its icons, and those the library reads in other ways. */
const PROP_SETS: Props[] = [
  {},
  { size: 18 },
  { size: 20, strokeWidth: 1.5, className: 'icon  icon wide' },
  { size: '1em', fill: 'currentColor', 'aria-label': 'Liked' },
  { 'aria-hidden': true, focusable: 'false' },
  { role: 'img', title: 'Rewind' },
  { color: 'red', width: 30, height: 12 },
  { size: 48, strokeWidth: 3, absoluteStrokeWidth: true },
  { nonScalingStroke: true, style: { opacity: 0.5 } },
];

function markup(icon: ComponentType<Props>, props: Props, children?: string) {
  return renderToStaticMarkup(createElement(icon, props, children));
}

describe('createLucideIcon', () => {
  const names = importedIconNames();
  const modules = iconModules();

  it('knows every icon the app imports', () => {
    // The app draws a few dozen icons; if the parse found none, the comparison below proved nothing.
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !modules.has(name))).toEqual([]);
  });

  it("draws every icon the app uses exactly as lucide's own component does", async () => {
    for (const name of names) {
      const module = (await import(
        /* @vite-ignore */ `lucide-react/icons/${modules.get(name)}`
      )) as { default: ComponentType<Props>; __iconData: Parameters<typeof createLucideIcon>[0] };
      const lean = createLucideIcon(module.__iconData) as ComponentType<Props>;
      for (const props of PROP_SETS)
        expect(markup(lean, props), `${name} ${JSON.stringify(props)}`).toBe(
          markup(module.default, props),
        );
      expect(markup(lean, {}, 'Play')).toBe(markup(module.default, {}, 'Play'));
    }
  });

  it('makes an icon from a name and shapes as the library does', () => {
    const node = [['path', { d: 'M11 19 2 12l9-7zm11 0-9-7 9-7z', key: 'a' }]] as const;
    for (const props of PROP_SETS)
      expect(
        markup(createLucideIcon('FastRewind', node, ['back']) as ComponentType<Props>, props),
      ).toBe(
        markup(
          libraryCreateIcon('FastRewind', node as never, ['back']) as ComponentType<Props>,
          props,
        ),
      );
  });

  it('passes its ref to the svg element', () => {
    const ref = createRef<SVGSVGElement>();
    const Icon = createLucideIcon('dot', [['circle', { cx: '12', cy: '12', r: '1' }]]);
    const { container } = render(createElement(Icon, { ref }));
    expect(ref.current).toBe(container.querySelector('svg.lucide-dot'));
  });
});
