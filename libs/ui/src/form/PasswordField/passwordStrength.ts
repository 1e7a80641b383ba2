/** Below this many characters a password has no strength level at all. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordStrength = 'none' | 0 | 1 | 2 | 3;

const CHARACTER_CLASSES = [/\p{Ll}/u, /\p{N}/u, /\p{Lu}/u];

/** 'none' under 8 characters, else how many of lowercase, digit, uppercase occur: 0 weak … 3 very strong. */
export function passwordStrength(value: string): PasswordStrength {
  if ([...value].length < PASSWORD_MIN_LENGTH) return 'none';
  return CHARACTER_CLASSES.filter((characterClass) => characterClass.test(value)).length as
    0 | 1 | 2 | 3;
}
