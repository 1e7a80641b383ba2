import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpansionPanel } from './ExpansionPanel';

describe('ExpansionPanel', () => {
  it('NFPL-4.2-1: starts collapsed and toggles its region with the disclosure button', async () => {
    const onToggle = jest.fn();
    render(
      <ExpansionPanel title="A/B Test settings" onToggle={onToggle}>
        <p>Name</p>
      </ExpansionPanel>,
    );
    const button = screen.getByRole('button', { name: 'A/B Test settings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const regionId = button.getAttribute('aria-controls')!;
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'A/B Test settings' });
    expect(region.id).toBe(regionId);
    expect(region).toHaveTextContent('Name');
    expect(onToggle).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('follows the expanded prop when controlled', async () => {
    const onToggle = jest.fn();
    const { rerender } = render(
      <ExpansionPanel title="Panel" expanded onToggle={onToggle}>
        x
      </ExpansionPanel>,
    );
    const button = screen.getByRole('button', { name: 'Panel' });
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(false);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    rerender(
      <ExpansionPanel title="Panel" expanded={false} onToggle={onToggle}>
        x
      </ExpansionPanel>,
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start expanded', () => {
    render(
      <ExpansionPanel title="Open" defaultExpanded>
        body
      </ExpansionPanel>,
    );
    expect(screen.getByRole('region', { name: 'Open' })).toBeVisible();
  });
});
