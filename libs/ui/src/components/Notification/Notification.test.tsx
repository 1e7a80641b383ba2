import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestLocale } from '@storefront/i18n';
import { Notification } from './Notification';

describe('Notification', () => {
  beforeAll(() => useTestLocale('de-DE', ['ui']));

  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ] as const)('NFPL-4.2-2: a %s notification has the role %s', async (kind, role) => {
    render(<Notification kind={kind}>Settings applied successfully.</Notification>);
    expect(await screen.findByRole(role)).toHaveTextContent('Settings applied successfully.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('NFPL-2.3-4: is dismissed by a click on it or on its localised dismiss button', async () => {
    const onDismiss = jest.fn();
    render(
      <Notification kind="error" onDismiss={onDismiss}>
        Applying settings failed.
      </Notification>,
    );
    await userEvent.click(await screen.findByText('Applying settings failed.'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
