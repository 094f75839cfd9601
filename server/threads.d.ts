/** `import code from './x.ts?thread'`: x.ts bundled alone, as text (scripts/esbuild-threads.mjs). */
declare module '*?thread' {
  const code: string;
  export default code;
}
