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
export function Card({ component: Component = 'div', className, style, ...props }: BoxProps) {
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <Component
      style={{
        '--paper-radius': 'var(--mantine-radius-md)',
        '--card-padding': 'var(--mantine-spacing-md)',
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

/** Mantine's Badge, light. */
export function Badge({ color = 'brand', children }: { color?: string; children: ReactNode }) {
  return (
    <div
      style={{
        '--badge-radius': 'var(--mantine-radius-sm)',
        ...variantVars('badge', 'light', color),
      }}
      className={classes.badge.root}
      data-variant="light"
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
  circle = false,
  ...props
}: { height: number; circle?: boolean } & HTMLAttributes<HTMLDivElement>) {
  const vars: CssVars = circle
    ? {
        '--skeleton-height': rem(height),
        '--skeleton-width': rem(height),
        '--skeleton-radius': '1000px',
      }
    : { '--skeleton-height': rem(height), '--skeleton-radius': 'var(--mantine-radius-md)' };
  return (
    <div style={vars} className={classes.skeleton.root} data-visible data-animate {...props} />
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

/** Mantine's Alert, light: a tinted box with a title, an optional icon and its message. */
export function Alert({
  color,
  title,
  icon,
  role,
  children,
}: {
  color: string;
  title: ReactNode;
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
      aria-labelledby={`${id}-title`}
    >
      <div className={classes.alert.wrapper}>
        {icon && <div className={classes.alert.icon}>{icon}</div>}
        <div className={classes.alert.body}>
          <div className={classes.alert.title}>
            <span id={`${id}-title`} className={classes.alert.label}>
              {title}
            </span>
          </div>
          <div id={`${id}-body`} className={classes.alert.message} data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
