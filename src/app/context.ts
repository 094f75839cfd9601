/** The app controller handed to every component of the shell through @lit/context (not passed down by hand). */
import { createContext } from '@lit/context';
import type { AppController } from './app-controller.js';

export const appContext = createContext<AppController>(Symbol('app-controller'));
