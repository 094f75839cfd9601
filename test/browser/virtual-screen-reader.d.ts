// The browser bundle of @guidepup/virtual-screen-reader ships without its own types: they are the package's.
declare module '@guidepup/virtual-screen-reader/browser.js' {
  export { virtual } from '@guidepup/virtual-screen-reader';
}
