import type { Plugin } from "esbuild";
export declare const TEXT_LOADERS: Record<string, "text">;
export declare const CATALOGUES: Plugin;
export declare function catalogueModule(path: string): string;
export declare const textFilesPlugin: { name: string; enforce: "pre"; load(id: string): string | undefined };
