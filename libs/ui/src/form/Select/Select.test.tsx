import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { SalutationSelect, Select } from './Select';

describe('Select', () => {
  beforeAll(() => useTestLocale('de-DE', ['ui']));

  it('is a labelled combobox reporting the chosen value, with its error', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="Group"
        name="group"
        value=""
        error="Required"
        onChange={onChange}
        options={[
          { value: '', label: 'Select a group' },
          { value: 'A', label: 'A' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Group' });
    expect(select).toHaveAccessibleDescription('Required');
    await userEvent.selectOptions(select, 'A');
    expect(onChange).toHaveBeenCalledWith('A', expect.anything());
  });

  it('NFPL-2.1-12: SalutationSelect offers an empty default then MRS, MR, DIVERS, COMPANY', async () => {
    render(<SalutationSelect value="" onChange={() => undefined} required />);
    const select = await screen.findByRole('combobox', { name: 'Anrede' });
    const options = within(select).getAllByRole('option');
    expect(
      options.map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    ).toEqual([
      ['', 'Bitte auswählen'],
      ['MRS', 'Frau'],
      ['MR', 'Herr'],
      ['DIVERS', 'Divers'],
      ['COMPANY', 'Firma'],
    ]);
    expect(select).toHaveAttribute('name', 'salutation');
  });

  it('SalutationSelect is localised for Hungarian', async () => {
    await useTestLocale('hu-HU', ['ui']);
    render(<SalutationSelect value="MR" onChange={() => undefined} salutations={['MR', 'MRS']} />);
    const select = await screen.findByRole('combobox', { name: 'Megszólítás' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kérjük, válasszon', 'Úr', 'Asszony']);
  });
});
