import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const TYPES = [
  { value: 'notary', label: 'Notary' },
  { value: 'inspection', label: 'Inspection' },
  { value: 'survey', label: 'Survey' },
];

function JobTypes() {
  const [value, setValue] = useState('notary');
  return (
    <>
      <button type="button">Before</button>
      <Tabs label="Job types" tabs={TYPES} value={value} onChange={setValue}>
        {(chosen) => <p>Jobs of {chosen}</p>}
      </Tabs>
    </>
  );
}

const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

describe('Tabs', () => {
  it('labels the tab list and ties each tab to its panel', () => {
    render(<JobTypes />);
    expect(screen.getByRole('tablist', { name: 'Job types' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    const notary = screen.getByRole('tab', { name: 'Notary' });
    const panel = screen.getByRole('tabpanel', { name: 'Notary' });
    expect(notary).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Jobs of notary');
    expect(selected()).toEqual(['Notary']);
  });

  it('puts only the chosen tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<JobTypes />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Notary' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Inspection' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves the focus and the choice with the arrow keys, wrapping around, and Home and End', async () => {
    const user = userEvent.setup();
    render(<JobTypes />);
    await user.click(screen.getByRole('tab', { name: 'Notary' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Inspection' })).toHaveFocus();
    expect(selected()).toEqual(['Inspection']);
    expect(screen.getByRole('tabpanel', { name: 'Inspection' })).toHaveTextContent(
      'Jobs of inspection',
    );

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notary' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Survey' })).toHaveFocus();
    expect(selected()).toEqual(['Survey']);

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Notary' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Survey' })).toHaveFocus();
    expect(selected()).toEqual(['Survey']);
    expect(screen.getByRole('tab', { name: 'Survey' })).toHaveAttribute('tabindex', '0');
  });

  it('chooses a tab that is clicked and empties the other panels', async () => {
    const user = userEvent.setup();
    render(<JobTypes />);
    await user.click(screen.getByRole('tab', { name: 'Inspection' }));
    expect(selected()).toEqual(['Inspection']);
    expect(screen.queryByText('Jobs of notary')).not.toBeInTheDocument();
    expect(screen.getByText('Jobs of inspection')).toBeVisible();
  });
});
