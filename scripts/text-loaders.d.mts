export declare const TEXT_LOADERS: Record<string, "text">;
export declare const textFilesPlugin: { name: string; enforce: "pre"; load(id: string): string | undefined };
