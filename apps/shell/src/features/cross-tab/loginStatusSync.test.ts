import { emit, on } from '@storefront/contracts';
import { startLoginStatusSync } from './loginStatusSync';

let tab: EventTarget;
let changed: jest.Mock;
let stop: () => void;
// Whether this tab's own personal-data request is still unanswered.
let loading: boolean;

beforeEach(() => {
  tab = new EventTarget();
  changed = jest.fn();
  loading = false;
  on('login:status-changed', changed, tab);
  stop = startLoginStatusSync(tab, () => loading);
});
afterEach(() => stop());

const seenHere = (loginStatus: 'LOGGED_IN' | 'LOGGED_OUT' | 'REMEMBERED') =>
  emit('login:status-observed', { loginStatus }, tab);
const seenElsewhere = (loginStatus: 'LOGGED_IN' | 'LOGGED_OUT' | 'REMEMBERED') =>
  emit('login:status-observed', { loginStatus, fromOtherTab: true }, tab);

describe('login status in step with the other tabs', () => {
  it('a status another tab saw that differs from the shown one is a login-status change, once', () => {
    seenHere('LOGGED_OUT');
    seenElsewhere('LOGGED_OUT');
    expect(changed).not.toHaveBeenCalled();
    seenElsewhere('LOGGED_IN');
    expect(changed).toHaveBeenCalledWith({ loggedIn: true });
    // Until this tab's own personal data answered again, more reports ask for nothing more.
    loading = true;
    seenElsewhere('LOGGED_IN');
    seenElsewhere('REMEMBERED');
    expect(changed).toHaveBeenCalledTimes(1);
    loading = false;
    seenHere('LOGGED_IN');
    seenElsewhere('LOGGED_OUT');
    expect(changed).toHaveBeenLastCalledWith({ loggedIn: false });
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('a tab whose own request is still unanswered waits for that answer', () => {
    loading = true;
    seenElsewhere('LOGGED_IN');
    expect(changed).not.toHaveBeenCalled();
  });

  it('after a change in this tab (its login page) its own reload answers, not the other tabs', () => {
    seenHere('LOGGED_OUT');
    emit('login:status-changed', { loggedIn: true }, tab);
    loading = true;
    seenElsewhere('LOGGED_IN');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('a tab whose own request failed follows the other tabs', () => {
    // No answer here (the request failed, nothing is loading): another tab's status is news.
    seenElsewhere('LOGGED_IN');
    expect(changed).toHaveBeenCalledWith({ loggedIn: true });
    // Its reload failed as well: the next report is followed again.
    seenElsewhere('LOGGED_IN');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped', () => {
    seenHere('LOGGED_OUT');
    stop();
    seenElsewhere('LOGGED_IN');
    expect(changed).not.toHaveBeenCalled();
  });
});
