import type { Plugin } from 'esbuild';
export declare const threadsPlugin: Plugin;
