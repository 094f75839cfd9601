/**
 * Die Regeln der Lomber-Familie für Spieler (Umschalt+F1) auf Deutsch, für die geltenden Regeln (der Wert
 * von resolveRules in src/games/ombre/rules.ts; Spezifikation ../shared/rules/ombre.md): L’Hombre zu
 * dritt, zu zweit, zu viert, Quadrille und Cinquille, mit den Wörtern am deutschen Lombertisch (Frage,
 * Solo, Tourné, Spadille, Manille, Basta, Ponto, Matadore, Remise, Codille, Bête). Ein eigener Teil,
 * geladen, wenn der Spieler die Regeln zum ersten Mal aufruft.
 */
import type { OmbreRules } from '../../src/games/ombre/types.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const cards = (n: number) => plural(L, n, { one: 'Karte', other: 'Karten' });
const tricks = (n: number) => plural(L, n, { one: 'Stich', other: 'Stiche' });

export const GAME_NAMES = {
  ombre: 'L’Hombre zu dritt',
  'en-deux': 'L’Hombre zu zweit (en deux)',
  'en-quatre': 'L’Hombre zu viert (en quatre)',
  quadrille: 'Quadrille',
  cinquille: 'Cinquille',
} as const;

export const VARIANTS: Readonly<Record<string, { name: string; description: string }>> = {
  'V-O-1': { name: 'Feste Farbe', description: 'Die Farbe wird einmal zu Beginn der Sitzung gezogen und gilt für alle Spiele.' },
  'V-O-2': { name: 'Farbe vom ersten Gewinn', description: 'Bis zum ersten gewonnenen Spiel gibt es keine Farbe; dann ist die Trumpffarbe dieses Spiels die Farbe für den Rest der Sitzung.' },
  'V-O-3': { name: 'Obscurité dreifach', description: 'Die Obscurité gibt es von oben (2, in der Farbe 4), von unten (4 und 8: blind vom Boden des Talons gezogen) und aus der Mitte (8 und 16).' },
  'V-O-5': { name: 'Casco verdeckt', description: 'Tourné und Grand Casco sind ein Spiel, Tourné oder Casco: keine Asse gezeigt, Trumpf aufgedeckt, es zahlt 2, in der Farbe 4.' },
  'V-O-6': { name: 'Grandissimo und Nullissimo', description: 'Statt des Solo tout zwei Spiele über dem Solo in der Farbe: Grandissimo ohne Trumpffarbe, nur Spadille und Basta stechen, zahlt 8; Nullissimo ohne schwarzes Ass und ohne einen einzigen Stich, zahlt 16.' },
  'V-O-8': { name: 'Blok', description: 'Beginnt ein Spiel mit leerem Tisch, setzt jeder eine Marke zusätzlich in den Pot.' },
  'V-O-9': { name: 'Codille zahlt den Gegner', description: 'Bei Codille nimmt der Gegner mit den meisten Stichen den Pot, als hätte er gewonnen; der Lomber zahlt nur eine einfache Bête.' },
  'V-O-12': { name: 'Zu zweit mit 32 Karten, je 10', description: 'Von Karo bleiben nur Ass und Sieben; je 10 Karten, Talon 12; 7 Stiche gewinnen, 4 bis 6 sind Remise.' },
  'V-O-13': { name: 'Zu zweit mit 32 Karten, je 12', description: 'Dieselben 32 Karten, je 12, Talon 8; 7 Stiche gewinnen, 6 sind Remise, 5 oder weniger Codille.' },
  'V-O-14': { name: 'Farbe in der Quadrille', description: 'Auch in Quadrille und Cinquille gibt es eine Farbe: Frage und Solo in der Farbe werden Gebote, Honneurs in der Farbe zählen doppelt.' },
  'V-O-16': { name: 'Casco und Spadille forcée nach Hoyle', description: 'Bei Grand Casco und Spadille forcée nennt der Lomber den Trumpf und ruft dann einen König einer anderen Farbe, wie bei der Frage.' },
  'V-O-17': { name: 'Quadrille: Bête allein', description: 'Der Lomber zahlt eine Bête allein; der Partner zahlt nur seinen Teil der Honneurs.' },
  'V-O-18': { name: 'Cinquille: Bête allein', description: 'Wie V-O-17, für die Cinquille.' },
  'V-O-19': { name: 'Quadrille mit 8 Karten', description: 'Ohne Pik und Kreuz Drei und Vier, Herz und Karo Fünf und Sechs: 32 Karten, je 8; 5 Stiche gewinnen, 4 sind Remise.' },
};

const SUIT = { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' } as const;

function rulesText(r: OmbreRules): readonly RulesSection[] {
  const g = r.game;
  const n = r.players;
  const talon = r.pack.length - n * r.handSize;
  const has = (v: string) => r.variants.includes(v);
  const fav = r.favourite !== 'none';
  const duo = g === 'en-deux';
  const party = r.partnership;
  const missing = r.suits.length < 4 ? ` ${list(L, (['C', 'D', 'H', 'S'] as const).filter((s) => !r.suits.includes(s)).map((s) => SUIT[s]))} fehlt ganz.` : '';
  const sections: RulesSection[] = [];

  sections.push({
    heading: 'Das Spiel',
    paragraphs: [
      `Gespielt wird ${GAME_NAMES[g]}: ${n} Spieler, ${r.pack.length} Karten, je ${cards(r.handSize)}. ` +
        (party
          ? 'In jedem Spiel spielt einer, der Lomber, mit einem Partner, dessen König er ruft, gegen die anderen, oder allein gegen alle. Die Partnerschaften wechseln von Spiel zu Spiel; abgerechnet wird für jeden Spieler einzeln.'
          : duo
            ? 'In jedem Spiel spielt einer, der Lomber, gegen den anderen.'
            : `In jedem Spiel spielt einer, der Lomber, allein gegen die ${n - 1} anderen.`),
      'Gespielt wird gegen den Uhrzeigersinn: der Spieler rechts vom Geber ist die Vorhand. Er spricht beim Reizen zuerst und spielt zum ersten Stich aus, wer auch Lomber ist. Der Geber spricht zuletzt. Nach jedem Spiel gibt der Nächste nach rechts.',
      'Die Regeln folgen der Abhandlung über Lomber, Quadrille und Cinquille in einem polnischen Spielebuch vom Anfang des 19. Jahrhunderts; wo es schweigt, gilt der übliche Brauch.',
    ],
  });

  sections.push({
    heading: 'Die Karten und ihre Reihenfolge',
    paragraphs: [
      `Eine französische Karte ohne Achten, Neunen und Zehnen.${missing}${has('V-O-12') || has('V-O-13') ? ' Von Karo bleiben nur Ass und Sieben.' : ''}${has('V-O-19') ? ' Ohne Pik und Kreuz Drei und Vier, Herz und Karo Fünf und Sechs.' : ''}`,
      'In einer schwarzen Farbe, die nicht Trumpf ist, gilt von oben: König, Dame, Bube, Sieben, Sechs, Fünf, Vier, Drei, Zwei. Ihr Ass gehört nicht dazu. In einer roten Farbe: König, Dame, Bube, Ass, Zwei, Drei, Vier, Fünf, Sechs, Sieben. Unter dem Buben läuft Rot also rückwärts.',
      'Die Trümpfe, von oben: die Spadille (Pik Ass), die Manille, die Basta (Kreuz Ass), dann in Rot das Ass der Trumpffarbe, der Ponto, und König, Dame, Bube und der Rest der Farbe. Die Manille ist die Zwei einer schwarzen, die Sieben einer roten Trumpffarbe. Schwarz hat so 11 Trümpfe, Rot 12.',
      'Die beiden schwarzen Asse sind immer Trümpfe und gehören zu keiner anderen Farbe: wer als Kreuz nur die Basta hat, hat kein Kreuz.',
      'Spadille, Manille und Basta heißen Matadore. Wer alle drei hat, zählt auch die Trümpfe mit, die ohne Lücke folgen; sie werden bezahlt, haben aber kein Vorrecht im Spiel.',
      'Die App sagt die Trümpfe in deiner Hand in dieser Reihenfolge an und nennt die Matadore beim Namen.',
    ],
  });

  sections.push({
    heading: 'Die Farbe',
    paragraphs: fav
      ? [
          r.favourite === 'fixed'
            ? 'Zu Beginn der Sitzung wird eine Farbe gezogen, die Favoritfarbe oder Couleur; sie gilt für alle Spiele und wird zu Beginn jedes Spiels angesagt.'
            : r.favourite === 'firstWin'
              ? 'Bis zum ersten gewonnenen Spiel gibt es keine Farbe. Dann ist dessen Trumpffarbe die Farbe, die Couleur, für den Rest der Sitzung.'
              : 'Vor jedem Spiel wird aus einer zweiten Karte eine Farbe gezogen, die Favoritfarbe oder Couleur, und angesagt.',
          'Ein Spiel ist in der Farbe, wenn sein Trumpf die Farbe ist. Beim Reizen steht ein Spiel in der Farbe über demselben Spiel in einer anderen Farbe, und beim Zahlen zählt dann alles doppelt: das Spiel, die Matadore, die Premiers und die Vole. Die Frage, sonst nichts wert, bringt in der Farbe 1.',
        ]
      : ['In diesem Spiel gibt es keine Farbe: kein Spiel ist in der Farbe, nichts zählt doppelt.'],
  });

  sections.push({
    heading: 'Geben und Einsatz',
    paragraphs: [
      `Vor jedem Spiel setzt der Geber eine Marke in den Pot${has('V-O-8') ? '; ist der Tisch leer, setzt jeder eine Marke dazu, den Blok' : ''}. Er gibt rechts herum, mit der Vorhand beginnend, in Paketen von ${list(L, r.packets.map(String))} ${plural(L, r.packets[0]!, { one: 'Karte', other: 'Karten' }, false)}, bis jeder ${cards(r.handSize)} hat.` +
        (talon > 0 ? ` Die übrigen ${cards(talon)} sind der Talon, verdeckt.` : ' Es bleibt kein Talon: niemand tauscht.'),
      'Jeder beginnt mit 0 Marken; ein Stand darf ins Minus gehen. Was im Pot und als Bête auf dem Tisch liegt, gehört niemandem, bis ein Lomber es gewinnt oder die Sitzung endet.',
    ],
  });

  sections.push({ heading: 'Die Spiele', paragraphs: ladderText(r) });

  sections.push({
    heading: 'Das Reizen',
    paragraphs: [
      'Die Vorhand spricht zuerst. Wer noch kein Gebot hört, darf ein Spiel ansagen oder passen. Danach muss jeder Spätere, um mitzureden, ein höheres Spiel bieten; sonst passt er. Wer gepasst hat, ist für dieses Spiel draußen.',
      'Wer früher sitzt, hat den Vorzug: wird er überboten, darf er halten, also dasselbe Spiel selbst spielen (ein Solo in seiner eigenen Farbe), oder noch höher bieten, oder passen. Dann muss der Spätere wieder höher bieten oder passen, bis einer von beiden passt. Erst dann spricht der Nächste.',
      'Hat jeder gesprochen, ist der Übrige der Lomber, und sein Gebot ist sein Spiel. Ein angesagtes Spiel bindet.',
      party
        ? 'Passen alle, muss trotzdem gespielt werden: Spadille forcée. Wer die Spadille hat, ist Lomber, ruft einen König und spielt wie beim Grand Casco.'
        : 'Passen alle, werden die Karten eingeworfen; nichts wird bezahlt, der Pot bleibt stehen, und der Nächste gibt und setzt wieder.',
      'In der App wählst du dein Gebot aus einer nummerierten Liste der Gebote, die dir jetzt erlaubt sind; jedes sagt, wozu es dich verpflichtet und was es zahlt.',
    ],
  });

  sections.push({ heading: 'Nach dem Reizen', paragraphs: afterAuction(r) });

  sections.push({
    heading: 'Die Stiche',
    paragraphs: [
      'Die Vorhand spielt zum ersten Stich aus, der Gewinner eines Stichs zum nächsten. Du musst die ausgespielte Farbe bedienen, wenn du kannst; die Trümpfe, mit den schwarzen Assen, sind eine Farbe. Kannst du nicht bedienen, darfst du jede Karte spielen; stechen musst du nicht.',
      'Das Vorrecht der Matadore: wird Trumpf ausgespielt, muss ein Matador nicht bedienen, außer ein höherer Matador wurde ausgespielt. Die Spadille muss also nie, die Manille nur auf die Spadille, die Basta auf Spadille oder Manille. Wer einen anderen Trumpf hat, muss Trumpf spielen, darf dazu aber auch den Matador nehmen; wer nur solche Matadore hat, darf jede Karte spielen. Ein Matador, den ein Späterer zugibt, zwingt niemanden.',
      'Den Stich gewinnt der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe.',
      'Die App sagt dir, wenn du am Zug bist, was die Regeln von deiner Karte verlangen, und erklärt das Vorrecht, wenn ein Matador nicht bedienen muss.',
    ],
  });

  sections.push({
    heading: 'Premiers und Vole',
    paragraphs: [
      `Gewinnt ${party ? 'die Seite des Lombers' : 'der Lomber'} die ersten ${tricks(r.premiers)}, hat ${party ? 'sie' : 'er'} die Premiers. Beim nächsten Ausspiel darf ${party ? 'wer von beiden ausspielt' : 'er'} aufhören: das Spiel ist gewonnen, mit den Premiers. Oder er spielt aus und sagt damit die Vole an: nun müssen alle ${tricks(r.tricks)} gemacht werden. Wird ein Stich verloren, bleibt das Spiel gewonnen, aber die Vole wird an jeden Gegner bezahlt.`,
      g === 'quadrille'
        ? 'In der Frage mit Partner gibt es diese Wahl nur, wenn der gerufene König schon gefallen ist; sonst endet das Spiel nach den Premiers von selbst als gewonnen.'
        : g === 'cinquille'
          ? 'Mit Partner kommt die Wahl erst beim ersten Ausspiel der Seite, nachdem der gerufene König gefallen ist, und nur, wenn die Seite bis dahin jeden Stich gewonnen hat.'
          : 'Im Solo tout ist die Vole schon angesagt: es wird weitergespielt.',
      'Sonst werden alle Stiche gespielt, auch wenn das Ergebnis feststeht.',
    ],
  });

  sections.push({ heading: 'Gewonnen, Remise, Codille', paragraphs: outcomeText(r) });
  sections.push({ heading: 'Die Honneurs', paragraphs: honoursText(r) });
  sections.push({ heading: 'Pot und Bête', paragraphs: tableText(r) });

  sections.push({
    heading: 'Die Sitzung und der Kessel',
    paragraphs: [
      `Die Sitzung dauert ${plural(L, r.tours, { one: 'Tour', other: 'Touren' })}: in einer Tour gibt jeder einmal, also ${plural(L, r.tours * n, { one: 'Spiel', other: 'Spiele' })}. Auch eingeworfene Spiele zählen.`,
      'Nach dem letzten Spiel kommt der Kessel: alles, was auf dem Tisch liegt, der Pot und alle Bêten, wird gleich unter allen geteilt; was nicht aufgeht, bekommen einzeln die Spieler der Reihe nach, von der Vorhand des letzten Spiels an. Dann wird nach dem Stand der Marken gereiht; gleiche Stände teilen sich einen Platz.',
    ],
  });

  const active = r.variants.map((id) => `${id}, ${VARIANTS[id]?.name ?? id}`);
  sections.push({
    heading: 'Geltende Regeln und Varianten',
    paragraphs: [
      `Gespielt wird ${GAME_NAMES[g]}. ${active.length ? `Es gelten: ${list(L, active)}.` : 'Ohne Varianten, wie im Buch.'}`,
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (gilt)' : ''}`),
      'Das Buch kennt noch weitere Bräuche, die die App nicht anbietet: die zweite Karte im Tourné (V-O-4), den Murzyn (V-O-7), den Rok (V-O-10), das Anbieten des Spiels und Kontra (V-O-11), drei Farben in der Quadrille (V-O-15) und die Délices (V-O-20).',
    ],
  });
  return sections;
}

function ladderText(r: OmbreRules): string[] {
  const g = r.game;
  const fav = r.favourite !== 'none';
  const colour = (s: string) => (fav ? s : '');
  if (g === 'en-deux') {
    return [
      'Die Spiele, vom niedrigsten: die Frage (du nennst Trumpf und tauschst zuerst, dann der Gegner) und das Solo in einer Farbe, die du beim Gebot nennst (du tauschst nicht, nur der Gegner). Andere Spiele und eine Farbe gibt es zu zweit nicht.',
    ];
  }
  if (r.partnership) {
    const hoyle = r.variants.includes('V-O-16');
    return [
      'Die Spiele, vom niedrigsten:',
      'Frage: du nennst den Trumpf und rufst dann einen König einer anderen Farbe. Wer ihn hat, ist dein Partner, und das bleibt geheim, bis der König fällt. Hast du alle vier Könige, darfst du eine Dame rufen. Rufst du eine Karte, die du selbst hast, spielst du allein.' +
        colour(' Frage in der Farbe: dasselbe mit der Farbe als Trumpf.'),
      `Mediateur: du nennst den Trumpf und bittest um einen König einer anderen Farbe, den du nicht hast (mit allen vier Königen um eine Dame). Wer ihn hat, gibt ihn dir offen, und du gibst ihm eine Karte deiner Wahl verdeckt zurück. Dann spielst du allein und brauchst ${tricks(r.premiers)}.`,
      hoyle
        ? 'Grand Casco: nur mit Spadille und Basta, die du beim Gebot zeigst. Du nennst den Trumpf und rufst einen König einer anderen Farbe; ihr spielt zu zweit. Es zahlt wie das Solo.'
        : 'Grand Casco: nur mit Spadille und Basta, die du beim Gebot zeigst. Du rufst einen König, und seine Farbe wird Trumpf; sein Besitzer ist dein Partner. Es zahlt wie das Solo.',
      `Solo: du nennst die Farbe im Gebot und spielst allein gegen alle, mit ${tricks(r.premiers)}.` + colour(' Solo in der Farbe: dasselbe in der Farbe.') +
        (g === 'cinquille' ? ' Solo tout: ein Solo, bei dem du alle Stiche machen musst.' + colour(' Auch in der Farbe.') : ''),
      hoyle
        ? 'Spadille forcée (wenn alle passen): wer die Spadille hat, nennt den Trumpf und ruft einen König einer anderen Farbe.'
        : 'Spadille forcée (wenn alle passen): wer die Spadille hat, ruft einen König, und seine Farbe wird Trumpf.',
    ];
  }
  const v5 = r.variants.includes('V-O-5');
  const v6 = r.variants.includes('V-O-6');
  const v3 = r.variants.includes('V-O-3');
  const out = [
    'Die Spiele, vom niedrigsten:',
    'Frage („ich frage“): nach dem Reizen nennst du den Trumpf und tauschst zuerst.' + colour(' Frage in der Farbe: der Trumpf ist die Farbe.'),
    v5
      ? 'Tourné oder Casco: die oberste Karte des Talons wird aufgedeckt, ihre Farbe ist Trumpf (die Spadille macht Pik, die Basta Kreuz zum Trumpf); du tauschst zuerst und bekommst sie mit.'
      : 'Tourné: die oberste Karte des Talons wird aufgedeckt, ihre Farbe ist Trumpf (die Spadille macht Pik, die Basta Kreuz zum Trumpf); du tauschst zuerst, und die aufgedeckte Karte ist die erste, die gekauft wird.',
    `Obscurité: du legst alle Karten oder alle bis auf eine ab, ohne den Talon zu sehen, ziehst ebenso viele von oben, siehst sie an und nennst dann den Trumpf.${v3 ? ' Auch von unten (die Karten kommen vom Boden des Talons) und aus der Mitte.' : ''}`,
  ];
  if (!v5) out.push('Grand Casco: nur mit Spadille und Basta, die du beim Gebot zeigst; dann wie Tourné, aber es zahlt wie das Solo.');
  out.push('Solo (sans prendre): du nennst die Farbe im Gebot und spielst mit deinen gegebenen Karten, ohne zu tauschen; nur die Gegner tauschen.' + colour(' Solo in der Farbe: dasselbe in der Farbe.'));
  if (v6) out.push('Grandissimo: ohne Trumpffarbe, nur Spadille und Basta sind Trümpfe; ohne Tausch. Nullissimo, das höchste: ohne schwarzes Ass; du darfst keinen Stich machen.');
  else out.push('Solo tout: ein Solo mit angesagter Vole, du musst alle Stiche machen.' + colour(' Auch in der Farbe.'));
  out.push('Tourné, Obscurité und Grand Casco kennen ihren Trumpf erst nach dem Reizen: sie sind in der Farbe, wenn der Zufall es so will, und werden dann doppelt bezahlt.');
  return out;
}

function afterAuction(r: OmbreRules): string[] {
  if (r.partnership) {
    return [
      'Es gibt keinen Talon und keinen Tausch. Nach dem Reizen nennt der Lomber, wo nötig, den Trumpf und ruft dann seine Karte; beim Mediateur gibt er die erbetene Karte verdeckt zurück. Dann spielt die Vorhand aus.',
      'Der Lomber darf aufgeben, solange er noch keine Karte gespielt hat: er zahlt eine einfache Bête allein, aber keine Honneurs.',
    ];
  }
  const out = [
    'Frage: der Lomber nennt den Trumpf, jede Farbe. Ist er mit der Frage allein geblieben, weil alle anderen gepasst haben, darf er sie vorher noch in ein höheres Spiel unter dem Solo umwandeln: Tourné, Obscurité, mit beiden schwarzen Assen Grand Casco; nennt er die Farbe als Trumpf, wird daraus die Frage in der Farbe.',
    'Der Tausch: der Reihe nach legt jeder Karten verdeckt ab, eine nach der anderen, und kauft dann ebenso viele von oben vom Talon. Der Lomber tauscht zuerst, außer im Solo und den höheren Spielen; dann die anderen der Reihe nach von seiner Rechten. Jeder darf höchstens so viele ablegen, wie im Talon liegen, und höchstens so viele, wie er Karten hat. Was übrig bleibt, sieht niemand.',
    `In der App legst du mit ${K('Enter')} auf einer Karte ab und hörst, wie viele es sind; K kauft. Was du gekauft hast, hörst nur du; die anderen hören, wie viele.`,
    'Wer seine abgelegten Karten nachhören will: A sagt sie dir.',
    'Der Lomber darf aufgeben, solange er noch keine Karte gespielt hat: beim Trumpf, beim Tausch oder vor seiner ersten Karte. Er zahlt eine einfache Bête, aber keine Honneurs.',
  ];
  return out;
}

function outcomeText(r: OmbreRules): string[] {
  const g = r.game;
  if (r.winAt === null) {
    return [
      `Hat der Lomber mehr Stiche als jeder ${g === 'en-quatre' ? 'andere' : 'Gegner'}, gewinnt er. Hat ein Gegner gleich viele, ist es Remise: der Lomber verliert. Hat ein Gegner mehr, ist es Codille.`,
      g === 'en-quatre' ? 'Zu viert gewinnen so 5 zu 3 zu 0 zu 0 und 3 zu 2 zu 2 zu 1; 2 zu 2 zu 2 zu 2 und 4 zu 4 zu 0 zu 0 sind Remise.' : 'So gewinnen 5 Stiche immer und 4, wenn die Gegner 3 und 2 haben; 4 zu 4 zu 1 und 3 zu 3 zu 3 sind Remise.',
      'Das Solo tout ist nur mit allen Stichen gewonnen; sonst ist es verloren, als Remise oder, wenn ein Gegner mehr hat, als Codille.' + (r.variants.includes('V-O-6') ? ' Der Nullissimo endet beim ersten Stich des Lombers, als Remise.' : ''),
    ];
  }
  const side = r.partnership ? 'Die Seite des Lombers' : 'Der Lomber';
  return [
    `${side} gewinnt mit ${tricks(r.winAt)} oder mehr; ${r.winAt - 1 === r.remiseAt ? `${tricks(r.remiseAt!)} sind Remise` : `${r.remiseAt} bis ${r.winAt - 1} Stiche sind Remise`}; weniger ist Codille.` +
      (r.partnership ? ' Lomber und Partner zählen ihre Stiche zusammen; wer allein spielt, zählt allein.' : ''),
    r.partnership ? 'Macht die Seite des Lombers keinen einzigen Stich, ist das die Devole: sie zahlt jedem Gegner die Vole dazu.' : 'Das Solo tout ist nur mit allen Stichen gewonnen.',
  ];
}

function honoursText(r: OmbreRules): string[] {
  const fav = r.favourite !== 'none';
  const dbl = fav ? ' In der Farbe zählt alles doppelt.' : '';
  if (r.partnership) {
    return [
      `Die Honneurs gehen zwischen der Seite des Lombers und jedem Gegner: das Spiel (Frage 0, Mediateur 1, Grand Casco, Spadille forcée und Solo 2${r.game === 'cinquille' ? ', Solo tout 4' : ''}), die Matadore beider Hände zusammen (3 Matadore 1, jeder weitere 1 mehr), die Premiers 1, die Vole 2, die Devole 2.${dbl}`,
      'Mit Partner zahlt der letzte Gegner der Reihe nach an den Partner, die anderen an den Lomber; verloren zahlen Lomber und Partner ebenso. Wer seinen eigenen König ruft, bekommt für das Spiel nichts, nur Matadore und Premiers' + (r.game === 'cinquille' ? '; verliert er, zahlt er nur die Bête.' : '.'),
      'Beim Mediateur zahlen nur die Gegner, die die Karte nicht gegeben haben, den Wert des Spiels; verliert er, zahlt er ihn jedem von ihnen und dem Geber doppelt.',
    ];
  }
  const v3 = r.variants.includes('V-O-3');
  const v5 = r.variants.includes('V-O-5');
  const v6 = r.variants.includes('V-O-6');
  return [
    `Die Honneurs gehen zwischen dem Lomber und jedem Gegner. Das Spiel: Frage 0 (in der Farbe 1), Tourné ${v5 ? '2' : '1'}, Obscurité 2${v3 ? ' (von unten 4, aus der Mitte 8)' : ''}${v5 ? '' : ', Grand Casco 2'}, Solo 2, ${v6 ? 'Grandissimo 8, Nullissimo 16' : 'Solo tout 12 (statt Solo und Vole)'}. Dazu die Matadore (3 Matadore 1, jeder weitere 1 mehr), die Premiers 1, die Vole 4.${dbl}`,
    'Gewonnen: jeder Gegner zahlt dem Lomber das Spiel, die Matadore und, wenn gemacht, Premiers und Vole. Verloren, als Remise oder Codille: der Lomber zahlt jedem Gegner das Spiel und die Matadore. Eine angesagte und verfehlte Vole zahlt der Lomber jedem Gegner, gegen das, was er bekommt.',
    'Beispiel: ein Solo mit fünf Matadoren bringt 2 und 3, also 5 Marken von jedem Gegner, und kostet verloren ebenso viel.',
  ];
}

function tableText(r: OmbreRules): string[] {
  const out = [
    'Gespielt wird um den Pot und die höchste wartende Bête zusammen. Gewinnt der Lomber, nimmt er beides' + (r.partnership ? ' (mit Partner die Seite zusammen, der Lomber die größere Hälfte)' : '') + '; der Pot ist dann leer, die Bête ist weg.',
    `Bei Remise zahlt der Lomber eine einfache Bête in den Tisch: so viel wie der Pot und die höchste einfache Bête zusammen.${r.partnership ? (r.variants.includes('V-O-17') || r.variants.includes('V-O-18') ? ' Er zahlt sie allein.' : ' Mit Partner zahlen beide die Hälfte, das Ungerade der Lomber.') : ''} Sie wartet auf einen späteren Gewinner.`,
  ];
  if (r.partnership) out.push('Bei Codille nehmen die Gegner, was auf dem Spiel steht, und teilen es gleich; was nicht aufgeht, bekommen einzeln die mit dem höchsten Trumpf. Eine Bête wird nicht geschrieben.');
  else if (r.variants.includes('V-O-9')) out.push('Bei Codille nimmt der Gegner mit den meisten Stichen den Pot und die Bête, als hätte er gewonnen; der Lomber zahlt eine einfache Bête.');
  else out.push('Bei Codille zahlt der Lomber eine doppelte Bête, doppelt so viel wie eine einfache; wer die Codille gemacht hat, bekommt nichts weiter. Eine doppelte Bête dient nie als Grundlage einer neuen.');
  out.push('Gibt der Lomber auf, zahlt er eine einfache Bête und keine Honneurs. Jedes Spiel wird nur um eine Bête gespielt, die höchste; die anderen warten. Z sagt dir jederzeit den Pot, die Bêten und die Marken aller Spieler.');
  return out;
}

export const ombreRulesDe: (rules: OmbreRules) => readonly RulesSection[] = rulesText;
