// German text of the Race for the Galaxy: Rebel vs Imperium rules reference: our own words,
// translating our English entries block for block, with the terms the game's German screens use
// (terms to check are listed in docs/GLOSSARY-de.md). Card, goal and start-world names are the
// printed English ones, as on the game's screens, until the German cards are checked; the German
// names we would guess stay as search words only.
import { list, para, reading, steps, table, tip, warning, type RuleTranslation } from '../../core/rules'

export const rftgRulesDe: Readonly<Record<string, RuleTranslation>> = {
  'rftg-rebel-vs-imperium.objective': {
    title: 'Was diese Erweiterung hinzufügt',
    summary:
      'Weiter ein Wettlauf um die meisten Siegpunkte, jetzt mit Rebellen- und Imperium-Karten und Übernahmen: Militärwelten anderer Personen erobern.',
    body: [
      list(
        'Die meisten SP am Ende gewinnen, wie im Grundspiel.',
        'Neu: Übernahmen von Militärwelten anderer Personen (optional, geschaltet durch die Übernahmescheibe).',
        'Neue Ziele und eine neue Art, die Startwelten auszuteilen.',
      ),
    ],
    keywords: ['Ziel', 'Spielziel', 'Überblick', 'Erweiterung', 'was ist neu'],
  },
  'rftg-rebel-vs-imperium.setup': {
    title: 'Änderungen beim Aufbau',
    summary:
      'Die neuen Karten einmischen (neue Gambling World, dritte Research Labs), 2 „Meiste“- und 4 „Erste“-Ziele nutzen, die Übernahmescheibe stellen, bei Übernahmen Militärleisten austeilen, Startwelten nach Farbe geben.',
    body: [
      steps(
        'SP-Chips, Ziel-Plättchen, Militärleisten, die Übernahmescheibe und die Marker aus den Stanzbögen lösen.',
        'Die neuen Karten dazunehmen; die alte Gambling World gegen die überarbeitete tauschen; die dritten Research Labs dazunehmen.',
        'Ziele: neue mit alten mischen; 2 „Meiste“-Ziele und 4 „Erste“-Ziele ziehen.',
        'Übernahmescheibe: Im ersten Spiel einer Spielrunde liegt die rote Seite „keine Übernahmen“ oben; danach abwechselnd an und aus.',
        'Holotable übernimmt den Wechsel bei „Neues Spiel“: Ein Spiel, das innerhalb von 6 Stunden nach der letzten Änderung am vorigen Rebel-vs-Imperium-Spiel beginnt, setzt dessen Spielrunde fort und bekommt die umgekehrte Einstellung; sonst beginnen Übernahmen aus. Das Kästchen bleibt änderbar, und die Wahl wird mit dem Spiel gespeichert.',
        'Übernahmen an: Jede Person bekommt eine Militärleiste und 4 Würfelchen (rot, lila, 2 hellrot); die 2 Übernahme-Abwehr-Marker und den Rebellen-Übernahmebonus-Marker bereitlegen.',
        'Startwelten: siehe den Eintrag „Startwelten austeilen“.',
      ),
      tip(
        'Ohne The Gathering Storm: die Ziele und die neue Art, Startwelten auszuteilen, weglassen; Übernahmen funktionieren trotzdem, Improved Logistics wird ignoriert.',
      ),
    ],
    keywords: [
      'Aufbau',
      'Vorbereitung',
      'Übernahmescheibe',
      'neue Karten',
      'Glücksspielwelt',
      'Forschungslabore',
      'wie viele Ziele',
    ],
  },
  'rftg-rebel-vs-imperium.start-worlds': {
    title: 'Startwelten austeilen',
    summary:
      'Startwelten in blau (gerade) und rot (ungerade) teilen, jeder Person eine von jeder Farbe plus 6 Karten geben; eine Welt und 4 Karten behalten, dann gemeinsam aufdecken.',
    body: [
      steps(
        'Wenn die Ziele ausliegen, die Startwelten nach der Farbe ihrer Nummer sortieren: blau (gerade) und rot (ungerade).',
        'Jede Gruppe mischen; jeder Person eine blaue und eine rote geben.',
        'Die übrigen Startwelten in den Stapel mischen; jeder Person 6 Karten geben.',
        'Jede Person sieht sich alle 8 Karten an und wirft 1 Startwelt und 2 Karten ab.',
        'Die gewählten Startwelten gemeinsam aufdecken und beginnen.',
      ),
      table(
        ['Blau (gerade)', 'Rot (ungerade)'],
        [
          ['0 Old Earth', '1 Epsilon Eridani'],
          ['2 Alpha Centauri', '3 New Sparta'],
          ['4 Earth’s Lost Colony', '5 Separatist Colony'],
          ['6 Ancient Race', '7 Damaged Alien Factory'],
          ['8 Doomed World', '9 Rebel Cantina'],
          ['10 Galactic Developers', '11 Imperium Warlord'],
        ],
      ),
    ],
    keywords: ['Startwelt', 'austeilen', 'blau', 'rot', 'gerade', 'ungerade', 'Starthand'],
  },
  'rftg-rebel-vs-imperium.start-world-numbers': {
    title: 'Nummern der Startwelten',
    summary:
      'Die Farben sind sicher; die Nummern 0–11 stammen aus einer Quelle. Sie zählen, weil Übernahmen ab der Startwelt mit der niedrigsten Nummer abgewickelt werden.',
    body: [
      reading(
        'Holotable nutzt die Nummern aus der Tabelle der Startwelten und kennzeichnet sie in den Reitern Aufbau und Übernahmen mit „auf eurem Exemplar prüfen“, bis ihr sie korrigiert (Einstellungen › Korrekturen der Spieldaten, eine Nummer je Startwelt); der Reiter Übernahmen ordnet die Ansagen nach den korrigierten Nummern.',
      ),
      reading(
        'Eine korrigierte Nummer muss weiter zur Farbe ihrer Welt passen (gerade für blau, ungerade für rot, so wie der Aufbau sie sortiert) und darf nicht die Nummer einer anderen Startwelt sein; die Einstellungen lehnen beides ab und sagen, warum.',
      ),
      reading(
        'Die Quellen nennen zu keiner Startwelt ihr Set, darum fragt der Reiter Aufbau vor dem ersten Austeilen, welche Startwelten in euren Schachteln sind, merkt sich die Antwort (Einstellungen › Korrekturen der Spieldaten) und teilt nur aus diesen aus.',
      ),
    ],
    keywords: ['Startweltnummer', 'niedrigste Nummer', 'unsicher', 'Reihenfolge'],
  },
  'rftg-rebel-vs-imperium.game-flow': {
    title: 'Rundenablauf (aus dem Grundspiel)',
    summary:
      'Diese Regel verweist für die Runde auf das Grundspiel: Alle wählen geheim Phasen, und nur gewählte Phasen finden statt, in Phasenreihenfolge.',
    body: [
      list(
        'Alle wählen geheim eine Aktionskarte, dann decken alle auf.',
        'Die gewählten Phasen laufen der Reihe nach ab: Erkunden (I), Entwickeln (II), Besiedeln (III), Konsumieren (IV), Produzieren (V).',
        'Am Ende der Runde auf das Handlimit abwerfen (10, wenn keine Fähigkeit es erhöht).',
      ),
      warning(
        'Der Text der Erweiterung geht hier nicht ins Detail; für die Phasenboni gilt die Spielregel eures Grundspiels.',
      ),
    ],
    keywords: [
      'Runde',
      'Phasen',
      'Erkunden',
      'Entwickeln',
      'Besiedeln',
      'Konsumieren',
      'Produzieren',
      'Ablauf',
      'Fluxo do Jogo',
      'Ações e Como Jogar',
    ],
  },
  'rftg-rebel-vs-imperium.quick.round': {
    title: 'Übersicht: eine Runde mit Übernahmen',
    summary:
      'Phasen wählen; beim Besiedeln erst Welten auslegen, dann Übernahmen mit Besiedeln-Fähigkeiten ansagen und sie am Ende des Besiedelns der Reihe nach abwickeln.',
    body: [
      steps(
        'Aktionen wählen und aufdecken.',
        'Besiedeln: Welten auslegen und aufdecken, für sie bezahlen.',
        'Wer keine Welt ausgelegt hat (oder eine zweite auslegen darf), kann eine Übernahme ansagen: Fähigkeit, Zielwelt, vorübergehendes Militär.',
        'Ende von Besiedeln: Übernahmen im Uhrzeigersinn abwickeln, ab der Startwelt mit der niedrigsten Nummer.',
        'Bei jeder: Die Verteidigung darf nicht eingesetztes vorübergehendes Militär dazugeben; Angriff ≥ Militär der Verteidigung + Verteidigung der Welt gewinnt.',
        'Wer gewinnt, nimmt die Welt samt ihrer Ware und zieht die Karten, die das Auslegen bringen würde.',
      ),
      list(
        '□ Übernahmescheibe mit der roten Seite oben: keine Übernahmen in diesem Spiel.',
        '□ Das Spiel endet am Ende einer Runde, in der jemand 12+ Karten in der Auslage hat.',
      ),
    ],
    keywords: ['Spickzettel', 'Übersicht', 'Kurzreferenz', 'Zug', 'Runde', 'Besiedeln mit Übernahmen'],
  },
  'rftg-rebel-vs-imperium.takeovers': {
    title: 'Übernahmen',
    summary:
      'Mit eingeschalteten Übernahmen darfst du eine Militärwelt einer anderen Person erobern, wenn du eine Übernahme-Fähigkeit hast, für die sie angreifbar ist.',
    body: [
      list(
        'Die Übernahmescheibe zeigt, ob Übernahmen in diesem Spiel an sind.',
        'Aus: jede Fähigkeit mit Übernahmesymbol ignorieren; die anderen Fähigkeiten und Eigenschaften der Karten gelten weiter.',
        'Nur Militärwelten können übernommen werden.',
      ),
    ],
    keywords: ['Übernahme', 'erobern', 'Welt stehlen', 'Invasion', 'Person angreifen', 'Übernahmescheibe', 'an aus'],
  },
  'rftg-rebel-vs-imperium.vulnerability': {
    title: 'Wer für eine Übernahme angreifbar ist',
    summary:
      'Jede Übernahme-Fähigkeit hat ihr eigenes Ziel: Imperium Seat trifft Personen mit einer Rebellen-Militärwelt, Rebel Alliance Personen mit einer Imperium-Karte, Imperium Cloaking Technology alle mit Militär 1+.',
    body: [
      table(
        ['Fähigkeit der angreifenden Person', 'Du bist ein Ziel, wenn deine Auslage enthält'],
        [
          ['Imperium Seat', 'Mindestens eine Rebellen-Militärwelt'],
          ['Rebel Alliance', 'Mindestens eine Imperium-Karte'],
          ['Imperium Cloaking Technology', 'Militär von insgesamt 1 oder mehr'],
        ],
      ),
      tip(
        'Außer Reichweite: eine Auslage ohne Rebellen-Militärwelten, ohne Imperium-Karten und ohne dauerhaftes allgemeines Militär (vorübergehendes oder spezialisiertes Militär schadet nicht).',
      ),
      reading(
        'Imperium Seat und Imperium Cloaking Technology sind selbst Imperium-Karten: Die Zahl der Imperium-Karten im Reiter Auslagen schließt sie ein, und wer Cloaking Technology für eine Übernahme abwirft, senkt sie um eins.',
      ),
    ],
    keywords: ['angreifbar', 'Angreifbarkeit', 'sicher vor Übernahme', 'kann ich angegriffen werden', 'Ziel'],
  },
  'rftg-rebel-vs-imperium.military-slide': {
    title: 'Militärleiste und Würfel',
    summary:
      'Roter Würfel = gesamtes Militär; ein hellroter markiert eine Rebellen-Militärwelt, ein lila eine Imperium-Karte; der zweite hellrote zeigt das zusätzliche Militär gegen Rebellenwelten.',
    body: [
      table(
        ['Würfel', 'Zeigt'],
        [
          ['Rot', 'Dein gesamtes Militär'],
          ['Hellrot (erster)', 'Du hast eine Rebellen-Militärwelt (angreifbar für Imperium Seat)'],
          ['Lila', 'Du hast eine Imperium-Karte (angreifbar für Rebel Alliance)'],
          ['Hellrot (zweiter)', 'Zusätzliches Militär gegen Rebellenwelten'],
        ],
      ),
      para('Über 10 Militär: eine freie Militärleiste umdrehen und bündig an deine anlegen.'),
    ],
    keywords: ['Militärleiste', 'Würfel', 'Militär anzeigen', 'roter Würfel', 'lila Würfel', 'hellrot'],
  },
  'rftg-rebel-vs-imperium.takeover-declaration': {
    title: 'Eine Übernahme ansagen',
    summary:
      'Beim Besiedeln, nachdem Welten ausgelegt sind, nennt eine Person ohne Auslage (oder mit zwei) die Fähigkeit, die Zielwelt und vorübergehendes Militär. Welten aus diesem Besiedeln sind kein Ziel.',
    body: [
      list(
        'Zeitpunkt: während die Besiedeln-Fähigkeiten genutzt werden, nachdem die Welten ausgelegt und aufgedeckt sind — es gibt keinen eigenen Schritt zum Ansagen.',
        'Eine Übernahme-Fähigkeit zu nutzen ist deine Besiedeln-Aktion: nur wenn du keine Welt ausgelegt hast oder eine zweite Auslage hast (z. B. Improved Logistics).',
        'Ansagen: die Fähigkeit, die du nutzt, die Welt, die du willst, und das vorübergehende Militär, das du einsetzt.',
        'Nicht erlaubt: eine Welt als Ziel, die in dieser Phase neu ausgelegt wurde. Auch die Fähigkeiten und Eigenschaften neuer Welten wirken nicht auf Übernahmen.',
      ),
      reading(
        'Der Reiter Übernahmen zählt die Besiedeln-Aktionen: eine je Besiedeln, zwei mit Improved Logistics; eine ausgelegte Welt und jede angesagte oder versuchte Übernahme verbraucht eine, und eine weitere wird mit dem Grund abgelehnt, bis „Neue Besiedeln-Phase“ gedrückt wird. Dass Improved Logistics zwei Übernahmen erlaubt, wenn keine Welt ausgelegt wurde, ist unsere Auslegung.',
      ),
      reading(
        'Eine Ansage ist verbindlich: Das Ansagen ist die Besiedeln-Aktion, und jede angesagte Übernahme wird der Reihe nach abgewickelt. Der Text kennt keinen Weg zurück von einer Ansage, aber die App kann einen Tippfehler nicht von einer Meinungsänderung unterscheiden, darum lässt der Reiter Übernahmen eine Ansage nur entfernen, bis die erste Übernahme dieses Besiedelns abgewickelt ist. Ab dann wird „Entfernen“ mit dem Grund abgelehnt, und jede aufgeführte Ansage verbraucht die Besiedeln-Aktion ihrer angreifenden Person bis „Neue Besiedeln-Phase“, auch eine, die scheitert oder über die eine frühere Übernahme entscheidet. Macht ihr die in diesem Besiedeln abgewickelten Übernahmen rückgängig, sind Berichtigungen wieder möglich.',
      ),
      para(
        'Übernahmen werden angesagt, während die Besiedeln-Fähigkeiten genutzt werden, und danach abgewickelt: Sobald die erste Übernahme eines Besiedelns abgewickelt ist, lehnt der Reiter Übernahmen neue Ansagen mit dem Grund ab, und ebenso „Jetzt abwickeln“ im Rechner, wenn in diesem Besiedeln die Liste der Ansagen genutzt wird (ein Tisch, der nur den Rechner nutzt, wickelt dort ab, eine Übernahme nach der anderen). Solange Ansagen warten, lehnt auch der Rechner im Reiter Übernahmen das Abwickeln ab: Sie werden aus der Liste abgewickelt, der Reihe nach.',
      ),
      para(
        'Imperium Cloaking Technology wird durch die Übernahme abgeworfen, für die sie genutzt wird; wer schon eine Übernahme damit angesagt hat, kann also in diesem Besiedeln keine zweite damit ansagen: Der Reiter Übernahmen sagt das beim Ansagen.',
      ),
    ],
    keywords: [
      'ansagen',
      'Ansage',
      'Ablauf',
      'Besiedeln',
      'neu ausgelegte Welt',
      'wann darf ich übernehmen',
      'zeitweiliges Militär',
    ],
  },
  'rftg-rebel-vs-imperium.takeover-order': {
    title: 'Reihenfolge der Übernahmen',
    summary:
      'Übernahmen werden am Ende des Besiedelns im Uhrzeigersinn abgewickelt, beginnend bei der Person mit der niedrigsten Startweltnummer; eine spätere gelingt nur, wenn frühere scheiterten.',
    body: [
      steps(
        'Alle bezahlen für ihre Welten und nutzen Besiedeln-Fähigkeiten.',
        'Bei der Person mit der Startwelt mit der niedrigsten Nummer beginnen; im Uhrzeigersinn weiter.',
        'Jede angesagte Übernahme in dieser Reihenfolge abwickeln.',
      ),
      para(
        'Der Reiter Übernahmen wickelt Ansagen nur in dieser Reihenfolge ab: N wickelt die nächste ab, und „Abwickeln“ bei einer späteren wird mit dem Grund abgelehnt. Der Rechner im Reiter Übernahmen rechnet eine Übernahme nach den Ansagen aus, die vor ihr warten, und zählt das bei ihnen angesagte vorübergehende Militär mit.',
      ),
      reading(
        'Der Text sagt nicht, was aus einer Ansage wird, über die eine frühere Übernahme entschieden hat. Holotable trägt sie in ihrer Reihenfolge ein („Eintragen: fand nicht statt“ oder N): Sie wurde angesagt, also sind die Besiedeln-Aktion der angreifenden Person, das mit ihr angesagte vorübergehende Militär (es zählt für den Rest des Besiedelns weiter) und Imperium Cloaking Technology (abgeworfen) verbraucht, wie bei einer gescheiterten Übernahme; die Verteidigung gibt nichts dazu.',
      ),
      reading(
        'Der Ablauf sagt nichts über eine spätere Ansage, nachdem eine frühere gelungen ist; nur die Tipps tun es (eine spätere gelingt nur, wenn die früheren gescheitert sind). Holotable lässt eine spätere Ansage gegen eine schon übernommene Welt standardmäßig scheitern und bietet die wörtliche Lesart (jede spätere scheitert) als Schalter im Reiter Übernahmen an.',
      ),
    ],
    keywords: [
      'Reihenfolge',
      'abwickeln',
      'abhandeln',
      'wer zuerst',
      'niedrigste Startwelt',
      'Uhrzeigersinn',
      'Zeitpunkt',
    ],
  },
  'rftg-rebel-vs-imperium.takeover-success': {
    title: 'Gelingt die Übernahme?',
    summary:
      'Es gewinnt der Angriff, wenn sein Militär mindestens so groß ist wie das Militär der Verteidigung plus die Verteidigung der Zielwelt; Gleichstand gewinnt der Angriff.',
    body: [
      para(
        'Vor dem Vergleich darf die Verteidigung beliebig viel nicht eingesetztes vorübergehendes Militär dazugeben.',
      ),
      reading(
        'Vorübergehendes Militär, das in einer Übernahme eingesetzt wurde, kann nicht mehr dazugegeben werden, zählt aber bei jeder späteren Übernahme desselben Besiedelns weiter zum Militär dieser Person, beim Angriff wie bei der Verteidigung. Übernehmen also zwei Personen von derselben verteidigenden Person, steht eine Verstärkung, die die erste herausgelockt hat, auch gegen die zweite, und die Verteidigung kann nur noch dazugeben, was übrig ist. Der Text lässt nur „nicht eingesetztes“ vorübergehendes Militär dazugeben und lässt es nie vor dem Ende der Phase verfallen; dass es das ganze Besiedeln über hält, ist unsere Auslegung. Der Reiter Übernahmen zeigt es als „früher in diesem Besiedeln eingesetzt“ in der Liste der Ansagen und im Rechner, und „Neue Besiedeln-Phase“ beendet es.',
      ),
      table(
        ['Militär des Angriffs', 'Militär der Verteidigung + Verteidigung der Welt', 'Ergebnis'],
        [
          ['8', '5 + 3 = 8', 'Erfolg (Gleichstand)'],
          ['7', '5 + 3 = 8', 'Scheitert'],
        ],
        'Beispiele',
      ),
      para(
        'Bei Erfolg wechselt die Welt samt einer Ware darauf zur angreifenden Person, und diese zieht, was ein Auslegen bringen würde (Besiedeln-Bonus, Fähigkeiten „danach ziehen“).',
      ),
    ],
    keywords: ['Erfolg', 'Gleichstand', 'Angreifer gewinnt', 'Verteidigung', 'Militär vergleichen', 'Welt wechselt'],
  },
  'rftg-rebel-vs-imperium.takeover-powers': {
    title: 'Übernahmekarten und ihre Boni',
    summary:
      'Imperium Seat und Imperium Cloaking Technology greifen an, Rebel Alliance greift mit +2 je eigener Rebellen-Militärwelt an, Rebel Pact verteidigt mit +2 je Rebellen- und +1 je anderer Militärwelt.',
    body: [
      table(
        ['Karte', 'Art', 'Wirkung bei Übernahmen'],
        [
          [
            'Imperium Seat',
            '6er-Entwicklung',
            'Darf Rebellen-Militärwelten übernehmen; +1 Militär gegen Rebellenwelten',
          ],
          [
            'Rebel Alliance',
            '6er-Entwicklung',
            'Darf von Personen mit einer Imperium-Karte übernehmen; beim Angriff +2 Militär je eigener Rebellen-Militärwelt; bezahlt für Rebellen-Militärwelten mit −2',
          ],
          [
            'Imperium Cloaking Technology',
            'Kosten 1, 1 SP',
            'Abwerfen, um von einer Person mit Militär 1+ zu übernehmen',
          ],
          [
            'Rebel Pact',
            'Kosten 1, 1 SP',
            'Bei der Verteidigung: +2 je eigener Rebellen-Militärwelt, +1 je anderer Militärwelt',
          ],
          ['Imperium Troops', '—', '+1 Militär, +1 weiteres gegen Rebellenwelten'],
          ['Imperium Warlord', 'Startwelt', '+1 Militär, +1 weiteres gegen Rebellenwelten'],
        ],
      ),
      para('Alle Boni, die Welten zählen, zählen sie so, wie sie zu Beginn von Besiedeln lagen.'),
      para(
        'Der Reiter Übernahmen rechnet den Bonus von Rebel Alliance zu jeder Übernahme, die ihre Besitzerin oder ihr Besitzer versucht, egal mit welcher Fähigkeit, und die Boni von Rebel Pact und Übernahme-Abwehr nur der Verteidigung. Die Fähigkeit von Rebel Pact ist das Übernahme-Abwehr-Symbol (die Spielregel gibt bei beiden +2 je Rebellen- und +1 je anderer Militärwelt), also zählt dieser Bonus einmal, wenn beides angekreuzt ist. Zusätzliches Militär gegen Rebellenwelten (der zweite hellrote Würfel) wird als eine Zahl je Person eingetragen und zählt nur, wenn das Ziel eine Rebellenwelt ist.',
      ),
      reading(
        'Welten, die in diesem Besiedeln ausgelegt wurden, bleiben bei jeder Zählung außen vor (Angreifbarkeit, Boni, Ziele), weil ihre Fähigkeiten und Eigenschaften nicht auf Übernahmen wirken. Eine in diesem Besiedeln übernommene Welt zählt bei ihrer neuen Besitzerin oder ihrem neuen Besitzer bis zum nächsten Besiedeln ebenso wenig mit (sie lag nicht dort, als Besiedeln begann). Imperium Seat zielt nur auf Rebellen-Militärwelten.',
      ),
    ],
    keywords: [
      'Imperium Seat',
      'Rebel Alliance',
      'Cloaking Technology',
      'Rebel Pact',
      'Imperiumssitz',
      'Rebellenallianz',
      'Tarntechnologie',
      'Rebellenpakt',
      'Verteidigungsbonus',
      'Bonus',
      'Imperiumstruppen',
      'Kriegsherr',
    ],
  },
  'rftg-rebel-vs-imperium.power-labels': {
    title: 'Vertauschte Beschriftung der Übernahmesymbole',
    summary:
      'Die Symbolliste der Regel koppelt „Rebellen-Militärwelt übernehmen“ an das Ziel „Imperium-Karte“ und den +2-Bonus; Holotable folgt stattdessen der Liste zur Angreifbarkeit.',
    body: [
      table(
        ['Fähigkeit', 'Auslegung von Holotable', 'Alternative (Symbolliste wie gedruckt)'],
        [
          ['Imperium Seat', 'Zielt auf Rebellen-Militärwelten', 'Gleich'],
          [
            'Rebel Alliance',
            'Zielt auf jede Militärwelt einer Person mit einer Imperium-Karte; +2 je eigener Rebellen-Militärwelt',
            'Eine Übernahme einer „Rebellen-Militärwelt“ mit diesen Bedingungen',
          ],
        ],
      ),
      reading(
        'Der Abschnitt zur Angreifbarkeit und die Kartenliste stimmen mit der Spalte „Auslegung von Holotable“ überein, darum nutzt der Reiter Übernahmen sie.',
      ),
    ],
    keywords: ['Symbol', 'Beschriftung', 'verwirrend', 'Rebellenwelt übernehmen', 'unklar'],
  },
  'rftg-rebel-vs-imperium.pay-for-military': {
    title: 'Für Militärwelten bezahlen',
    summary:
      'Bezahlen-statt-Militär legt eine Nicht-Alien-Militärwelt für ihre Verteidigung aus; die Rebellen-Variante eine Rebellen-Militärwelt für Verteidigung −2; Kostensenker ziehen 2 weitere ab.',
    body: [
      table(
        ['Fähigkeit', 'Legt aus', 'Kosten'],
        [
          ['Bezahlen statt Militär', 'Nicht-Alien-Militärwelt als Nicht-Militärwelt', 'Verteidigung, minus Rabatte'],
          [
            'Bezahlen statt Rebellen-Militär',
            'Rebellen-Militärwelt als Nicht-Militärwelt',
            'Verteidigung − 2, minus Rabatte',
          ],
          ['Kosten für Bezahlen statt Militär senken', '(braucht eine der beiden oben)', '−2 weitere'],
          [
            'Nicht-Militärwelt erobern',
            'Nicht-Militärwelt als Militärwelt (diese Karte abwerfen)',
            'Verteidigung = gedruckte Kosten − 2; nicht mit Übernahmen oder Bezahlen kombinierbar',
          ],
        ],
      ),
    ],
    keywords: ['für Militär bezahlen', 'Rebellen Militärkosten', 'Rabatt', 'Verteidigung minus 2'],
  },
  'rftg-rebel-vs-imperium.card-powers': {
    title: 'Weitere neue Kartenfähigkeiten',
    summary:
      'Kurz erklärt: gemischtes Erkunden, Einsatz und Ziehen, Glücksfall auf andere, Ziehen je Uplift-/Rebellenwelt, Handlimit 12 und mehr.',
    body: [
      table(
        ['Fähigkeit', 'Bedeutung'],
        [
          [
            'Gemischtes Erkunden',
            'Erkundete Karten vor dem Abwerfen auf die Hand nehmen (Erkunden +5: 7 ziehen, von allen Karten 6 abwerfen)',
          ],
          ['Vier verschiedene Sorten („bis zu“)', 'Bis zu 4 Waren verschiedener Sorten abwerfen: je 1 SP und 1 Karte'],
          [
            'Einsatz und Ziehen bei Glück',
            'Eine Karte mit Kosten/Verteidigung 1–6 setzen und so viele Karten aufdecken; ist eine davon höher, behältst du eine aufgedeckte Karte und den Einsatz, sonst verlierst du den Einsatz',
          ],
          [
            'Glücksfall auf andere produzieren',
            'Eine Ware auf eine andere leere Glücksfallwelt der genannten Sorte legen',
          ],
          ['Ziehen für Uplift-Welten', '2 Karten je Uplift-Welt'],
          ['Ziehen für Rebellenwelten', '1 Karte je Rebellenwelt (Rebel Cantina zählt als eine)'],
          ['Größeres Handlimit', 'Am Rundenende auf 12 statt auf 10 abwerfen'],
          ['1 SP erhalten', '1 SP; verdoppelt durch einen 2×-Bonus beim Konsumieren'],
          ['Militär für Militärwelten', '+1 Militär je Militärwelt'],
          ['Abwerfen, um Kosten zu senken', 'Aus der Auslage abwerfen: die nächste Entwicklung kostet 3 weniger'],
          ['Abwerfen, um zu ziehen', '1 Karte von der Hand abwerfen, 1 ziehen'],
        ],
      ),
    ],
    keywords: ['Kartenfähigkeiten', 'Handlimit 12', 'Einsatz', 'Glücksspiel', 'Glücksfall', 'Uplift', 'Symbole'],
  },
  'rftg-rebel-vs-imperium.game-end': {
    title: 'Spielende',
    summary:
      'Eine Auslage von 12 oder mehr Karten löst das Ende aus (14 mit einer Karte „Ende bei Auslage von 14“); wann danach Schluss ist, steht nicht in diesem Regeltext.',
    body: [
      list('Normaler Auslöser: 12+ Karten in einer Auslage.', 'Manche Karten erhöhen das auf 14.'),
      reading(
        'Der Regeltext hier nennt nur den Auslöser, nicht, ob am Ende dieser Phase oder dieser Runde Schluss ist: Folgt der Spielregel eures Grundspiels. Holotable zeigt im Kopf des Spiels, wer das Ende ausgelöst hat, und hindert euch nicht am Weiterspielen; „Partie beenden“ beendet es.',
      ),
    ],
    keywords: [
      'Spielende',
      'Ende auslösen',
      '12 Karten',
      '14 Karten',
      'wann endet das Spiel',
      'letzte Runde',
      'Fim de Jogo',
    ],
  },
  'rftg-rebel-vs-imperium.scoring': {
    title: 'Wertung',
    summary:
      'Siegpunktchips, Ziele, Karten-SP und die Bonus-SP der 6er-Entwicklungen addieren; die meisten SP gewinnen.',
    body: [
      list(
        'Im Spiel erhaltene SP-Chips.',
        'Ziele, die am Ende gehalten werden.',
        '6er-Entwicklungen: SP je passender Karte (andere Welten, Imperium- oder Rebellen-Karten, Rebellen-Militärwelten, Entwicklungen, benannte Karten …).',
        'Pan-Galactic Research: eine 6er-Entwicklung mit 4 SP; sie erfüllt das Ziel Galactic Status nicht, zählt aber als 2 SP für Galactic Federation.',
        'Diversified Economy mit drei verschiedenen Arten von Welten bringt 9.',
      ),
      reading(
        'Der Regeltext hier nennt keinen Gleichstandsbrecher: Im Reiter Wertungsblatt teilen sich alle mit der höchsten Summe den Sieg, und „Partie beenden“ wird so aus den gespeicherten Zeilen vorausgefüllt (eine eingegebene, aber nicht gespeicherte Zeile wird dort genannt und nicht gezählt).',
      ),
    ],
    keywords: ['Wertung', 'Siegpunkte', 'SP', '6er-Entwicklung', 'Sieger', 'Fim de Jogo e Pontuação', 'Pontuação'],
  },
  'rftg-rebel-vs-imperium.goals': {
    title: 'Neue Ziele',
    summary:
      'Drei neue „Erste“-Ziele (Uplift Knowledge, Galactic Riches, Expansion Leader) und zwei neue „Meiste“-Ziele (Research Leader, Propaganda Edge); Erste = 3 SP, Meiste = 5 SP.',
    body: [
      table(
        ['Ziel', 'Art', 'Bedingung'],
        [
          ['Uplift Knowledge', 'Erste', '3 Uplift-Karten in der Auslage'],
          ['Galactic Riches', 'Erste', '4 Waren am Ende einer Phase'],
          ['Expansion Leader', 'Erste', '8 Karten in der Auslage am Ende einer Phase'],
          ['Research Leader', 'Meiste', 'Mindestens 3, und die meisten, Karten mit Erkunden-Fähigkeiten'],
          ['Propaganda Edge', 'Meiste', 'Mindestens 3, und die meisten, Rebellen-Militärwelten'],
        ],
      ),
      para(
        'Wert: Ein „Erste“-Ziel bringt 3 SP, ein „Meiste“-Ziel 5 SP (wer mit der Person, die es hat, gleichauf ist, bekommt 3).',
      ),
      para(
        'Die App zieht 2 „Meiste“- und 4 „Erste“-Ziele aus den Zielen dieser Schachtel plus den Namen eurer anderen Ziel-Plättchen, die ihr einmal eintragt, oder übernimmt die Ziele, die ihr gezogen habt.',
      ),
    ],
    keywords: [
      'Ziele',
      'Erste-Ziel',
      'Meiste-Ziel',
      'Uplift Knowledge',
      'Galactic Riches',
      'Expansion Leader',
      'Research Leader',
      'Propaganda Edge',
      'Propagandavorsprung',
      'Forschungsführer',
      'Uplift-Wissen',
      'Galaktischer Reichtum',
      'Expansionsführer',
    ],
  },
  'rftg-rebel-vs-imperium.tips': {
    title: 'Gut spielen mit Übernahmen',
    summary:
      'Außer Reichweite bleiben durch wenig Militär, keine Rebellen-Militärwelten und keine Imperium-Karten; auf die Ansagereihenfolge achten; jeden Bonus vor der Ansage zählen.',
    body: [
      list(
        'Neutrale Auslage = niemand kann dich angreifen.',
        'Angesagte Übernahmen gehen im Uhrzeigersinn; eine spätere gelingt nur, wenn jede frühere gescheitert ist.',
        'Prüfe die Boni von Rebel Alliance und Rebel Pact auf beiden Seiten, bevor du dich festlegst.',
      ),
    ],
    keywords: ['Tipps', 'Strategie', 'gut spielen', 'Dicas para Vencer'],
  },
}
