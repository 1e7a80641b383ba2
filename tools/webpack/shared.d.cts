/** Types of shared.cjs, for the TypeScript that reads the one list of shared libraries (tests). */
export interface SharedOptions {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
  eager?: boolean;
}
export declare function sharedSingletons(): Record<
  string,
  SharedOptions & { requiredVersion: string }
>;
/** Needs a range when no `version` is given: the floor of `^x.y.z` is what is provided. */
export declare function providedVersion(
  options: SharedOptions & ({ version: string } | { requiredVersion: string }),
): string;
export declare function sharedPackages(): string[];
export declare function shellEagerShared(): Record<string, SharedOptions>;
export declare const SHELL_LAZY_SHARED: readonly string[];
export declare const root: string;
