/** Types of free-port.mjs, which the browser tests' server and the benchmarks run with plain Node. */
export declare function ephemeralStart(): number;
export declare function freePort(): Promise<number>;
