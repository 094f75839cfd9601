/** The app's languages: one definition, below the catalogues and the card words that both name them. */
export type Locale = 'de' | 'en';
export const LOCALES: readonly Locale[] = ['de', 'en'];
