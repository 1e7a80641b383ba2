/** Types of changedAreas.cjs, for its test. */
export interface Workspace {
  top: 'apps' | 'libs';
  dependsOn: string[];
}
export declare function areaOf(file: string): string;
export declare function readWorkspaces(root: string): Map<string, Workspace>;
export declare function reachedAreas(
  files: readonly string[],
  workspaces: Map<string, Workspace>,
): Set<string>;
export declare function reachedSpecs(
  files: readonly string[],
  reached: Set<string>,
  specAreas: Record<string, string[]>,
): string[];
export declare function reachedApps(reached: Set<string>, appNames: readonly string[]): string[];
