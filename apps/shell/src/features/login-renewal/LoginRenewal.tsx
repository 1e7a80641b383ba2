import { useEffect } from 'react';
import { startLoginRenewal } from './loginRenewal';

/** Mounted once per page by the shell: keeps a shopper's login token renewed. Renders nothing. */
export function LoginRenewal() {
  useEffect(() => startLoginRenewal(), []);
  return null;
}
