import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The build's id: shown as data-build on <html> and changing the bundle (and so the service worker's
 * precache), which is how the e2e update test makes a second, newer build (PAPILLON_BUILD=…).
 */
const build = process.env['PAPILLON_BUILD'] ?? new Date().toISOString().slice(0, 10);

/**
 * The table server of "Play with friends" (docs/multiplayer.md, "The client"): PAPILLON_TABLES_URL at
 * build time, a ws:// or wss:// address; default the local server of `npm run tables`. It goes into
 * index.html twice: <meta name="tables-server"> (the app reads it) and the CSP's connect-src (its
 * origin only, so the app can reach that server and no other).
 */
const tablesUrl = new URL(process.env['PAPILLON_TABLES_URL'] ?? 'ws://127.0.0.1:2567/tables');
if (tablesUrl.protocol !== 'ws:' && tablesUrl.protocol !== 'wss:') throw new Error(`PAPILLON_TABLES_URL must be a ws:// or wss:// address, not ${tablesUrl.href}`);
const tablesServer = {
  name: 'tables-server',
  transformIndexHtml: (html: string) => html.replaceAll('%TABLES_URL%', tablesUrl.href).replaceAll('%TABLES_ORIGIN%', `${tablesUrl.protocol}//${tablesUrl.host}`),
};

export default defineConfig({
  define: {
    __APP_BUILD__: JSON.stringify(build),
  },
  build: {
    target: 'es2022',
  },
  server: { host: '127.0.0.1' },
  worker: { format: 'es' },
  plugins: [
    tablesServer,
    VitePWA({
      strategies: 'generateSW',
      // src/main.ts registers /sw.js itself with workbox-window (updates wait for the player).
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        name: 'Kartensalon · Card Salon – Kartenspiele ohne Sehen / card games without sight',
        short_name: 'Kartensalon',
        description:
          'Kartensalon: Papillon, Whist, Piquet, Ombre und andere alte Kartenspiele, gemacht für blinde und sehbehinderte Spieler. Card Salon: Papillon, Whist, Piquet, Ombre and other traditional card games, made for blind and visually impaired players.',
        id: './',
        lang: 'de',
        dir: 'ltr',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#fdfdf8',
        theme_color: '#0b57d0',
        categories: ['games'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Everything the app needs offline: code (app and bot worker), styles, locales and rule
        // texts (bundled), icons, and any sound or font file that may be added (same origin only).
        globPatterns: ['**/*.{js,css,html,svg,png,json,woff2,wav,mp3,ogg}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
});
