/**
 * The app's own name in storage keys and marks. The app was first called after its first game, and
 * keeps the name where earlier builds wrote it (the IndexedDB database, the settings key), so that
 * saves and settings of those builds are found again. The one place the shell spells it.
 */
export const APP_ID = 'papillon';
