import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  build: {
    target: 'es2022',
  },
  server: { host: '127.0.0.1' },
  worker: { format: 'es' },
  plugins: [
    VitePWA({
      strategies: 'generateSW',
      // src/main.ts registers /sw.js itself with workbox-window (updates wait for the player).
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        name: 'Papillon – Kartenspiele ohne Sehen / card games without sight',
        short_name: 'Papillon',
        description:
          'Papillon und andere alte Kartenspiele, gemacht für blinde und sehbehinderte Spieler. Papillon and other traditional card games, made for blind and visually impaired players.',
        lang: 'de',
        dir: 'ltr',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#fdfdf8',
        theme_color: '#0b57d0',
        categories: ['games'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,json}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
});
