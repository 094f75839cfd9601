export * from './rng.js';
export * from './cards.js';
export * from './game.js';
