import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { classes } from './classes';
import { cx, splitStyleProps, type CssVars, type Size, type StyleProps } from './style-props';

interface TextProps extends StyleProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  component?: ElementType;
  size?: Size;
  children?: ReactNode;
  /** For `component={Link}`. */
  to?: string;
  href?: string;
}

/** Mantine's Text: a paragraph by default. */
export function Text({
  component: Component = 'p',
  size,
  truncate,
  className,
  style,
  ...props
}: TextProps & {
  /** Cut to one line, with an ellipsis at its end. */
  truncate?: boolean;
}) {
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <Component
      style={{ ...style, ...styleProps }}
      className={cx('mantine-focus-auto', classes.text.root, className)}
      data-size={size}
      data-truncate={truncate ? 'end' : undefined}
      {...rest}
    />
  );
}

/** Mantine's VisuallyHidden: text for screen readers only. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span className={classes.visuallyHidden.root} {...props} />;
}

/** Mantine's Anchor: a link drawn as text, underlined on hover. */
export function Anchor({
  component: Component = 'a',
  size,
  className,
  style,
  ...props
}: TextProps) {
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <Component
      style={{ ...style, ...styleProps }}
      className={cx('mantine-focus-auto', classes.anchor.root, classes.text.root, className)}
      data-size={size}
      data-underline="hover"
      {...rest}
    />
  );
}

interface TitleProps extends StyleProps, Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  order?: 1 | 2 | 3 | 4 | 5 | 6;
  size?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  children?: ReactNode;
}

/** Mantine's Title: a heading sized by the theme's headings. */
export function Title({ order = 1, size, className, style, ...props }: TitleProps) {
  const [styleProps, rest] = splitStyleProps(props);
  const Heading = `h${order}` as const;
  const scale = size ?? `h${order}`;
  const vars: CssVars = {
    '--title-fw': `var(--mantine-${scale}-font-weight)`,
    '--title-lh': `var(--mantine-${scale}-line-height)`,
    '--title-fz': `var(--mantine-${scale}-font-size)`,
  };
  return (
    <Heading
      style={{ ...vars, ...style, ...styleProps }}
      className={cx(classes.title.root, className)}
      data-order={order}
      {...rest}
    />
  );
}
