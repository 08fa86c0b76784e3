import type { ServerResponse } from 'node:http';

export declare const KEPT_CODING_HEADER: string;
export declare const KEPT_CODING_ENV: string;
export declare function restoreKeptCoding(response: ServerResponse): void;
