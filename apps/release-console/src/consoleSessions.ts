import crypto from 'node:crypto';

/** How long a console session lives at most, however busy: a working day. */
export const CONSOLE_SESSION_MAX_MS = 8 * 60 * 60 * 1000;
/** A session no one used for this long ends (OWASP Session Management: idle timeout). */
export const CONSOLE_SESSION_IDLE_MS = 30 * 60 * 1000;
/** Wrong passwords for one login before it is refused for the rest of the window. */
export const CONSOLE_LOGIN_ATTEMPTS = 5;
/** The window the wrong passwords of a login are counted in. */
export const CONSOLE_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * The most logins whose wrong passwords are kept: made-up logins never fill the memory (each try
 * costs a scrypt hash, so a flood fills it slowly; past it, the oldest login's count goes).
 */
const LOGINS_WITH_FAILURES_MAX = 10_000;

const SESSION_ID_BYTES = 32;

interface Session {
  login: string;
  startedAt: number;
  usedAt: number;
}

/**
 * The console's sessions, in the release service's memory (one process per environment): a
 * session's id is the HttpOnly cookie's value, its form token an HMAC of that id under a key only
 * this process holds, so a token is good for one session and no script can read either. Logging
 * out, the time limits and a restart end a session.
 */
export function consoleSessions(now: () => number = Date.now) {
  const key = crypto.randomBytes(32);
  const sessions = new Map<string, Session>();
  const failures = new Map<string, number[]>();
  const alive = (session: Session, at: number) =>
    at - session.startedAt < CONSOLE_SESSION_MAX_MS &&
    at - session.usedAt < CONSOLE_SESSION_IDLE_MS;
  const formToken = (id: string) => crypto.createHmac('sha256', key).update(id).digest('base64url');
  const sweep = (at: number) => {
    for (const [id, session] of sessions) if (!alive(session, at)) sessions.delete(id);
    for (const [login, times] of failures) {
      const recent = times.filter((time) => at - time < CONSOLE_LOGIN_WINDOW_MS);
      if (recent.length === 0) failures.delete(login);
      else failures.set(login, recent);
    }
  };
  return {
    start(login: string): string {
      const at = now();
      sweep(at);
      const id = crypto.randomBytes(SESSION_ID_BYTES).toString('base64url');
      sessions.set(id, { login, startedAt: at, usedAt: at });
      return id;
    },
    /** The login of a live session, which counts as used now. */
    loginOf(id: string | undefined): string | undefined {
      const session = id === undefined ? undefined : sessions.get(id);
      const at = now();
      if (!session || !alive(session, at)) return undefined;
      session.usedAt = at;
      return session.login;
    },
    end(id: string | undefined): void {
      if (id !== undefined) sessions.delete(id);
    },
    formToken,
    /** Whether `token` is the form token of session `id`, compared in constant time. */
    isFormTokenOf(id: string, token: unknown): boolean {
      if (typeof token !== 'string') return false;
      const expected = Buffer.from(formToken(id));
      const given = Buffer.from(token);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
    /** Whether a login has used up its wrong passwords for now. */
    locked(login: string): boolean {
      const at = now();
      const recent = (failures.get(login) ?? []).filter(
        (time) => at - time < CONSOLE_LOGIN_WINDOW_MS,
      );
      return recent.length >= CONSOLE_LOGIN_ATTEMPTS;
    },
    failed(login: string): void {
      const at = now();
      if (failures.size >= LOGINS_WITH_FAILURES_MAX) sweep(at);
      // Still full: the oldest login’s count goes (a Map keeps its keys in the order they came).
      const oldest = failures.size >= LOGINS_WITH_FAILURES_MAX ? failures.keys().next() : undefined;
      if (oldest && !oldest.done) failures.delete(oldest.value);
      failures.set(login, [...(failures.get(login) ?? []), at]);
    },
  };
}

export type ConsoleSessions = ReturnType<typeof consoleSessions>;
