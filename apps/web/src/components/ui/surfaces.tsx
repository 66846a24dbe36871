import { useId, useState, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { classes } from './classes';
import {
  cx,
  rem,
  spacing,
  splitStyleProps,
  type CssVars,
  type Size,
  type StyleProps,
} from './style-props';
import { inlineVariantVars, variantVars } from './variant';

interface BoxProps extends StyleProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  component?: ElementType;
  children?: ReactNode;
  /** For `component={Link}`. */
  to?: string;
}

const radius = (value: Size | number) =>
  typeof value === 'number' ? rem(value) : `var(--mantine-radius-${value})`;

/** Mantine's Paper: a white surface, here always with its border. */
export function Paper({
  component: Component = 'div',
  radius: r = 'md',
  shadow,
  p,
  className,
  style,
  ...props
}: BoxProps & { radius?: Size; shadow?: Size; p?: Size }) {
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <Component
      style={{
        '--paper-radius': radius(r),
        ...(shadow ? { '--paper-shadow': `var(--mantine-shadow-${shadow})` } : {}),
        ...(p ? { padding: spacing(p) } : {}),
        ...styleProps,
        ...style,
      }}
      className={cx(classes.paper.root, className)}
      data-with-border
      {...rest}
    />
  );
}

/** Mantine's Card (a bordered Paper with padding). */
export function Card({
  component: Component = 'div',
  padding = 'md',
  className,
  style,
  ...props
}: BoxProps & { padding?: Size }) {
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <Component
      style={{
        '--paper-radius': 'var(--mantine-radius-md)',
        '--card-padding': `var(--mantine-spacing-${padding})`,
        ...styleProps,
        ...style,
      }}
      className={cx(classes.card.root, classes.paper.root, className)}
      data-with-border
      {...rest}
    />
  );
}

/** Mantine's Container: the page's width, centred. */
export function Container({
  component: Component = 'div',
  size = 'lg',
  className,
  style,
  ...props
}: BoxProps & { size?: Size }) {
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <Component
      style={{ '--container-size': `var(--container-size-${size})`, ...styleProps, ...style }}
      className={cx(classes.container.root, className)}
      data-size={size}
      data-strategy="block"
      {...rest}
    />
  );
}

/** Mantine's Badge: light by default, in the theme's default radius unless `radius="sm"`. */
export function Badge({
  color = 'brand',
  variant = 'light',
  radius,
  size,
  'aria-hidden': ariaHidden,
  children,
}: {
  color?: string;
  variant?: 'light' | 'filled' | 'outline';
  radius?: 'sm';
  size?: 'lg';
  'aria-hidden'?: boolean;
  children: ReactNode;
}) {
  const colors: CssVars =
    variant === 'outline'
      ? {
          '--badge-bg': 'transparent',
          '--badge-color': `var(--mantine-color-${color}-outline)`,
          '--badge-bd': `calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-${color}-outline)`,
        }
      : inlineVariantVars('badge', variant, color);
  const vars: CssVars = {
    ...(size
      ? {
          '--badge-height': `var(--badge-height-${size})`,
          '--badge-padding-x': `var(--badge-padding-x-${size})`,
          '--badge-fz': `var(--badge-fz-${size})`,
        }
      : {}),
    ...(radius ? { '--badge-radius': `var(--mantine-radius-${radius})` } : {}),
    ...colors,
  };
  return (
    <div
      style={vars}
      className={classes.badge.root}
      data-variant={variant === 'filled' ? undefined : variant}
      data-size={size}
      aria-hidden={ariaHidden}
    >
      <span className={classes.badge.label}>{children}</span>
    </div>
  );
}

/** Mantine's Avatar, light: the image, or the initials when there is none or it fails to load. */
export function Avatar({
  src,
  size,
  children,
}: {
  src: string | null;
  size: number;
  children: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const vars: CssVars = { '--avatar-size': rem(size) };
  return (
    <div style={vars} className={classes.avatar.root} data-variant="light">
      {src && !failed ? (
        <img className={classes.avatar.image} src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <span className={classes.avatar.placeholder}>{children}</span>
      )}
    </div>
  );
}

/** Mantine's Skeleton: a block of `height` (a circle when `circle`) that pulses while loading. */
export function Skeleton({
  height,
  width,
  circle = false,
  radius: r = 'md',
  mb,
  ...props
}: {
  height: number;
  /** A CSS width, such as `70%`, or a width in pixels. */
  width?: string | number;
  circle?: boolean;
  radius?: Size;
  mb?: Size;
} & HTMLAttributes<HTMLDivElement>) {
  const vars: CssVars = circle
    ? {
        '--skeleton-height': rem(height),
        '--skeleton-width': rem(height),
        '--skeleton-radius': '1000px',
      }
    : {
        '--skeleton-height': rem(height),
        ...(width === undefined ? {} : { '--skeleton-width': rem(width) }),
        '--skeleton-radius': radius(r),
      };
  return (
    <div
      style={{ ...vars, ...(mb ? { marginBottom: spacing(mb) } : {}) }}
      className={classes.skeleton.root}
      data-visible
      data-animate
      {...props}
    />
  );
}

/**
 * Mantine's SimpleGrid: `cols` equal columns, `smCols` from the sm breakpoint and `mdCols` from
 * the md one (each, when not given, the count below it).
 */
export function SimpleGrid({
  component: Component = 'div',
  cols,
  smCols,
  mdCols,
  spacing: gap = 'md',
  className,
  children,
  ...props
}: {
  component?: ElementType;
  cols: number;
  smCols?: number;
  mdCols?: number;
  spacing?: Size;
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'style'>) {
  const responsive = smCols !== undefined || mdCols !== undefined;
  const vars: CssVars = {
    '--sg-spacing-x': spacing(gap),
    '--sg-spacing-y': spacing(gap),
    ...(responsive
      ? {
          '--sg-cols-base': cols,
          '--sg-cols-sm': smCols ?? cols,
          '--sg-cols-md': mdCols ?? smCols ?? cols,
        }
      : { '--sg-cols': cols }),
  };
  return (
    <Component
      style={vars}
      className={cx(
        classes.simpleGrid.root,
        responsive && classes.simpleGrid.responsive,
        className,
      )}
      {...props}
    >
      {children}
    </Component>
  );
}

/** Mantine's Divider: a horizontal rule, `my` above and below. */
export function Divider({ my }: { my: Size }) {
  return (
    <div
      style={{ marginBlock: spacing(my) }}
      className={classes.divider.root}
      data-orientation="horizontal"
      role="separator"
    />
  );
}

/**
 * Mantine's List: bulleted (size sm, its items centred on their icons) or, when `ordered`,
 * numbered (size md).
 */
export function List({
  spacing: gap,
  ordered = false,
  children,
}: {
  spacing: Size;
  ordered?: boolean;
  children: ReactNode;
}) {
  if (ordered) {
    return (
      <ol style={{ '--list-spacing': spacing(gap) }} className={classes.list.root}>
        {children}
      </ol>
    );
  }
  return (
    <ul
      style={{
        '--list-fz': 'var(--mantine-font-size-sm)',
        '--list-lh': 'var(--mantine-line-height-sm)',
        '--list-spacing': spacing(gap),
      }}
      className={classes.list.root}
      data-size="sm"
    >
      {children}
    </ul>
  );
}

/** An item of `List`, with its icon beside it when it has one. */
export function ListItem({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  if (icon === undefined) {
    return (
      <li className={classes.list.item}>
        <div className={classes.list.itemWrapper}>
          <span>{children}</span>
        </div>
      </li>
    );
  }
  return (
    <li className={classes.list.item} data-with-icon data-centered>
      <div className={classes.list.itemWrapper}>
        <span className={classes.list.itemIcon}>{icon}</span>
        <span>{children}</span>
      </div>
    </li>
  );
}

/** Mantine's ThemeIcon, light: an icon on a tinted disc, or a square of `radius`. */
export function ThemeIcon({
  size,
  radius: r = 'xl',
  children,
}: {
  size: number;
  radius?: Size;
  children: ReactNode;
}) {
  const vars: CssVars = {
    '--ti-size': rem(size),
    '--ti-radius': radius(r),
    ...variantVars('ti', 'light'),
  };
  return (
    <div style={vars} className={classes.themeIcon.root} data-variant="light" aria-hidden>
      {children}
    </div>
  );
}

/** Mantine's Alert, light: a tinted box with an optional title and icon, and its message. */
export function Alert({
  color,
  title,
  icon,
  role = 'alert',
  children,
}: {
  color: string;
  title?: ReactNode;
  icon?: ReactNode;
  role?: string;
  children: ReactNode;
}) {
  const id = useId();
  const vars: CssVars = {
    '--alert-radius': 'var(--mantine-radius-md)',
    ...variantVars('alert', 'light', color),
  };
  return (
    <div
      style={vars}
      className={classes.alert.root}
      data-variant="light"
      id={id}
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className={classes.alert.wrapper}>
        {icon && <div className={classes.alert.icon}>{icon}</div>}
        <div className={classes.alert.body}>
          {title && (
            <div className={classes.alert.title}>
              <span id={`${id}-title`} className={classes.alert.label}>
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className={classes.alert.message} data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
