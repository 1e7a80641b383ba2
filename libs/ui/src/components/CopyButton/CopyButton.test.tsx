import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTestLocale } from '@storefront/i18n';
import { COPY_SUCCESS_MS, CopyButton } from './CopyButton';

describe('CopyButton', () => {
  const writeText = jest.fn<Promise<void>, [string]>();
  beforeAll(async () => {
    await useTestLocale('de-DE', ['ui']);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('copies, shows and announces the success label for 3 s, inactive meanwhile', async () => {
    const onCopied = jest.fn();
    render(
      <CopyButton
        text="SOMMER10"
        label="Code kopieren"
        successLabel="Code kopiert"
        onCopied={onCopied}
      />,
    );
    const button = screen.getByRole('button', { name: 'Code kopieren' });
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('SOMMER10');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName('Code kopiert');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Code kopiert');

    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(COPY_SUCCESS_MS - 1));
    expect(button).toHaveAccessibleName('Code kopiert');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAccessibleName('Code kopieren');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('uses the localised default labels and shows no success when copying fails', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<CopyButton text="x" />);
    const button = screen.getByRole('button', { name: 'Kopieren' });
    await act(async () => fireEvent.click(button));
    expect(button).toHaveAccessibleName('Kopieren');
    expect(COPY_SUCCESS_MS).toBe(3000);
  });
});
