// The types of layers.mjs (plain JavaScript, for eslint.config.js).
import type { ESLint } from 'eslint';

export declare const LAYERS: ReadonlyArray<{ rank: number; name: string; files: RegExp }>;
export declare const TEST_FILES: RegExp;
export declare function layerOf(file: string): { rank: number; name: string; files: RegExp } | null;
export declare function allowed(from: string, to: string): boolean;
export declare function resolveImport(root: string, from: string, spec: string): string | null;
export declare const layersPlugin: ESLint.Plugin;
