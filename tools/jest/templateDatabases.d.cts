export declare const DATABASE_NAME: RegExp;
export declare const templateDatabasePrefix: (run: string) => string;
export declare function globalSetup(): Promise<void>;
export declare function globalTeardown(): Promise<void>;
