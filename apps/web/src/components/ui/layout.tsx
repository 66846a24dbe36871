import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import { classes } from './classes';
import {
  cx,
  spacing,
  splitStyleProps,
  type CssVars,
  type Size,
  type StyleProps,
} from './style-props';

type Align = CSSProperties['alignItems'];
type Justify = CSSProperties['justifyContent'];

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
}: LayoutProps & { wrap?: CSSProperties['flexWrap'] }) {
  const [styleProps, rest] = splitStyleProps(props);
  const vars: CssVars = {
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  };
  return (
    <Component
      style={{ ...vars, ...styleProps, ...style }}
      className={cx(classes.group.root, responsiveClasses(hiddenFrom, visibleFrom), className)}
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
  const vars: CssVars = {
    '--stack-gap': spacing(gap),
    '--stack-align': align,
    '--stack-justify': justify,
  };
  return (
    <Component
      style={{ ...vars, ...styleProps, ...style }}
      className={cx(classes.stack.root, responsiveClasses(hiddenFrom, visibleFrom), className)}
      {...rest}
    />
  );
}
