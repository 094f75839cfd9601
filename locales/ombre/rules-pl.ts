/**
 * Reguły rodziny Ombre dla graczy (Shift+F1) po polsku, napisane przed dodaniem języka (issue 26;
 * src/i18n/drafts.ts): dla reguł w mocy (wartość resolveRules z src/games/ombre/rules.ts; specyfikacja
 * ../shared/rules/ombre.md): Ombre we trzech, we dwóch, we czterech, Quadrille i Cinquille. Słowa polskiej
 * książki: Lomber, na ręku, pytam, pas, Solo (sans prendre), w kolorze, kupować, Spadille, Manille, Basta,
 * Ponto, matadory, premiers, vole, remise, kodille, bête, pula, kocioł. Nic z aplikacji tego nie importuje.
 */

export const GAME_NAMES = {
  ombre: 'Ombre we trzech',
  'en-deux': 'Ombre we dwóch (en deux)',
  'en-quatre': 'Ombre we czterech (en quatre)',
  quadrille: 'Quadrille',
  cinquille: 'Cinquille',
} as const;

export const VARIANTS: Readonly<Record<string, { name: string; description: string }>> = {
  'V-O-1': { name: 'Stały kolor', description: 'Kolor rozdania losuje się raz, na początku partii, i obowiązuje w każdym rozdaniu.' },
  'V-O-2': { name: 'Kolor z pierwszej wygranej', description: 'Do pierwszej wygranej gry nie ma koloru rozdania; potem jej kolor atutowy jest kolorem do końca partii.' },
  'V-O-3': { name: 'Obscurité na trzy sposoby', description: 'Obscurité z wierzchu (2, w kolorze 4), od spodu (4 i 8: karty w ciemno przychodzą ze spodu talonu) i ze środka (8 i 16).' },
  'V-O-5': { name: 'Casco bez pokazywania', description: 'Tourné i Grand Casco to jedna gra, Tourné albo Casco: bez pokazywania asów, atut z odkrytej karty, płaci 2, w kolorze 4.' },
  'V-O-6': { name: 'Grandissimo i Nullissimo', description: 'Zamiast Solo tout dwie gry wyższe niż Solo w kolorze: Grandissimo bez koloru atutowego, atutami są tylko Spadille i Basta, płaci 8; Nullissimo bez czarnego asa i bez jednej lewy, płaci 16.' },
  'V-O-8': { name: 'Blok', description: 'Gdy rozdanie zaczyna się przy pustym stole, każdy wpłaca do puli jeszcze jedną markę.' },
  'V-O-9': { name: 'Kodille płaci przeciwnikowi', description: 'Przy kodille przeciwnik z największą liczbą lew bierze pulę, jakby wygrał; Lomber płaci tylko pojedynczą bête.' },
  'V-O-12': { name: 'We dwóch, 32 karty, po 10', description: 'Z kart karo zostają tylko as i siódemka; po 10 kart, talon z 12; 7 lew wygrywa, od 4 do 6 to remise.' },
  'V-O-13': { name: 'We dwóch, 32 karty, po 12', description: 'Te same 32 karty, po 12, talon z 8; 7 lew wygrywa, 6 to remise, 5 lub mniej to kodille.' },
  'V-O-14': { name: 'Kolor w Quadrille', description: 'Quadrille i Cinquille też mają kolor rozdania: Pytanie i Solo w kolorze są w licytacji, a honory w kolorze liczą się podwójnie.' },
  'V-O-16': { name: 'Casco i Spadille forcée według Hoyle’a', description: 'W Grand Casco i w Spadille forcée Lomber wybiera atut, a potem woła króla innego koloru, jak w Pytaniu.' },
  'V-O-17': { name: 'Quadrille: bête płaci sam Lomber', description: 'Bête płaci sam Lomber; partner płaci tylko swoją część honorów.' },
  'V-O-18': { name: 'Cinquille: bête płaci sam Lomber', description: 'Jak V-O-17, dla Cinquille.' },
  'V-O-19': { name: 'Quadrille z 8 kartami', description: 'Bez trójek i czwórek pik i trefl oraz bez piątek i szóstek kier i karo: 32 karty, po 8; 5 lew wygrywa, 4 to remise.' },
};
