import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { Rating } from './Rating';

function Interactive({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(2);
  return (
    <Rating
      label="Bewertung"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Rating', () => {
  beforeAll(() => useTestLocale('de-DE', ['ui']));

  it('read-only: an image named with its value, 5 icons by default (the app banner 5 of 5)', async () => {
    const { container } = render(<Rating label="App-Bewertung" value={5} readOnly />);
    expect(await screen.findByRole('img', { name: 'App-Bewertung: 5 von 5' })).toBeInTheDocument();
    // HSC-5-8: the scale's maximum defaults to 5.
    expect(container.querySelectorAll('svg')).toHaveLength(5);
    expect(container.querySelectorAll('svg.filled')).toHaveLength(5);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('interactive: a radio group selected by click and by arrow keys', async () => {
    const onChange = jest.fn();
    render(<Interactive onChange={onChange} />);
    const group = await screen.findByRole('radiogroup', { name: 'Bewertung' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '2 von 5' })).toBeChecked();
    // HSC-4.11-1: a click selects a value.
    await userEvent.click(screen.getByRole('radio', { name: '4 von 5' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 von 5' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(group.querySelectorAll('svg.filled')).toHaveLength(5);
  });

  it('hover highlights up to the hovered icon and leaving restores the value', async () => {
    const { container } = render(
      <Rating label="Röstgrad" icon="intensity" max={6} value={1} onChange={() => undefined} />,
    );
    const options = container.querySelectorAll('label');
    expect(options).toHaveLength(6);
    // HSC-4.11-1: hover highlights the stars up to the hovered one.
    // HSC-5-8: here with the intensity icon and a maximum of 6.
    await userEvent.hover(options[3]!);
    expect(container.querySelectorAll('svg.filled')).toHaveLength(4);
    await userEvent.unhover(container.querySelector('[role="radiogroup"]')!);
    expect(container.querySelectorAll('svg.filled')).toHaveLength(1);
  });
});
