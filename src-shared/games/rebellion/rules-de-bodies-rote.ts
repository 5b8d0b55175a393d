// German bodies of the Rebellion rules reference, Rise of the Empire part (Aufstieg des Imperiums):
// our English entries in rules.ts translated block for block, same numbers, the German screens' terms.
import { list, para, reading, steps, table, tip, warning, type RuleBlock } from '../../core/rules'

export const REBELLION_ROTE_BODIES_DE: Readonly<Record<string, readonly RuleBlock[]>> = {
  'rebellion.rote.setup': [
    steps(
      'Anführer: die 4 ohne Rekrutiersymbol in jeden Anführervorrat.',
      'Ziele: drei gestapelte Stufen mit Todesstern-Plänen in II und III.',
      'Marker: Zeit auf 1, Ansehen auf 14.',
      'Taktiken: Weltraum- und Bodentaktikstapel neben jedes Tableau.',
      'Aktionen: Aktionskarten mit Rekrutiersymbol als Aktionsstapel mischen.',
      'Loyalität: Sondenkarten für 3 Rebellen- und 5 imperiale Systeme ziehen.',
      'Missionen: Startmissionen beiseite; Projektstapel; Missionsstapel.',
      'Aufstellung: erst das Imperium, dann die Rebellen.',
      'Rebellenbasis: eine Sondenkarte wählen und unter das Standortfeld schieben.',
      'Karten: 2 Missionen + 4 Startmissionen; Rebellen 1 Ziel; 2 Aktionskarten ohne Rekrutiersymbol.',
    ),
  ],
  'rebellion.rote.objective-deck': [
    table(
      ['Lage', 'Karten', 'Summe'],
      [
        ['Oben: Stufe I', '5 zufällige', '5'],
        ['Mitte: Stufe II', 'Todesstern-Pläne + 4 zufällige, zusammen gemischt', '5'],
        ['Unten: Stufe III', 'Todesstern-Pläne + 4 zufällige, zusammen gemischt', '5'],
      ],
    ),
    para('Die übrigen Ziele verdeckt zurück in die Schachtel — niemand sieht sie an.'),
  ],
  'rebellion.rote.loyalty-draw': [
    steps(
      'Sondenkarten einzeln aufdecken; Karten ohne Fraktionszeichen für den Aufbau überspringen.',
      'Aufhören, wenn 3 Systeme mit Rebellenzeichen und 5 mit imperialem Zeichen heraus sind.',
      'Imperiale Systeme in Ziehreihenfolge: Die ersten 2 erhalten Unterwerfungsmarker, die nächsten 3 imperiale Loyalität.',
      'Jedes Rebellensystem erhält einen Loyalitätsmarker der Rebellen.',
      'Die Karten der imperialen Systeme verlassen das Spiel; die übrigen gezogenen Karten kommen zurück, und der Sondenstapel wird gemischt.',
    ),
    table(
      ['Gruppe', 'Systeme'],
      [
        ['Rebellenzeichen', 'Bothawui, Kashyyyk, Mon Calamari, Naboo, Ryloth'],
        ['Imperiales Zeichen', 'Corellia, Mandalore, Mustafar, Mygeeto, Rodia, Saleucami, Sullust'],
      ],
    ),
    reading(
      'Auf der Aufbaukarte steht die Anweisung, Sondenkarten aus dem Spiel zu nehmen, im Abschnitt über die imperialen Systeme; darum entfernt Holotable diese fünf und lässt die Karten der Rebellensysteme mit dem Rest zurückmischen.',
    ),
  ],
  'rebellion.rote.mission-decks': [
    list(
      'Startmissionen: die 4 mit dem Pfeilsymbol, beiseitegelegt.',
      'Projektstapel: Missionen mit einem Sternsymbol, auf den Spielplan.',
      'Missionsstapel: Karten mit dem Darth-Vader-Symbol, einem Anführerporträt oder einem Todesstern-Symbol, gemischt.',
    ),
  ],
  'rebellion.rote.action-cards': [
    list(
      'Aktionsstapel: alle Aktionskarten mit Rekrutiersymbol, gemischt, neben dein Tableau.',
      'Letzter Aufbauschritt: Jede Seite zieht 2 Karten ohne Rekrutiersymbol und führt aus, was sie als „Sofort“ kennzeichnen.',
      'Alle anderen Aktionskarten ohne Rekrutiersymbol verlassen das Spiel.',
    ),
  ],
  'rebellion.rote.deployment': [
    list(
      'Das Imperium zuerst: Einheiten dürfen in jedes System mit imperialem Loyalitäts- oder Unterwerfungsmarker; jedes imperiale System braucht mindestens eine Bodeneinheit.',
      'Todesstern im Bau: in ein System eurer Wahl (die Karte sagt abgelegen), dessen Sondenkarte das Spiel verlässt.',
      'Ein Todesstern kommt auf Feld 3 der imperialen Bauleiste.',
      'Rebellen: auf das Feld „Rebellenbasis“ oder in Systeme ohne imperiale Einheiten.',
    ),
    warning(
      'Die Einheitenzahlen der gescannten Karte sind in unserem Exemplar unleserlich; nimm die Zahlen, die auf deiner Aufbaukarte stehen.',
    ),
    tip(
      'Holotable zeigt die Zahlen einer Fan-Liste zum Vergleich mit deiner Karte. Abweichende Zahlen werden so erfasst, wie du sie eingibst, und mit „auf deiner Aufbaukarte prüfen“ markiert; abgelehnt werden nur Verstöße gegen die Aufstellungsregeln oben.',
    ),
    reading(
      'Holotable nutzt diese Aufstellung mit der Option „Neue Starteinheiten“. Ohne sie beginnt eine Partie mit Aufstieg des Imperiums mit den Einheiten des Grundspiels: Der Todesstern beginnt auf dem Spielplan, und nichts kommt auf die Bauleiste. Die Karte nennt den Todesstern auf Feld 3 im selben Schritt wie ihre neuen Zahlen und den Todesstern im Bau, der den Todesstern des Grundspiels auf dem Spielplan ersetzt; kein Text, den wir haben, beschreibt einen Todesstern auf der Bauleiste neben dem des Grundspiels.',
    ),
  ],
  'rebellion.rote.death-star-under-construction': [
    para(
      'Er ist unbeweglich, hat rote Lebenspunkte 4 und wird zerstört, wenn er in einem Kampf allein bleibt. Die Sondenkarte seines Systems verlässt das Spiel.',
    ),
    reading(
      'Holotable listet zuerst die abgelegenen Systeme (so liest sich die Aufbaukarte) und dann jedes andere System; was ihr wählt, wird erfasst.',
    ),
  ],
  'rebellion.rote.final-steps': [
    steps(
      'Rebellenbasis: eine Sondenkarte aus dem Stapel wählen und verdeckt unter das Standortfeld schieben; den Sondenstapel mischen.',
      'Handkarten: 2 gezogene Missionskarten plus die 4 Startmissionen.',
      'Die Rebellen ziehen 1 Ziel.',
      'Jede Seite zieht 2 Aktionskarten ohne Rekrutiersymbol und wendet ihre Soforteffekte an.',
    ),
  ],
  'rebellion.rote.unreadable-card': [
    list(
      'Aufstellungszahlen (welche Einheit, wie viele): von deiner Karte eingeben.',
      'Bauschritt: Die Loyalitäts- und Unterwerfungssymbole fehlen; Holotable liest ihn wie die Regel des Grundspiels (loyale Systeme alle Symbole, unterworfene nur das linke).',
      'Einsetzschritt: gelesen als „in deine loyalen oder unterworfenen Systeme oder die Rebellenbasis, und auch bei einem Schildbunker“.',
    ),
    reading('Wo die Karte unleserlich ist, folgt Holotable der Grundspielregel und markiert das Ergebnis zur Prüfung.'),
  ],
  'rebellion.rote.assignment': [
    list(
      'Die Rebellen weisen zuerst zu.',
      'Anführer müssen die Fertigkeitsvoraussetzung erfüllen oder übertreffen.',
      'Passende Symbole bestimmen deine Würfel, wenn vereitelt wird.',
      'Nicht zugewiesene Anführer können später vereiteln, aktivieren oder einem Kampf beitreten.',
    ),
  ],
  'rebellion.rote.win-conditions': [
    table(
      ['Sieger', 'Bedingung'],
      [
        ['Rebellen', 'Ansehens- und Zeitmarker auf demselben Feld'],
        ['Imperium', 'Imperiale Einheiten im aufgedeckten Basissystem und keine Rebelleneinheiten außer Bauwerken'],
        ['Imperium', 'Irgendeine Art Todesstern zerstört das System der Basis, versteckt oder aufgedeckt'],
      ],
    ),
    reading(
      'Die Zeile der Karte zur Eroberung durch das Imperium ist verstümmelt (ein „oder“ verbindet zwei Hälften einer Bedingung). Holotable liest sie als eine Bedingung: imperiale Einheiten im System der aufgedeckten Basis und keine Rebelleneinheiten dort, wobei Bauwerke der Rebellen nicht zählen.',
    ),
  ],
  'rebellion.rote.command': [
    list(
      'A — Mission aufdecken: eine Karte mit Anführern darauf umdrehen, sie in das gewählte System schicken.',
      'B — System aktivieren: einen Anführer mit Taktik hinstellen; beliebige Einheiten aus Nachbarsystemen hineinziehen, in denen kein eigener, nicht gefangener Anführer steht; die Transportregeln gelten.',
      'C — Passen: Deine Züge werden übersprungen, aber Unterwanderung (falls zugewiesen) und Anführer im Vorrat zum Vereiteln oder Beitreten zu Kämpfen bleiben nutzbar.',
    ),
    list(
      'Imperiale Bodeneinheiten im System der Basis decken die Basis auf; die Einheiten der Basis ziehen hinein.',
      'Imperiale Bodeneinheit ohne imperiale Loyalität: Unterwerfung legen.',
    ),
  ],
  'rebellion.rote.mission-dice': [
    table(
      ['Symbol', 'Würfel'],
      [
        ['Hauptfertigkeit passend zur Mission', '1 roter oder schwarzer Würfel'],
        ['Nebenfertigkeit passend zur Mission', '1 grüner Würfel (höchstens 3)'],
      ],
    ),
    list(
      '„Ausführen“ oder ohne Widerstand: Erfolg.',
      'Der abgebildete Anführer erhält bei Widerstand weiterhin zusätzliche Erfolge.',
    ),
  ],
  'rebellion.rote.refresh': [
    steps(
      'Schnelle Mobilisierung abhandeln, falls sie gespielt wurde.',
      'Die Rebellen dürfen ein Ziel ausspielen.',
      'Nicht gefangene Anführer kehren in den Vorrat zurück; jede Seite behält höchstens 8 Anführer.',
      '2 Missionen ziehen; auf 10 abwerfen.',
      'Das Imperium zieht 2 Sonden; die Rebellen ziehen 1 Ziel.',
      'Zeit +1; die Symbole auf dem neuen Feld abhandeln.',
    ),
    table(
      ['Symbol', 'Wortlaut bei Aufstieg des Imperiums'],
      [
        [
          'Rekrutieren',
          '2 Aktionskarten ziehen, 1 behalten und die andere unter den Stapel legen; du darfst rekrutieren; „Sofort“-Effekte abhandeln.',
        ],
        [
          'Bauen',
          'Einheiten aus den Ressourcen deiner Systeme auf die Bauleiste; unterworfene nur mit dem linken Symbol; sabotierte Systeme und Systeme mit gegnerischen Einheiten auslassen.',
        ],
        [
          'Einsetzen',
          'Bauleiste um 1 vorrücken; von Feld 1 in deine Systeme oder die Rebellenbasis einsetzen, auch bei einem Schildbunker; höchstens 2 je Ort; nicht zu Gegnern oder in Sabotage.',
        ],
      ],
    ),
  ],
  'rebellion.rote.combat': [
    steps(
      'Vorbereitung: bis zu einen Anführer mit Taktik dazustellen, wenn deine Seite dort keinen hat; höchstens 2 Anführer je Seite.',
      'Weltraumschauplatz, wenn beide Schiffe haben: Taktikkarten, Angriff, Neuwurf, Schaden.',
      'Bodenschauplatz, wenn beide Bodeneinheiten haben: ebenso, die Rebellen dürfen zuvor eine Bodentaktik vom Ablagestapel zurücknehmen.',
      'Rückzug.',
      'Prüfungen am Rundenende, dann eine weitere Runde, wenn beide Seiten in einem Schauplatz noch Streitkräfte haben.',
    ),
    para(
      'Aktionskarten, die im Kampf auslösen, dürfen gespielt werden; die Rebellen dürfen ein Kampfziel ausspielen, sobald seine Bedingung erfüllt ist.',
    ),
  ],
  'rebellion.rote.tactic-cards': [
    list(
      'Der Weltraumschauplatz nutzt Weltraumtaktiken; der Bodenschauplatz Bodentaktiken.',
      'Geheim wählen, gleichzeitig aufdecken.',
      'Jede Karte bietet zwei Fähigkeiten (oben und unten); eine wählen.',
      'Gespielte Karten können erlauben, beim Verteilen des Schadens Würfel zu streichen.',
      'Vor der Wahl am Boden dürfen die Rebellen eine Bodentaktik vom Ablagestapel zurücknehmen.',
    ),
  ],
  'rebellion.rote.rerolls': [
    table(
      ['Schauplatz', 'Neu würfeln bis zu'],
      [
        ['Weltraum', 'Höchste Weltraumtaktik unter deinen Anführern dort'],
        ['Boden', 'Höchste Bodentaktik unter deinen Anführern dort'],
      ],
    ),
  ],
  'rebellion.rote.damage': [
    table(
      ['Ergebnis', 'Schaden'],
      [
        ['Treffer', '1 an einer Einheit, deren Lebenspunkte zur Würfelfarbe passen'],
        ['Volltreffer', '1 an einer beliebigen Einheit'],
        ['Wirkungen von Taktikkarten', 'Können Würfel entfernen oder heilen'],
      ],
    ),
    para('Zerstört wird erst, wenn beide Seiten in diesem Schauplatz gewürfelt haben.'),
    reading(
      'Nichts auf der Karte entfernt Schaden zwischen den Kampfrunden, also behält Holotable den Schaden jeder Figur von einer Runde zur nächsten (die Chancen für die ganze Schlacht zählen ihn genauso). Zum Schaden nach dem Kampf schweigt die Karte; die App lässt ihn auf den Figuren, bis du ihn im Einheiten-Reiter entfernst.',
    ),
    tip(
      'Einheiten-Reiter › Kämpfen › Kampfverlauf: eintragen, was jede Runde am Tisch bewirkt hat (zerstörte Figuren, Schaden an jedem getroffenen Überlebenden), und es als einen Schritt erfassen; Rückgängig nimmt die ganze Runde zurück. Er lehnt einen Verlust oder Treffer an einer Figur ab, die nicht da ist, und Schaden, der die Lebenspunkte einer Einheit erreicht (zähle sie als zerstört), und sagt, wer gewonnen hat, sobald eine Seite nichts mehr im System hat.',
    ),
  ],
  'rebellion.rote.retreat': [
    list(
      'Braucht einen Anführer im System.',
      'Die Rebellen können sich nicht zurückziehen, solange ein imperialer Abfangkreuzer dort ist (auf der Karte steht „interceptor unit“).',
      'Das Imperium kann sich nicht zurückziehen, solange irgendeine Art Todesstern dort ist.',
      'Einen Anführer und alle Schiffe mitnehmen; Bodeneinheiten brauchen Transport und dürfen zurückbleiben.',
      'Ziel: benachbart, keine gegnerischen Einheiten, nicht das Ausgangssystem des Angreifers; bevorzugt Systeme mit deinen Einheiten, dann mit deiner Loyalität.',
      'Rebellen, solange die Basis versteckt ist: auch das Feld der Rebellenbasis, wenn die Schlacht im System der Basis oder daneben stattfindet (wie eine Bewegung dorthin). Nie das Imperium, und keine Rebellen mehr, sobald die Basis aufgedeckt ist: Dann kommt nichts mehr auf das Feld (das System der Basis selbst ist ein gewöhnlicher Nachbar).',
    ),
    warning(
      'Ein allein gelassener Rebellentransporter muss sich zurückziehen oder wird zerstört; ein allein stehender Todesstern im Bau wird zerstört.',
    ),
    tip(
      'Der Kampfverlauf listet nur die Orte, die die Prüfungen der App erlauben (ein Anführer dieser Seite dort, keine gegnerischen Einheiten, kein Todesstern für das Imperium, kein Abfangkreuzer für die Rebellen, kein System, aus dem die Aktivierung Einheiten hineingezogen hat; für die Rebellen das Feld der Rebellenbasis, solange die Basis versteckt ist) und lehnt einen zweiten Rückzug derselben Seite im selben Kampf ab. Ob die versteckte Basis neben der Schlacht liegt, wird nicht geprüft, damit der Bildschirm die Basis nie verrät.',
    ),
    reading(
      'Die Karte verbietet das Ausgangssystem der angreifenden Seite als Ziel. Holotable liest das als jedes System, aus dem die Aktivierung Einheiten gebracht hat, und wendet es auf einen Rückzug beider Seiten an.',
    ),
    reading(
      'Die Karte nennt nur benachbarte Systeme; die Grundregeln lassen Rebelleneinheiten zwischen dem Feld der Rebellenbasis und den Systemen neben der versteckten Basis (oder ihrem eigenen) ziehen und nichts mehr auf das Feld, sobald die Basis aufgedeckt ist. Holotable liest einen Rückzug als eine solche Bewegung, also darf ein Rückzug der Rebellen auf das Feld der Rebellenbasis gehen, solange die Basis versteckt ist, außer wenn die Rebellen von diesem Feld aus angegriffen haben (das Ausgangssystem des Angreifers).',
    ),
  ],
  'rebellion.rote.round-end': [
    list(
      'Keine imperialen Bodentruppen mehr im System: seinen Unterwerfungsmarker entfernen.',
      'Allein stehende Bauwerke, deren Seite im Bodenschritt keine Würfel gewürfelt hat, werden zerstört.',
      'Der Kampf endet, wenn kein Schauplatz beide Seiten enthält; sonst beginnt eine weitere Runde im Weltraumschauplatz.',
    ),
  ],
  'rebellion.rote.units': [
    table(
      ['Einheit', 'Seite', 'Gebaut aus', 'Angriff', 'Lebenspunkte'],
      [
        ['TIE-Striker', 'Imperium', 'Weltraum ▲', '1 grün', 'Schwarz 1'],
        ['Angriffspanzer', 'Imperium', 'Boden ▲', '1 grün', 'Rot 1'],
        ['Schildbunker', 'Imperium', 'Boden ●', 'Bauwerk', 'Rot 3'],
        ['Abfangkreuzer', 'Imperium', 'Nur Projektkarte', '2 grün', 'Rot 4'],
        ['U-Flügler', 'Rebellen', 'Weltraum ▲', '1 grün', 'Schwarz 1'],
        ['Nebulon-B-Fregatte', 'Rebellen', 'Weltraum ●', '2 grün', 'Rot 3'],
        ['Rebellen-Vorhut', 'Rebellen', 'Boden ▲', '1 grün', 'Schwarz 1'],
        ['Golan-Arms-Geschützturm', 'Rebellen', 'Boden ●', 'Bauwerk, 2 grün', 'Rot 3'],
        ['Todesstern im Bau', 'Imperium', 'Aufbau', 'Unbeweglich', 'Rot 4'],
      ],
    ),
  ],
}
