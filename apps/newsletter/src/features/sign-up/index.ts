// The sign-up feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { SignUpForm } from './SignUpForm';
export { SignUpPageForm } from './SignUpPageForm';
export {
  loadSignUpServerData,
  type ParsedSignUpServerData,
  parseSignUpServerData,
  type SignUpServerData,
} from './signUpServerData';
