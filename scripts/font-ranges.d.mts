/** Types of font-ranges.mjs, which the build runs with plain Node. */
export declare const CORE: number[];
export declare const MORE: number[];
export declare const LATIN_EXT_RANGE: string;
export declare function unicodeRange(codes: number[]): string;
