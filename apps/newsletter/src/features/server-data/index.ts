// The server-data feature's public face: other features import it from here, never from its files (eslint.config.mjs).
export {
  loadSignUpServerData,
  outcomeOfQuery,
  type ParsedSignUpServerData,
  parseSignUpServerData,
  returnPathOf,
  type SignUpServerData,
} from './signUpServerData';
