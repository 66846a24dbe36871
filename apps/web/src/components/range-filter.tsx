import { useId, type ReactNode } from 'react';
import { Field } from './ui/inputs';
import { RangeSlider, type Range, type RangeSliderProps } from './ui/range-slider';
import { spacing, type Size } from './ui/style-props';

interface RangeFilterProps extends Pick<
  RangeSliderProps,
  'min' | 'max' | 'step' | 'minRange' | 'disabled' | 'marks' | 'thumbFromLabel' | 'thumbToLabel'
> {
  label: string;
  description?: string;
  /** The tooltip over a thumb while it moves. */
  valueLabel?: (value: number) => ReactNode;
  mb?: Size;
  value: Range;
  onChange: (value: Range) => void;
  /** Called once the thumb is let go: the moment to search. */
  onChangeEnd: (value: Range) => void;
}

export function RangeFilter({ label, description, valueLabel, mb, ...slider }: RangeFilterProps) {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  const field = (
    <Field id={id} label={label} description={description}>
      <RangeSlider label={valueLabel} {...slider} />
    </Field>
  );
  return mb ? <div style={{ marginBottom: spacing(mb) }}>{field}</div> : field;
}

interface DistanceFilterProps {
  /** Distance only applies around a location. */
  hasLocation: boolean;
  max: number;
  mb?: Size;
  value: Range;
  onChange: (value: Range) => void;
  onChangeEnd: (value: Range) => void;
}

export function DistanceFilter({ hasLocation, ...props }: DistanceFilterProps) {
  return (
    <RangeFilter
      label="Distance (miles)"
      description={hasLocation ? undefined : 'Set a location to use distance'}
      min={0}
      step={5}
      minRange={5}
      disabled={!hasLocation}
      thumbFromLabel="Minimum distance"
      thumbToLabel="Maximum distance"
      marks={[
        { value: 0, label: '0' },
        { value: 50, label: '50' },
        { value: 100, label: '100' },
      ]}
      {...props}
    />
  );
}
