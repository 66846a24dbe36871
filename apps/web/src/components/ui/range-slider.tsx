import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { classes } from './classes';
import type { CssVars } from './style-props';

export type Range = [number, number];

export interface RangeSliderProps {
  min?: number;
  max?: number;
  step?: number;
  /** The least distance between the two thumbs. */
  minRange?: number;
  disabled?: boolean;
  marks?: ReadonlyArray<{ value: number; label: string }>;
  thumbFromLabel: string;
  thumbToLabel: string;
  /** The tooltip over a thumb while it is pointed at, focused or moved: its value unless given. */
  label?: (value: number) => ReactNode;
  value: Range;
  onChange: (value: Range) => void;
  /** Called once a thumb is let go, or moved by a key. */
  onChangeEnd: (value: Range) => void;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * Mantine's RangeSlider (size md) as it looks and answers: two thumbs (`role="slider"`) moved by
 * dragging anywhere on the track, or by the arrow, Page, Home and End keys once focused.
 */
export function RangeSlider({
  min = 0,
  max = 100,
  step = 1,
  minRange = 0,
  disabled = false,
  marks = [],
  thumbFromLabel,
  thumbToLabel,
  label = (thumbValue) => thumbValue,
  value,
  onChange,
  onChangeEnd,
}: RangeSliderProps) {
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const thumbs = useRef<Array<HTMLDivElement | null>>([]);
  const [active, setActive] = useState<0 | 1 | null>(null);
  const [dragging, setDragging] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState<0 | 1 | null>(null);
  const latest = useRef(value);
  latest.current = value;

  const percent = (v: number) => ((clamp(v, min, max) - min) / (max - min)) * 100;

  /** The range with thumb `index` moved to `next`, kept within bounds and `minRange` apart. */
  const moved = (range: Range, index: 0 | 1, next: number): Range => {
    const stepped = Math.round((next - min) / step) * step + min;
    if (index === 0) return [clamp(stepped, min, range[1] - minRange), range[1]];
    return [range[0], clamp(stepped, range[0] + minRange, max)];
  };

  const valueAt = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return min;
    return min + clamp((clientX - rect.left) / rect.width, 0, 1) * (max - min);
  };

  const change = (next: Range) => {
    if (next[0] === latest.current[0] && next[1] === latest.current[1]) return;
    latest.current = next;
    onChange(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    const at = valueAt(event.clientX);
    const [from, to] = latest.current;
    const index: 0 | 1 =
      Math.abs(at - from) < Math.abs(at - to) || (from === to && at < from) ? 0 : 1;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // As Mantine's: the slider takes the focus, and the arrow keys then move the thumb dragged.
    root.current?.focus();
    setActive(index);
    setDragging(true);
    change(moved(latest.current, index, at));
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging || active === null) return;
    change(moved(latest.current, active, valueAt(event.clientX)));
  };

  const onPointerUp = () => {
    if (!dragging) return;
    setDragging(false);
    onChangeEnd(latest.current);
  };

  const onKeyDown = (index: 0 | 1) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const current = latest.current[index];
    const big = Math.max(step, (max - min) / 10);
    const targets: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      PageUp: current + big,
      PageDown: current - big,
      Home: min,
      End: max,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(index);
    const next = moved(latest.current, index, target);
    change(next);
    onChangeEnd(next);
  };

  const [from, to] = value;
  const bar: CssVars = {
    '--slider-bar-width': `calc(${percent(to) - percent(from)}% + 2 * var(--slider-size))`,
    '--slider-bar-offset': `calc(${percent(from)}% - var(--slider-size))`,
  };
  const thumb = (index: 0 | 1) => {
    const showLabel = dragging || hovered || focused === index;
    return (
      <div
        ref={(element) => {
          thumbs.current[index] = element;
        }}
        style={{ '--slider-thumb-offset': `${percent(value[index])}%` }}
        className={`mantine-focus-auto ${classes.slider.thumb}`}
        data-disabled={disabled || undefined}
        data-dragging={dragging || undefined}
        tabIndex={0}
        role="slider"
        aria-label={index === 0 ? thumbFromLabel : thumbToLabel}
        aria-valuemax={max}
        aria-valuemin={min}
        aria-valuenow={value[index]}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown(index)}
        onFocus={() => setFocused(index)}
        onBlur={() => setFocused(null)}
        onClick={(event) => event.stopPropagation()}
      >
        {showLabel && <div className={classes.slider.label}>{label(value[index])}</div>}
      </div>
    );
  };

  return (
    <div
      style={{
        '--slider-size': 'var(--slider-size-md)',
        '--slider-thumb-size': 'calc(var(--slider-size) * 2)',
        marginTop: 'var(--mantine-spacing-xs)',
      }}
      ref={root}
      className={classes.slider.root}
      data-size="md"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.target !== root.current) return;
        const index = active ?? 0;
        thumbs.current[index]?.focus();
        onKeyDown(index)(event);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        ref={track}
        className={classes.slider.trackContainer}
        data-disabled={disabled || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div className={classes.slider.track} data-disabled={disabled || undefined}>
          <div style={bar} className={classes.slider.bar} data-disabled={disabled || undefined} />
          {thumb(0)}
          {thumb(1)}
          <div>
            {marks.map((mark) => (
              <div
                key={mark.value}
                style={{ '--mark-offset': `${percent(mark.value)}%` }}
                className={classes.slider.markWrapper}
              >
                <div
                  className={classes.slider.mark}
                  data-filled={(mark.value >= from && mark.value <= to) || undefined}
                  data-disabled={disabled || undefined}
                />
                <div className={classes.slider.markLabel}>{mark.label}</div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
