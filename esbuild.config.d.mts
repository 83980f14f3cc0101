// Types for esbuild.config.mjs, so TypeScript code (the tests) can read the build it describes.
import type { BuildOptions } from "esbuild";

export declare const TARGET: string[];
export declare const buildOptions: BuildOptions & { entryPoints: string[]; outfile: string };
