// Types for scripts/print.mjs, so the benchmarks (TypeScript) can print through it.
export declare function print(line?: string): void;
