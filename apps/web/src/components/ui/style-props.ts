import type { CSSProperties } from 'react';

/** Mantine's named sizes, which its theme defines as CSS variables. */
export type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
const SIZES = new Set<string>(['xs', 'sm', 'md', 'lg', 'xl']);

/** A length as Mantine writes it: a number of pixels scales with `--mantine-scale`. */
export function rem(value: number | string): string {
  return typeof value === 'number' ? `calc(${value / 16}rem * var(--mantine-scale))` : value;
}

/** Spacing: a named size of the theme, or a length. */
export function spacing(value: Size | number): string {
  return typeof value === 'string' && SIZES.has(value)
    ? `var(--mantine-spacing-${value})`
    : rem(value);
}

export function fontSize(value: Size | number): string {
  return typeof value === 'string' && SIZES.has(value)
    ? `var(--mantine-font-size-${value})`
    : rem(value);
}

/** A theme colour: `dimmed`, `brand.8` (a shade), `red` (its filled colour) or any CSS colour. */
export function color(value: string): string {
  if (value === 'dimmed') return 'var(--mantine-color-dimmed)';
  const shade = /^([a-z]+)\.(\d)$/.exec(value);
  if (shade) return `var(--mantine-color-${shade[1]}-${shade[2]})`;
  if (/^[a-z]+$/.test(value)) return `var(--mantine-color-${value}-filled)`;
  return value;
}

/** The few style props of Mantine's components the plain ones take, written as its inline styles. */
export interface StyleProps {
  c?: string;
  fz?: Size | number;
  fw?: number;
  lts?: number;
  ta?: CSSProperties['textAlign'];
  mt?: Size | number;
  mb?: Size | number;
  py?: Size | number;
  px?: Size | number;
  maw?: number;
  w?: number | string;
}

export function splitStyleProps<Props extends StyleProps>(
  props: Props,
): [CSSProperties, Omit<Props, keyof StyleProps>] {
  const { c, fz, fw, lts, ta, mt, mb, py, px, maw, w, ...rest } = props;
  const style: CSSProperties = {};
  if (mt !== undefined) style.marginTop = spacing(mt);
  if (mb !== undefined) style.marginBottom = spacing(mb);
  if (py !== undefined) style.paddingBlock = spacing(py);
  if (px !== undefined) style.paddingInline = spacing(px);
  if (w !== undefined) style.width = rem(w);
  if (maw !== undefined) style.maxWidth = rem(maw);
  if (ta !== undefined) style.textAlign = ta;
  if (c !== undefined) style.color = color(c);
  if (fz !== undefined) style.fontSize = fontSize(fz);
  if (fw !== undefined) style.fontWeight = fw;
  if (lts !== undefined) style.letterSpacing = rem(lts);
  return [style, rest];
}

/** Class names joined, the empty ones left out. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Custom properties (`--name`) typed as a style. */
export type CssVars = Record<`--${string}`, string | number | undefined>;
