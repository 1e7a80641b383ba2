/** Types of testReport.cjs, for its test. */
export interface ReportedTest {
  runner: string;
  file: string;
  name: string;
  ms: number;
  retries: number;
  status: string;
}
export declare const SLOWEST_SHOWN: number;
export declare function readJson(file: string): unknown;
export declare function jestTests(report: unknown, runner?: string): ReportedTest[];
export declare function playwrightTests(report: unknown): ReportedTest[];
export declare function slowest(tests: readonly ReportedTest[], count?: number): ReportedTest[];
export declare function retriesUsed(tests: readonly ReportedTest[]): number;
export declare function timeReport(tests: readonly ReportedTest[], root?: string): string[];
