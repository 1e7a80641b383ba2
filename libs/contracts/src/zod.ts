/**
 * The schema builders every remote's code validates with: the part of zod/mini our schemas use.
 * Contracts is a shared singleton, so the page loads this once. zod itself is not shared: as a
 * shared module it could not be tree-shaken (the whole of zod/mini with its locales, 83 KB gzip),
 * and bundled per remote it was loaded once per remote (7.5 KB gzip each). A
 * builder missing here is a compile error in the remote that needs it: add it, and release
 * contracts as a minor version (the deploy check then holds that remote until the shell has it).
 * The document server's own code and the API use zod/mini directly.
 */
export {
  _default,
  array,
  boolean,
  coerce,
  discriminatedUnion,
  enum,
  gte,
  int,
  literal,
  looseObject,
  lte,
  maxLength,
  minLength,
  nullable,
  number,
  object,
  optional,
  partialRecord,
  record,
  refine,
  regex,
  strictObject,
  string,
  trim,
  union,
  unknown,
} from 'zod/mini';
// Types only (`z.infer`, the schema types): they cost the page nothing.
export type * from 'zod/mini';
