// German text of the Angriff der Rebellen rules reference: our own words, the game's German terms
// as the game's screens use them (terms we could not check against the printed leaflet are listed in
// docs/GLOSSARY-de.md).
import { list, para, reading, steps, table, tip, warning, type RuleTranslation } from '../../core/rules'

export const angriffRulesDe: Readonly<Record<string, RuleTranslation>> = {
  'angriff-der-rebellen.components': {
    title: 'Spielmaterial',
    summary:
      '30 Weltraum-Plättchen (3 Asteroidenfelder, 4 Astromechs, 5 Verbündete, 18 imperiale Raumschiffe), 4 Rebellenschiffe mit Standfüßen, 20 Energie-Chips und ein zehnseitiger Würfel; 2–4 Personen.',
    body: [
      table(
        ['Weltraum-Plättchen', 'Anzahl', 'Welche'],
        [
          ['Asteroidenfeld', '3', '—'],
          ['Astromech', '4', 'R2-D2, R2-A3, R2-C4, R5-D7'],
          ['Verbündeter', '5', 'Yoda, Luke, Han, Chewbacca, Leia'],
          [
            'Imperiales Raumschiff',
            '18',
            'Raumfähre ×2, TIE-Jäger ×3, TIE-Abfangjäger ×4, TIE-Bomber ×4, Sternzerstörer ×3, Supersternzerstörer ×1, Todesstern ×1',
          ],
        ],
      ),
      para(
        'Rebellenschiffe: Millennium Falke, X-Flügler, B-Flügler, Y-Flügler. Vor der ersten Partie alles vorsichtig herauslösen und die Schiffe in die Standfüße stecken.',
      ),
    ],
    keywords: [
      'Spielmaterial',
      'Inhalt',
      'Plättchen',
      'wie viele Plättchen',
      'imperiale Schiffe',
      'Rebellenschiffe',
      'vor der ersten Partie',
      'Schachtel',
    ],
  },
  'angriff-der-rebellen.setup': {
    title: 'Spielaufbau',
    summary:
      'Jede Person nimmt ein Rebellenschiff; 16 zufällige, verdeckte Plättchen bilden ein 4×4-Raster, die übrigen 14 den Nachziehstapel; Chips und Würfel daneben; die Schiffe starten auf verschiedenen Ecken.',
    body: [
      steps(
        'Jede Person wählt ein Rebellenschiff; übrige Schiffe kommen in die Schachtel zurück.',
        'Alle 30 Weltraum-Plättchen mit der leeren Seite nach oben mischen.',
        '16 davon verdeckt als Raster aus 4 × 4 auslegen; die anderen 14 bilden verdeckt den Nachziehstapel.',
        'Die 20 Energie-Chips als Vorrat und den Würfel bereitlegen.',
        'Jede Person stellt ihr Schiff auf eine Ecke des Rasters — auf jede Ecke höchstens eines.',
      ),
    ],
    keywords: ['Aufbau', 'Spielaufbau', 'Vorbereitung', 'Raster', '4x4', 'Ecke', 'Start', 'Nachziehstapel'],
  },
  'angriff-der-rebellen.quick.turn': {
    title: 'Übersicht: dein Zug',
    summary:
      'Ein Feld ziehen, ein benachbartes Plättchen aufdecken und abhandeln, dann eine Lücke aus dem Nachziehstapel füllen. Die jüngste Person beginnt, dann geht es im Uhrzeigersinn weiter.',
    body: [
      steps(
        'Dein Schiff auf ein waagerecht oder senkrecht benachbartes Plättchen ohne Schiff ziehen.',
        'Ein freies, verdecktes Plättchen neben dir aufdecken.',
        'Astromech / Verbündeter: nehmen, wenn du noch keinen dieser Art hast; sonst zurückdrehen und noch einmal ziehen und aufdecken.',
        'Imperiales Raumschiff: 1 Energie-Chip nehmen (höchstens 5) oder kämpfen.',
        'Asteroidenfeld: zurückdrehen; dein Zug endet.',
        'Eine Lücke verdeckt mit dem obersten Plättchen des Nachziehstapels füllen.',
      ),
    ],
    keywords: [
      'Zug',
      'Spielzug',
      'Ablauf',
      'Übersicht',
      'Spickzettel',
      'Reihenfolge',
      'Uhrzeigersinn',
      'wer beginnt',
      'jüngste',
    ],
  },
  'angriff-der-rebellen.move': {
    title: 'Dein Schiff ziehen',
    summary:
      'Ein Plättchen nach oben, unten, links oder rechts auf ein Plättchen ohne Schiff ziehen; sind alle besetzt, auf das nächste freie Plättchen hinter einem besetzten.',
    body: [
      list(
        'Nur waagerecht oder senkrecht — nie schräg.',
        'Frei ist ein Plättchen, auf dem kein Rebellenschiff steht.',
        'Eingekeilt: Du darfst über einen besetzten Nachbarn hinweg bis zum ersten freien Plättchen dahinter ziehen.',
      ),
    ],
    keywords: ['ziehen', 'Bewegung', 'bewegen', 'diagonal', 'schräg', 'benachbart', 'besetzt', 'blockiert', 'springen'],
  },
  'angriff-der-rebellen.reveal': {
    title: 'Ein Plättchen aufdecken',
    summary:
      'Nach dem Ziehen ein verdecktes Plättchen neben deinem Schiff umdrehen, auf dem kein Schiff steht; was dann geschieht, hängt vom Plättchen ab.',
    body: [
      table(
        ['Plättchen', 'Was geschieht'],
        [
          ['Astromech', 'Nehmen, wenn du keinen Astromech hast; +1 in jedem Duell'],
          ['Verbündeter', 'Nehmen, wenn du keinen Verbündeten hast; einmal +2'],
          ['Imperiales Raumschiff', 'Einen Energie-Chip nehmen oder dagegen kämpfen'],
          ['Asteroidenfeld', 'Zurückdrehen; Zug vorbei'],
        ],
      ),
    ],
    keywords: ['aufdecken', 'umdrehen', 'Plättchen umdrehen', 'aufgedeckt'],
  },
  'angriff-der-rebellen.astromech': {
    title: 'Astromechs',
    summary:
      'Dein erster Astromech bleibt für immer bei dir und gibt +1 in jedem Duell; einen zweiten darfst du nicht nehmen — zurückdrehen, dann noch einmal ziehen und aufdecken.',
    body: [
      list(
        'Höchstens ein Astromech pro Person.',
        'Bonus: +1 in jedem Kampf, wird nie verbraucht.',
        'Schon einen? Plättchen liegen lassen und zurückdrehen, dann sofort ein weiteres Feld ziehen und ein neues Plättchen aufdecken.',
      ),
    ],
    keywords: ['Astromech', 'Astromech-Droide', 'R2-D2', 'Droide', 'plus eins', 'zweiter Astromech', 'Dauerbonus'],
  },
  'angriff-der-rebellen.ally': {
    title: 'Verbündete',
    summary:
      'Dein erster Verbündeter gibt +2 in einem Duell deiner Wahl und kommt danach unter den Nachziehstapel; ein unbenutzter Verbündeter zählt am Ende 1 Siegpunkt.',
    body: [
      list(
        'Höchstens ein Verbündeter zur selben Zeit.',
        'In einem Kampf deiner Wahl einsetzen; danach verdeckt unter den Nachziehstapel.',
        'Schon einen? Das neue Plättchen zurückdrehen, dann noch einmal ziehen und aufdecken.',
        'Liegt er bei Spielende noch vor dir: 1 Siegpunkt.',
      ),
    ],
    keywords: [
      'Verbündeter',
      'Verbündete',
      'Yoda',
      'Luke',
      'Han',
      'Leia',
      'Chewbacca',
      'plus zwei',
      'Siegpunkt Verbündeter',
    ],
  },
  'angriff-der-rebellen.imperial-ship': {
    title: 'Imperiales Raumschiff aufgedeckt: Chip oder Kampf',
    summary:
      'Du wählst: nicht kämpfen und 1 Energie-Chip aus dem Vorrat nehmen (nie mehr als 5 vor dir), oder das Schiff im Duell bekämpfen.',
    body: [
      table(
        ['Wahl', 'Folge'],
        [
          ['Kraft sammeln', '+1 Energie-Chip (höchstens 5)'],
          ['Kämpfen', 'Duell gegen die ausgewürfelte Stärke des Schiffs'],
        ],
      ),
      reading(
        'Das Heft sagt nicht, wohin das Schiff kommt, wenn du stattdessen den Chip nimmst. Holotable behandelt es wie einen verlorenen Kampf: Das Plättchen wird an seinem Platz zurückgedreht und kann später wieder aufgedeckt werden.',
      ),
    ],
    keywords: [
      'imperiales Raumschiff',
      'Raumschiff',
      'TIE',
      'Sternzerstörer',
      'Todesstern',
      'Kampf oder Chip',
      'nicht kämpfen',
    ],
  },
  'angriff-der-rebellen.power-chips': {
    title: 'Energie-Chips',
    summary:
      'Jeder eingesetzte Chip gibt +1 im Duell; du darfst höchstens 5 besitzen; eingesetzte Chips gehen in den Vorrat zurück; am Ende entscheiden sie Gleichstände.',
    body: [
      list(
        'Du bekommst einen, wenn du gegen ein aufgedecktes imperiales Raumschiff nicht kämpfst.',
        'Obergrenze: 5 Chips.',
        'Im Duell beliebig viele einsetzen: je +1, danach zurück in den Vorrat.',
        'Gleichstand am Ende: Wer mehr Chips hat, gewinnt.',
      ),
    ],
    keywords: [
      'Energie-Chip',
      'Energie-Chips',
      'Kraftchips',
      'Chips',
      'wie viele Chips',
      'höchstens 5',
      'Obergrenze',
      'Vorrat',
    ],
  },
  'angriff-der-rebellen.duel': {
    title: 'Das Duell gegen ein imperiales Raumschiff',
    summary:
      'Dein rechter Nachbar würfelt für das Schiff und zählt die rote Zahl dazu; du würfelst und zählst deine Boni dazu; du gewinnst, wenn du mindestens den Wert des Schiffs erreichst.',
    body: [
      steps(
        'Die Person rechts von dir würfelt mit dem W10 und addiert die rote Zahl oben links auf dem Schiffsplättchen; sie sagt die Summe an. Ihre eigenen Plättchen zählen dabei nie.',
        'Du würfelst mit dem W10 und darfst addieren: Astromech +1, Verbündeter +2 (einmal), beliebig viele Energie-Chips je +1.',
        'Gleich oder höher: Du gewinnst. Niedriger: Du verlierst.',
      ),
      table(
        ['', 'Wert'],
        [
          ['TIE-Abfangjäger: Nachbar würfelt 4, Plättchen gibt 3 dazu', '7'],
          ['Du: Wurf 3 + Astromech 1 + Verbündeter 2 + ein Chip 1', '7'],
          ['Ergebnis', 'Gleichstand → du gewinnst'],
        ],
        'Beispiel',
      ),
    ],
    keywords: [
      'Duell',
      'Würfelduell',
      'Kampf',
      'kämpfen',
      'würfeln',
      'W10',
      'wer würfelt',
      'Gleichstand',
      'Kampf unentschieden',
      'Nachbar',
      'Stärke',
      'rote Zahl',
    ],
  },
  'angriff-der-rebellen.won-fight': {
    title: 'Einen Kampf gewinnen',
    summary:
      'Nimm das Schiffsplättchen (seine Siegpunkte stehen unten rechts); eingesetzter Verbündeter und eingesetzte Chips sind verbraucht, der Astromech bleibt.',
    body: [
      list(
        'Das besiegte Schiff legst du vor dich.',
        'Ein eingesetzter Verbündeter kommt unter den Nachziehstapel; eingesetzte Chips gehen in den Vorrat.',
        'Chips, die du nicht eingesetzt hast, behältst du.',
        'Der Astromech wird nie verbraucht.',
      ),
    ],
    keywords: ['Kampf gewonnen', 'gewinnen', 'Schiff nehmen', 'Verbündeten abgeben', 'Chips abgeben', 'Siegpunkte'],
  },
  'angriff-der-rebellen.lost-fight': {
    title: 'Was ein verlorener Kampf kostet',
    summary:
      'Holotables Lesart: Verlieren kostet nichts — Verbündeter und Energie-Chips bleiben bei dir, das Schiff wird an seinem Platz zurückgedreht. Manche Runden geben die eingesetzten Boni trotzdem ab.',
    body: [
      para(
        'Nach einer Niederlage bleibt das Schiffsplättchen an seinem Ort, wieder verdeckt, und jede Person kann es später erneut aufdecken; seine Stärke wird dann neu gewürfelt.',
      ),
      table(
        ['Lesart', 'Verbündeter und Chips nach verlorenem Kampf'],
        [
          ['Holotable (wörtlicher Text, mit „Wichtig“ markiert)', 'Behalten — nichts wird abgegeben'],
          ['Alternative', 'Eingesetzter Verbündeter und eingesetzte Chips sind verbraucht, wie bei einem Sieg'],
        ],
      ),
      reading(
        'Die gedruckte Zeile („weder … noch“) nimmt bei einer Niederlage weder Verbündeten noch Chips. Das Rechenbeispiel zeigt nur einen Sieg, darum geben manche Runden eingesetzte Boni in jedem Fall ab. Prüfe die Zeile in deinem Heft; die Kämpfe im Weltraum-Reiter folgen der ersten Zeile, solange die Spieloption unten nichts anderes sagt.',
      ),
      tip(
        'Wer anders spielen will, wählt bei „Was ein verlorener Kampf kostet“ die Variante mit dem eingesetzten Verbündeten und den eingesetzten Chips (Spieloptionen beim Start einer Partie oder im Weltraum-Reiter). Jeder Kampf wird mit der Lesart gespeichert, die galt, als er ausgefochten wurde.',
      ),
    ],
    keywords: [
      'verlorener Kampf',
      'verlieren',
      'Niederlage',
      'Kosten',
      'Verbündeter verloren',
      'Chips verloren',
      'abgeben',
      'Strafe',
      'weder noch',
    ],
  },
  'angriff-der-rebellen.asteroid-field': {
    title: 'Asteroidenfelder',
    summary: 'Pech gehabt: Das Asteroidenfeld wieder umdrehen, und dein Zug ist sofort zu Ende.',
    body: [para('Du nimmst nichts, also entsteht keine Lücke; die nächste Person ist dran.')],
    keywords: ['Asteroid', 'Asteroidenfeld', 'Asteroidenfelder', 'Pech', 'Zug endet'],
  },
  'angriff-der-rebellen.turn-tiles-back': {
    title: 'Ein Plättchen „wieder aufdecken“',
    summary:
      'Bei verlorenem Kampf, zweitem Astromech oder zweitem Verbündeten heißt es in der Übersetzung, das Plättchen werde „wieder offen“ hingelegt; Holotable liest es als wieder verdeckt, damit es später erneut aufgedeckt werden kann.',
    body: [
      para(
        'Verdeckte Plättchen liegen mit der leeren Seite nach oben. Ein Schiff aus einem verlorenen Kampf kann später wieder aufgedeckt werden, also muss es zurück auf verdeckt; beim Asteroidenfeld heißt es ausdrücklich „wieder verdeckt“.',
      ),
      reading(
        'Holotable dreht all diese Plättchen auf verdeckt zurück. Alternative: sie offen liegen lassen — dann könnte sie später niemand mehr aufdecken.',
      ),
    ],
    keywords: ['wieder aufdecken', 'zurückdrehen', 'verdeckt', 'Übersetzung', 'offen', 'Ausrichtung'],
  },
  'angriff-der-rebellen.fill-gap': {
    title: 'Lücken füllen',
    summary:
      'Am Ende deines Zuges: Hat das Raster ein Loch, kommt das oberste Plättchen des Nachziehstapels ungesehen hinein.',
    body: [
      list(
        'Am Ende jedes Zuges nachsehen.',
        'Verdeckt füllen, direkt vom Nachziehstapel.',
        'Danach ist die nächste Person im Uhrzeigersinn dran.',
      ),
    ],
    keywords: ['Lücke', 'füllen', 'Loch', 'Nachziehstapel', 'nachlegen', 'leerer Platz'],
  },
  'angriff-der-rebellen.end-of-game': {
    title: 'Spielende',
    summary:
      'Das Spiel endet, wenn am Ende eines Zuges eine Lücke entsteht und der Nachziehstapel leer ist, sodass sie nicht gefüllt werden kann.',
    body: [para('Dann wird abgerechnet.')],
    keywords: ['Spielende', 'Ende', 'wann endet das Spiel', 'Nachziehstapel leer', 'letzter Zug'],
  },
  'angriff-der-rebellen.scoring': {
    title: 'Schlusswertung',
    summary:
      'Zähle die Siegpunkte deiner besiegten Schiffe plus 1 für einen unbenutzten Verbündeten; die meisten Punkte gewinnen, bei Gleichstand mehr Energie-Chips, danach wird geteilt.',
    body: [
      steps(
        'Die aufgedruckten Punkte deiner Schiffsplättchen addieren.',
        '1 dazu für einen Verbündeten, der noch vor dir liegt.',
        'Die meisten Punkte gewinnen.',
        'Gleichstand: mehr Energie-Chips gewinnen.',
        'Immer noch gleich: gemeinsamer Sieg.',
      ),
    ],
    keywords: [
      'Wertung',
      'Schlusswertung',
      'Siegpunkte',
      'Punkte',
      'Sieger',
      'Gleichstand',
      'unentschieden',
      'wer gewinnt',
    ],
  },
  'angriff-der-rebellen.die': {
    title: 'Der zehnseitige Würfel',
    summary:
      'Duelle nutzen einen W10; manche Ausgaben zählen ihn von 0 bis 9. Beide Seiten werfen denselben Würfel, die Gewinnchancen ändern sich also nicht.',
    body: [
      tip(
        'Eine 0 gilt als niedrigste Seite. Beide Würfe nutzen denselben Würfel, darum ergibt ein Würfel mit 0–9 dieselbe Gewinnchance wie einer mit 1–10.',
      ),
    ],
    keywords: ['Würfel', 'W10', 'zehnseitig', 'Null', '0-9'],
  },
  'angriff-der-rebellen.ship-values': {
    title: 'Stärke und Punkte der Schiffe',
    summary:
      'Aus dem Text bekannt ist nur der Stärkebonus des TIE-Abfangjägers (3); Bonus und Punkte aller anderen Schiffe stehen auf den Plättchen, darum fragt Holotable danach.',
    body: [
      warning('Nicht in den Quellen: Stärkeboni und Siegpunkte der übrigen imperialen Schiffe.'),
      reading('Trage sie einmal von deinen Plättchen ein; Holotable merkt sie sich als Korrekturen.'),
    ],
    keywords: ['Schiffsstärke', 'Schiffspunkte', 'TIE-Abfangjäger', 'unbekannte Werte', 'rote Zahl'],
  },
}
