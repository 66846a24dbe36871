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
import { variantVars } from './variant';

interface BoxProps extends StyleProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  component?: ElementType;
  children?: ReactNode;
}

const radius = (value: Size | number) =>
  typeof value === 'number' ? rem(value) : `var(--mantine-radius-${value})`;

/** Mantine's Paper: a white surface, here always with its border. */
export function Paper({
  component: Component = 'div',
  radius: r = 'md',
  p,
  className,
  style,
  ...props
}: BoxProps & { radius?: Size; p?: Size }) {
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <Component
      style={{
        '--paper-radius': radius(r),
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
  children,
}: {
  color?: string;
  variant?: 'light' | 'filled' | 'outline';
  radius?: 'sm';
  size?: 'lg';
  children: ReactNode;
}) {
  const colors: CssVars =
    variant === 'outline'
      ? {
          '--badge-bg': 'transparent',
          '--badge-color': `var(--mantine-color-${color}-outline)`,
          '--badge-bd': `calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-${color}-outline)`,
        }
      : variantVars('badge', variant, color);
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
  const vars: CssVars = {
    '--avatar-size': rem(size),
    '--avatar-radius': 'var(--mantine-radius-md)',
    ...variantVars('avatar', 'light'),
  };
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
  mb,
  ...props
}: {
  height: number;
  /** A CSS width, such as `70%`. */
  width?: string;
  circle?: boolean;
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
        ...(width ? { '--skeleton-width': width } : {}),
        '--skeleton-radius': 'var(--mantine-radius-md)',
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

/** Mantine's SimpleGrid: `cols` equal columns, `smCols` from the sm breakpoint. */
export function SimpleGrid({
  cols,
  smCols,
  spacing: gap,
  children,
}: {
  cols: number;
  smCols?: number;
  spacing: Size;
  children: ReactNode;
}) {
  const vars: CssVars = {
    '--sg-spacing-x': spacing(gap),
    '--sg-spacing-y': spacing(gap),
    ...(smCols === undefined
      ? { '--sg-cols': cols }
      : { '--sg-cols-base': cols, '--sg-cols-sm': smCols }),
  };
  return (
    <div
      style={vars}
      className={cx(classes.simpleGrid.root, smCols !== undefined && classes.simpleGrid.responsive)}
    >
      {children}
    </div>
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

/** Mantine's List (size sm), each item centred on its icon. */
export function List({ spacing: gap, children }: { spacing: Size; children: ReactNode }) {
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

/** An item of `List`, its icon beside it. */
export function ListItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={classes.list.item} data-with-icon data-centered>
      <div className={classes.list.itemWrapper}>
        <span className={classes.list.itemIcon}>{icon}</span>
        <span>{children}</span>
      </div>
    </li>
  );
}

/** Mantine's ThemeIcon, light and round: an icon on a tinted disc. */
export function ThemeIcon({ size, children }: { size: number; children: ReactNode }) {
  const vars: CssVars = {
    '--ti-size': rem(size),
    '--ti-radius': 'var(--mantine-radius-xl)',
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
