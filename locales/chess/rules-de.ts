/**
 * Die Schachregeln für Spieler (Umschalt+F1) auf Deutsch, für die geltenden Regeln (resolveRules in
 * src/games/chess/rules.ts; Spezifikation ../shared/rules/chess.md): die heutigen Regeln und die
 * gewählten Gesetze des Buchs. Ein eigener Teil, geladen, wenn der Spieler die Regeln zuerst aufruft.
 */
import type { RulesSection } from '../../src/i18n/messages.js';
import type { ChessRules } from '../../src/games/chess/types.js';
import { VARIANTS } from './de.js';

export function chessRulesDe(rules: ChessRules): readonly RulesSection[] {
  const sections: RulesSection[] = [
    {
      heading: 'Brett und Steine',
      paragraphs: [
        'Das Brett hat 64 Felder, die Linien a bis h und die Reihen 1 bis 8; die weißen Steine beginnen auf den Reihen 1 und 2, die schwarzen auf 7 und 8. Jede Seite hat einen König, eine Dame, zwei Türme, zwei Läufer, zwei Springer und acht Bauern. Weiß zieht zuerst, dann abwechselnd (CH1–CH15).',
        'Der König zieht ein Feld in jede Richtung; die Dame beliebig weit über freie Felder einer Reihe, Linie oder Diagonale; der Turm auf Reihen und Linien; der Läufer auf Diagonalen; der Springer springt zwei Felder in eine Richtung und eines quer. Der Bauer zieht ein Feld vorwärts, vom Ausgangsfeld auch zwei, und schlägt ein Feld schräg vorwärts; einen Bauern, der ihn eben mit einem Doppelschritt passiert hat, darf er en passant schlagen (CH5–CH12).',
      ],
    },
    {
      heading: 'Schach, Matt, Rochade',
      paragraphs: [
        'Kein Zug darf den eigenen König angegriffen lassen. Ein angegriffener König steht im Schach und muss sofort heraus; kann er es nicht, ist er schachmatt und die Partie verloren (CH16–CH19).',
        'Rochade: der König geht zwei Felder auf einen ungezogenen Turm zu, der Turm springt über ihn, wenn die Felder dazwischen leer sind, der König nicht im Schach steht und kein angegriffenes Feld überquert oder betritt (CH20–CH22).',
        rules.stalemate === 'half'
          ? 'Wer nicht ziehen kann, ohne ins Schach zu geraten, ist patt. Nach dem Gesetz des Buchs verliert er den halben Einsatz (V-CH-2).'
          : rules.stalemate === 'english'
            ? 'Wer nicht ziehen kann, ohne ins Schach zu geraten, ist patt, und nach englischem Brauch gewinnt er (V-CH-3).'
            : 'Wer nicht ziehen kann, ohne ins Schach zu geraten, ist patt: die Partie ist remis (CH25). Remis ist sie auch, wenn keine Seite mattsetzen kann, nach fünfzig Zügen jeder Seite ohne Schlagen und ohne Bauernzug und bei dreimal derselben Stellung (CH26).',
      ],
    },
    {
      heading: 'Umwandlung',
      paragraphs: [
        rules.lacking
          ? 'Ein Bauer auf der letzten Reihe wird nur zu einem Stein, den seine Seite verloren hat, nach deiner Wahl unter diesen. Ist keiner verloren, wartet er auf der letzten Reihe und greift nichts an, bis ein Stein seiner Seite geschlagen wird; dann wird er zu einem Stein dieser Art (V-CH-1).'
          : 'Ein Bauer, der die letzte Reihe erreicht, wird im selben Zug zu Dame, Turm, Läufer oder Springer nach deiner Wahl (CH13).',
      ],
    },
    {
      heading: 'An diesem Tisch',
      paragraphs: [
        'Die Pfeile bewegen sich über das Brett; Eingabe auf einem eigenen Stein nimmt ihn auf und sagt, wohin er kann, Eingabe auf einem dieser Felder zieht ihn. K, Q, T, B, N, P springen zu König, Damen, Türmen, Läufern, Springern und Bauern, mit Umschalt zu denen des Gegners. H zählt deine Steine auf, A sagt, was ein Feld angreift, M die Züge des Steins dort, D liest das Brett, S den Stand. In der Befehlszeile tippst du Sf3, e2e4 oder Springer f3.',
      ],
    },
  ];
  if (rules.variants.length) sections.push({ heading: 'Geltende Gesetze des Buchs', paragraphs: rules.variants.map((v) => `${v}: ${VARIANTS[v]?.name ?? v}. ${VARIANTS[v]?.description ?? ''}`) });
  return sections;
}
