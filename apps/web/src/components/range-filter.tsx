import { Input, RangeSlider, type MantineSpacing, type RangeSliderProps } from '@mantine/core';

type Range = [number, number];

interface RangeFilterProps extends Pick<
  RangeSliderProps,
  'min' | 'max' | 'step' | 'minRange' | 'disabled' | 'marks' | 'thumbFromLabel' | 'thumbToLabel'
> {
  label: string;
  description?: string;
  /** The tooltip over a thumb while it moves. */
  valueLabel?: RangeSliderProps['label'];
  mb?: MantineSpacing;
  value: Range;
  onChange: (value: Range) => void;
  /** Called once the thumb is let go: the moment to search. */
  onChangeEnd: (value: Range) => void;
}

export function RangeFilter({ label, description, valueLabel, mb, ...slider }: RangeFilterProps) {
  return (
    <Input.Wrapper mb={mb} label={label} description={description}>
      <RangeSlider mt="xs" label={valueLabel} {...slider} />
    </Input.Wrapper>
  );
}

interface DistanceFilterProps {
  /** Distance only applies around a location. */
  hasLocation: boolean;
  max: number;
  mb?: MantineSpacing;
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
