/** Types of build.mjs (the size script runs it with plain Node, so it stays JavaScript). */
export declare const BARE_DIR: string
export declare function bareOutput(target: 'weapp' | 'h5'): string
export declare function bareStale(target: 'weapp' | 'h5'): boolean
export declare function buildBareApp(target: 'weapp' | 'h5'): void
