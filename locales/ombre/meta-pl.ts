/**
 * The Ombre family's chooser words in Polish: the `pl` entry of `ombreMeta` (meta.ts), in the Polish
 * chooser's chunk (locales/chooser/pl.ts).
 */
import type { GameTexts } from '../../src/play/module.js';

export const ombreMetaPl: GameTexts = {
  name: 'Ombre',
  description: 'Królewska gra według polskiej książki o grach z około 1820 roku: licytacja od Pytania do Solo tout, Spadille, Manille i Basta, pula i bête, remise i kodille; we trzech, we dwóch albo we czterech, jako Quadrille z wywołanym królem i jako Cinquille w pięciu.',
  feats: { lomberWins: 'Rozdania wygrane jako Lomber', codilles: 'Kodille przeciw Lombrowi', voles: 'Vole' },
};
