/** npm run bench:chess [-- --seconds S]: the chess part of `npm run bench:engine` alone (bench/support/chess-perft.ts). */
import { chessBench } from './support/chess-perft.js';

const args = process.argv.slice(2);
const at = args.indexOf('--seconds');
chessBench(at >= 0 ? Number(args[at + 1]) : 1.5);
