export { LoginRenewal } from './LoginRenewal';
