/** See browser-bundle.js. */
export function browserBundle(entry: string): Promise<{ modules: string[]; packages: string[] }>;
