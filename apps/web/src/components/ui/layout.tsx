import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import { classes } from './classes';
import { cx, spacing, splitStyleProps, type Size, type StyleProps } from './style-props';

/** The alignments the stylesheet has a rule for. */
type Align = 'flex-start' | 'center' | 'flex-end' | 'stretch' | 'baseline';
type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around';

interface LayoutProps extends StyleProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  component?: ElementType;
  gap?: Size | number;
  align?: Align;
  justify?: Justify;
  children?: ReactNode;
  /** Mantine's responsive visibility classes (in the stylesheet). */
  hiddenFrom?: Size;
  visibleFrom?: Size;
}

export function responsiveClasses(hiddenFrom?: Size, visibleFrom?: Size) {
  return cx(
    hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
    visibleFrom && `mantine-visible-from-${visibleFrom}`,
  );
}

/**
 * A gap as the stylesheet sets it: a named size by `data-gap` (the stylesheet's sizes), a length
 * inline. Neither is a custom property an inner Group or Stack would inherit.
 */
function gapOf(gap: Size | number): { dataGap?: Size; style: CSSProperties } {
  return typeof gap === 'number' ? { style: { gap: spacing(gap) } } : { dataGap: gap, style: {} };
}

/** Mantine's Group: children in a row. */
export function Group({
  component: Component = 'div',
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  className,
  style,
  hiddenFrom,
  visibleFrom,
  ...props
}: LayoutProps & { wrap?: 'wrap' | 'nowrap' }) {
  const [styleProps, rest] = splitStyleProps(props);
  const { dataGap, style: gapStyle } = gapOf(gap);
  return (
    <Component
      style={{ ...gapStyle, ...styleProps, ...style }}
      className={cx(classes.group.root, responsiveClasses(hiddenFrom, visibleFrom), className)}
      data-gap={dataGap === 'md' ? undefined : dataGap}
      data-align={align === 'center' ? undefined : align}
      data-justify={justify === 'flex-start' ? undefined : justify}
      data-wrap={wrap === 'wrap' ? undefined : wrap}
      {...rest}
    />
  );
}

/** Mantine's Stack: children in a column. */
export function Stack({
  component: Component = 'div',
  gap = 'md',
  align = 'stretch',
  justify = 'flex-start',
  className,
  style,
  hiddenFrom,
  visibleFrom,
  ...props
}: LayoutProps) {
  const [styleProps, rest] = splitStyleProps(props);
  const { dataGap, style: gapStyle } = gapOf(gap);
  return (
    <Component
      style={{ ...gapStyle, ...styleProps, ...style }}
      className={cx(classes.stack.root, responsiveClasses(hiddenFrom, visibleFrom), className)}
      data-gap={dataGap === 'md' ? undefined : dataGap}
      data-align={align === 'stretch' ? undefined : align}
      data-justify={justify === 'flex-start' ? undefined : justify}
      {...rest}
    />
  );
}
