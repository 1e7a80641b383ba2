/** Types of apps.cjs, for the TypeScript that reads the one list of apps (bench, tests). */
export interface StorefrontApp {
  name: string;
  dir: string;
  kind: 'host' | 'remote';
  devPort: number | undefined;
}
export declare const apps: readonly StorefrontApp[];
export declare const appNames: readonly string[];
export declare const remoteNames: readonly string[];
export declare function appNamed(name: string): StorefrontApp;
