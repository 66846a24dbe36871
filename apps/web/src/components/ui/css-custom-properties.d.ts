import 'react';

declare module 'react' {
  /** Custom properties (`--name`) in a style, as the plain components set Mantine's. */
  interface CSSProperties {
    [name: `--${string}`]: string | number | undefined;
  }
}
