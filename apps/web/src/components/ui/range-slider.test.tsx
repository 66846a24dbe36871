import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider, type Range } from './range-slider';

function Pay({ onChangeEnd }: { onChangeEnd: (value: Range) => void }) {
  const [value, setValue] = useState<Range>([0, 1000]);
  return (
    <RangeSlider
      min={0}
      max={1000}
      step={50}
      minRange={100}
      thumbFromLabel="Minimum pay"
      thumbToLabel="Maximum pay"
      label={(pay) => `$${pay}`}
      value={value}
      onChange={setValue}
      onChangeEnd={onChangeEnd}
    />
  );
}

describe('RangeSlider', () => {
  it('moves a focused thumb by its keys, within the range and the least distance apart', async () => {
    const user = userEvent.setup();
    const onChangeEnd = vi.fn();
    render(<Pay onChangeEnd={onChangeEnd} />);
    const from = screen.getByRole('slider', { name: 'Minimum pay' });
    const to = screen.getByRole('slider', { name: 'Maximum pay' });
    expect(from).toHaveAttribute('aria-valuenow', '0');
    expect(to).toHaveAttribute('aria-valuenow', '1000');

    await user.tab();
    expect(from).toHaveFocus();
    // The focused thumb shows its value.
    expect(screen.getByText('$0')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(from).toHaveAttribute('aria-valuenow', '100');
    expect(onChangeEnd).toHaveBeenLastCalledWith([100, 1000]);
    await user.keyboard('{ArrowLeft}{Home}');
    expect(from).toHaveAttribute('aria-valuenow', '0');

    await user.tab();
    expect(to).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(to).toHaveAttribute('aria-valuenow', '900');
    // Home stops the least distance above the other thumb.
    await user.keyboard('{Home}');
    expect(to).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{End}');
    expect(onChangeEnd).toHaveBeenLastCalledWith([0, 1000]);
  });

  it('moves the nearer thumb to where the track is pressed and dragged, and searches once let go', () => {
    // jsdom has no PointerEvent: a mouse event with its pointer id stands for one.
    vi.stubGlobal(
      'PointerEvent',
      class extends MouseEvent {
        readonly pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      },
    );
    const onChangeEnd = vi.fn();
    render(<Pay onChangeEnd={onChangeEnd} />);
    const to = screen.getByRole('slider', { name: 'Maximum pay' });
    const track = to.parentElement!.parentElement!;
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 0, 200, 16));

    fireEvent.pointerDown(track, { button: 0, clientX: 260, pointerId: 1 });
    expect(to).toHaveAttribute('aria-valuenow', '800');
    fireEvent.pointerMove(track, { clientX: 240, pointerId: 1 });
    expect(to).toHaveAttribute('aria-valuenow', '700');
    expect(onChangeEnd).not.toHaveBeenCalled();
    fireEvent.pointerUp(track, { pointerId: 1 });
    expect(onChangeEnd).toHaveBeenCalledExactlyOnceWith([0, 700]);

    fireEvent.pointerDown(track, { button: 0, clientX: 110, pointerId: 1 });
    fireEvent.pointerUp(track, { pointerId: 1 });
    expect(screen.getByRole('slider', { name: 'Minimum pay' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('does not move while disabled', () => {
    const onChange = vi.fn();
    render(
      <RangeSlider
        disabled
        thumbFromLabel="Minimum distance"
        thumbToLabel="Maximum distance"
        value={[0, 50]}
        onChange={onChange}
        onChangeEnd={onChange}
      />,
    );
    const from = screen.getByRole('slider', { name: 'Minimum distance' });
    fireEvent.keyDown(from, { key: 'ArrowRight' });
    fireEvent.pointerDown(from.parentElement!.parentElement!, { button: 0, clientX: 10 });
    expect(onChange).not.toHaveBeenCalled();
    expect(from).toHaveAttribute('aria-disabled', 'true');
  });
});
