import { emit, on } from '@storefront/contracts';
import { startLoginStatusSync } from './loginStatusSync';

let tab: EventTarget;
let changed: jest.Mock;
let stop: () => void;

beforeEach(() => {
  tab = new EventTarget();
  changed = jest.fn();
  on('login:status-changed', changed, tab);
  stop = startLoginStatusSync(tab);
});
afterEach(() => stop());

const seenHere = (loginStatus: 'LOGGED_IN' | 'LOGGED_OUT' | 'REMEMBERED') => emit('login:status-observed', { loginStatus }, tab);
const seenElsewhere = (loginStatus: 'LOGGED_IN' | 'LOGGED_OUT' | 'REMEMBERED') => emit('login:status-observed', { loginStatus, fromOtherTab: true }, tab);

describe('login status in step with the other tabs', () => {
  it('a status another tab saw that differs from the shown one is a login-status change, once', () => {
    seenHere('LOGGED_OUT');
    seenElsewhere('LOGGED_OUT');
    expect(changed).not.toHaveBeenCalled();
    seenElsewhere('LOGGED_IN');
    expect(changed).toHaveBeenCalledWith({ loggedIn: true });
    // Until this tab's own personal data answered again, more reports ask for nothing more.
    seenElsewhere('LOGGED_IN');
    seenElsewhere('REMEMBERED');
    expect(changed).toHaveBeenCalledTimes(1);
    seenHere('LOGGED_IN');
    seenElsewhere('LOGGED_OUT');
    expect(changed).toHaveBeenLastCalledWith({ loggedIn: false });
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('a tab that has not shown a status yet waits for its own answer', () => {
    seenElsewhere('LOGGED_IN');
    expect(changed).not.toHaveBeenCalled();
  });

  it('after a change in this tab (its login page) only its own answer counts again', () => {
    seenHere('LOGGED_OUT');
    emit('login:status-changed', { loggedIn: true }, tab);
    seenElsewhere('LOGGED_IN');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    seenHere('LOGGED_OUT');
    stop();
    seenElsewhere('LOGGED_IN');
    expect(changed).not.toHaveBeenCalled();
  });
});
