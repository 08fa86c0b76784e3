import type { ServerResponse } from 'node:http';

export declare const KEPT_CODING_HEADER: string;
export declare const KEPT_CODING_ENV: string;
export declare function restoreKeptCoding(response: ServerResponse): void;

export type Coding = 'br' | 'gzip' | 'identity';
/** The coding a client asked for, best first: brotli, then gzip, else the text as it is. */
export declare function chooseCoding(acceptEncoding: string | null | undefined): Coding;
