export declare const Z85_ALPHABET: string;
export declare function toZ85(bytes: Uint8Array): string;
export declare function packCatalogue(path: string): { atLoad: string; packed: string };
