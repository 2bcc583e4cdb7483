// German translations of the demo catalogue (trips, destinations, categories), seeded as the 'de' texts.
import type { SeedTranslations } from '#server/db/seed/data/types.js';

export const GERMAN: SeedTranslations = {
  trips: {
    'tarangire-lake-manyara-short-safari': {
      name: 'Kurzsafari Tarangire & Manyara-See',
      description: [
        '<p>Wenig Zeit, aber fest entschlossen, Tansanias Tierwelt zu erleben? Diese dreitägige Safari ab Arusha führt Sie in zwei der lohnendsten Parks im Norden des Landes – ganz ohne lange Fahrtage.</p>',
        '<p>Der <strong>Tarangire</strong> ist berühmt für seine Elefanten, die sich in der Trockenzeit in großen Herden am Tarangire-Fluss sammeln, und für die gewaltigen Baobabs, die überall in seinen Ebenen stehen. Hier verbringen Sie anderthalb Tage auf Pirschfahrten, mit guten Chancen auf Löwen, Giraffen und Zebras und einer reichen Vogelwelt. Am letzten Tag geht es weiter zum <strong>Manyara-See</strong>: Unterhalb des Steilhangs des Rift Valley geht dort Grundwasserwald in offene Schwemmebenen und einen Sodasee über – Heimat von Pavianhorden, Flusspferden und, je nach Jahreszeit, Flamingos.</p>',
        '<p>Sie reisen in einem privaten Geländewagen mit Hubdach, begleitet von einem erfahrenen Fahrer-Guide.</p>',
      ].join(''),
      days: [
        {
          title: 'Von Arusha zum Tarangire',
          description:
            '<p>Abholung an Ihrem Hotel in Arusha um 8:00 Uhr, dann rund zwei Stunden Fahrt zum <strong>Tarangire-Nationalpark</strong>. Nach einem Picknick im Park geht es am Nachmittag auf Pirschfahrt entlang des Flusses, an dem Elefanten, Büffel und Giraffen zur Tränke kommen. Übernachtung in einer Zeltlodge direkt vor dem Park, Abendessen inklusive.</p>',
        },
        {
          title: 'Ein ganzer Tag im Tarangire',
          description:
            '<p>Sie brechen früh auf, wenn die Raubtiere am aktivsten sind, und fahren tiefer in den Park hinein bis zum <strong>Silale-Sumpf</strong>, wo Elefanten, Büffel und große Vogelschwärme zuverlässig anzutreffen sind. Mittags gibt es ein Picknick unter einem Baobab. Ihr Guide hält Ausschau nach Löwen, die in den Bäumen ruhen, und nach den Leoparden des Parks – Sichtungen lassen sich allerdings nie garantieren. Zum Sundowner geht es zurück in die Lodge.</p>',
        },
        {
          title: 'Manyara-See und zurück nach Arusha',
          description:
            '<p>Rund eine Stunde Fahrt zum <strong>Lake-Manyara-Nationalpark</strong>. Die Morgenpirsch führt durch den Grundwasserwald, wo Sie nach Diademmeerkatzen und Pavianhorden Ausschau halten, und dann hinaus in die Schwemmebene zu Flusspferden, Büffeln und Wasservögeln. Nach einem Picknick fahren Sie rund zwei Stunden zurück nach Arusha und kommen am späten Nachmittag an.</p>',
        },
      ],
    },
    'northern-circuit-classic-6-days-5-nights': {
      name: 'Klassiker Nordtansania – 6 Tage / 5 Nächte',
      description: [
        '<p>Unsere beliebteste Safari verbindet die vier großen Parks im Norden Tansanias zu einer einzigen, gut getakteten Rundreise ab Arusha. In sechs Tagen erleben Sie die Elefanten und Baobabs des <strong>Tarangire</strong>, die endlosen Ebenen der <strong>Serengeti</strong>, den tierreichen Boden des <strong>Ngorongoro-Kraters</strong> sowie Wald und Sodasee am <strong>Manyara-See</strong>.</p>',
        '<p>Die Route hält die Fahrzeiten im Rahmen und bringt Sie zur richtigen Tageszeit an den richtigen Ort: zwei Nächte in der zentralen Serengeti rund um Seronera, wo Löwen, Geparden und Leoparden das ganze Jahr über leben, und eine Nacht am Kraterrand, damit Sie früh in den Krater hinabfahren können. Im Juli ziehen die Herden der Migration meist durch die westliche und nördliche Serengeti; vom Zentrum aus sind sie nicht immer erreichbar – fragen Sie uns gern nach einer zusätzlichen Nacht weiter im Norden.</p>',
        '<p>Parkgebühren, Mahlzeiten, Trinkwasser sowie komfortable Lodges und Zeltcamps sind inklusive.</p>',
      ].join(''),
      days: [
        {
          title: 'Von Arusha zum Tarangire',
          description:
            '<p>Abholung in Arusha um 8:00 Uhr und rund zwei Stunden Fahrt zum <strong>Tarangire-Nationalpark</strong>. Am Nachmittag Pirschfahrt zwischen den Baobabs und entlang des Tarangire-Flusses, an dem sich in der Trockenzeit große Elefantenherden sammeln. Übernachtung in einer Lodge nahe dem Park.</p>',
        },
        {
          title: 'Über das Hochland in die Serengeti',
          description:
            '<p>Ein langer, aber spektakulärer Tag. Die Fahrt führt durch Karatu und das bewaldete Ngorongoro-Hochland mit einem Halt am Aussichtspunkt am Kraterrand, dann am Naabi Hill Gate vorbei hinab in die Ebenen der Serengeti. Insgesamt sind Sie rund sechs Stunden unterwegs, unterbrochen von einem Picknick und einer Pirschfahrt auf dem Weg nach <strong>Seronera</strong> in der zentralen Serengeti, wo Sie zwei Nächte verbringen.</p>',
        },
        {
          title: 'Zentrale Serengeti',
          description:
            '<p>Ein ganzer Tag im <strong>Tal des Seronera-Flusses</strong> und an den umliegenden Kopjes, einer der besten Gegenden Afrikas für Großkatzen. Sie starten früh, um Löwen und Geparden in Bewegung zu erleben, legen mittags eine Pause ein und fahren am Nachmittag bei weicherem Licht erneut hinaus. Gegen Aufpreis können Sie eine Ballonfahrt im Morgengrauen buchen.</p>',
        },
        {
          title: 'Von der Serengeti zum Kraterrand',
          description:
            '<p>Eine letzte Morgenpirsch in der Serengeti, dann geht es zurück am Naabi Hill vorbei und hinauf in die Ngorongoro Conservation Area, rund drei bis vier Stunden. Sie beziehen eine Lodge am oder nahe dem <strong>Kraterrand</strong> auf rund 2.300 Metern Höhe, wo die Abende kühl genug für ein Kaminfeuer sind.</p>',
        },
        {
          title: 'Ngorongoro-Krater',
          description:
            '<p>Früh am Morgen fahren Sie rund 600 Meter hinab auf den Kraterboden, zu einer Pirschfahrt von bis zu sechs Stunden – mehr ist pro Besuch in der Regel nicht erlaubt. In der geschlossenen Caldera leben Löwen, Elefanten, Büffel, Hyänen, große Zebra- und Gnuherden und eine der wenigen verbliebenen Populationen des <strong>Spitzmaulnashorns</strong> in Tansania. Picknick an einem Flusspferdteich, dann geht es hinauf und weiter nach Karatu zur Übernachtung.</p>',
        },
        {
          title: 'Manyara-See und zurück nach Arusha',
          description:
            '<p>Rund 40 Minuten Fahrt zum <strong>Lake-Manyara-Nationalpark</strong>, zu einer Morgenpirsch durch den Grundwasserwald und am Seeufer entlang, wo Paviane, Diademmeerkatzen, Flusspferde und zahlreiche Wasservögel leben. Nach dem Mittagessen geht es in rund zwei Stunden weiter nach Arusha; wir bringen Sie zu Ihrem Hotel oder zum Kilimanjaro International Airport, etwa eine Stunde weiter.</p>',
        },
      ],
    },
    'great-migration-river-crossings-safari': { name: 'Große Migration: Safari am Mara-Fluss' },
    'serengeti-calving-season-safari': { name: 'Serengeti-Safari zur Kalbungszeit' },
    'kilimanjaro-machame-route-7-days-6-nights': { name: 'Kilimandscharo, Machame-Route – 7 Tage / 6 Nächte' },
    'southern-circuit-nyerere-ruaha-safari': { name: 'Südtansania: Safari in Nyerere & Ruaha' },
    'family-safari-elephants-crater-treetops': { name: 'Familiensafari: Elefanten, Krater & Baumwipfel' },
    'rift-valley-lakes-crater-birding-safari': { name: 'Vogelsafari: Rift-Valley-Seen & Krater' },
    'stone-town-heritage-walk': {
      name: 'Altstadtrundgang Stone Town',
      description: [
        '<p><strong>Stone Town</strong> ist das historische Herz von Sansibar-Stadt und UNESCO-Welterbe: ein Labyrinth enger Gassen, in dem sich Swahili-, arabische, indische und europäische Einflüsse in Korallensteinhäusern, geschnitzten Holztüren und lebhaften Märkten begegnen. Bei diesem entspannten Rundgang mit einem einheimischen Guide fügt sich all das zu einem Bild zusammen.</p>',
        '<p>In rund vier Stunden besuchen Sie das Alte Fort, die Uferpromenade rund um das House of Wonders (wegen Restaurierung geschlossen), den Darajani-Markt und die Anglikanische Kathedrale. Sie steht an der Stelle des letzten offenen Sklavenmarkts, und eine kleine Ausstellung erzählt diese schmerzhafte Geschichte ohne Beschönigung. Unterwegs zeigt Ihnen Ihr Guide die schönsten Türen, die alten persischen Hamamni-Bäder und die Ecken, an denen sich die Nachbarn zu Kaffee und Domino treffen.</p>',
        '<p>Der Rundgang endet nahe den Forodhani-Gärten – ein schöner Ort, um zum Sonnenuntergang und für die abendlichen Essensstände zu bleiben.</p>',
      ].join(''),
      days: [
        {
          title: 'Gassen, Märkte und Erinnerung',
          description:
            '<p>Wir holen Sie um 9:00 Uhr an Ihrem Hotel in Stone Town ab und ziehen zu Fuß los. Zu den Höhepunkten zählen das <strong>Alte Fort</strong>, die Uferpromenade am House of Wonders, die Gewürz- und Fischhallen des <strong>Darajani-Markts</strong>, die persischen Hamamni-Bäder und die <strong>Anglikanische Kathedrale</strong> mit Gedenkstätte und Ausstellung zum Sklavenmarkt. Rechnen Sie mit etwa vier Stunden gemütlichem Gehen, mit Pausen für frischen Saft oder Kaffee. Die Tour endet gegen 13:00 Uhr nahe den Forodhani-Gärten.</p>',
        },
      ],
    },
    'nakupenda-sandbank-prison-island-dhow-day': {
      name: 'Mit der Dhau nach Nakupenda & Prison Island',
      description: [
        '<p>Der Klassiker für einen entspannten Tag auf dem Wasser vor Stone Town. Eine traditionelle hölzerne Dhau bringt Sie zuerst nach <strong>Prison Island</strong> (Changuu), rund 30 Minuten von der Uferpromenade entfernt, und dann nach <strong>Nakupenda</strong>, einer strahlend weißen Sandbank, die mit den Gezeiten auftaucht und immer wieder ihre Form verändert.</p>',
        '<p>Auf Prison Island begegnen Sie den Aldabra-Riesenschildkröten, von denen manche weit über hundert Jahre alt sind, und spazieren an den Gebäuden eines Gefängnisses vorbei, das in den 1890er-Jahren gebaut, am Ende aber als Quarantänestation genutzt wurde. Danach heißt es schwimmen und schnorcheln an den Korallen rund um die Insel, bevor Sie zur Sandbank weitersegeln, wo ein Mittagessen mit gegrillten Meeresfrüchten und Obst wartet.</p>',
        '<p>Der Tag eignet sich für Familien und für alle, die türkisfarbenes Wasser ohne lange Anfahrt erleben möchten. Die Zeiten verschieben sich je nach Gezeiten ein wenig; Ihr Skipper plant entsprechend.</p>',
      ].join(''),
      days: [
        {
          title: 'Schildkröten, Riff und Sandbank',
          description:
            '<p>Treffpunkt ist gegen 9:30 Uhr am Strand von Stone Town nahe Forodhani, dann geht es mit der Dhau in 30 Minuten hinüber nach <strong>Prison Island</strong>. Sie verbringen eine Stunde bei den Riesenschildkröten und den alten Quarantänegebäuden und schnorcheln anschließend am nahen Riff. Danach segeln Sie weiter zur <strong>Sandbank Nakupenda</strong>: Baden, ein Mittagessen mit Meeresfrüchten im Schatten und Zeit, sich einfach im flachen Wasser treiben zu lassen. Zurück in Stone Town gegen 16:00 Uhr.</p>',
        },
      ],
    },
    'spice-farm-jozani-forest-day-tour': { name: 'Tagestour Gewürzfarm & Jozani-Wald' },
    'mnemba-atoll-snorkelling-day': { name: 'Schnorcheltag am Mnemba-Atoll' },
    'southeast-coast-lagoon-escape-4-days-3-nights': { name: 'Lagunen-Auszeit im Südosten – 4 Tage / 3 Nächte' },
    'stone-town-spice-island-culture-3-days-2-nights': { name: 'Stone Town & Gewürzinsel – 3 Tage / 2 Nächte' },
    'zanzibar-island-highlights': { name: 'Sansibar: Highlights der Insel' },
    'nungwi-kendwa-beach-escape': { name: 'Strandauszeit in Nungwi & Kendwa' },
    'nungwi-sunset-dhow-cruise-turtle-pond': { name: 'Nungwi: Sunset-Dhau & Schildkröten' },
    'pemba-island-diving-expedition': { name: 'Tauchexpedition auf Pemba' },
  },
  destinations: {
    tarangire: {
      description: [
        '<p>Der <strong>Tarangire-Nationalpark</strong> umfasst rund 2.850 km² südöstlich des Manyara-Sees, etwa zwei Autostunden von Arusha entfernt. Seinen Namen verdankt er dem Tarangire-Fluss, der den Park durchzieht und eine wichtige Wasserquelle bleibt, wenn das Umland austrocknet.</p>',
        '<p>Etwa von Juni bis Oktober ziehen Tiere aus einem weiten Umkreis zum Fluss, und der Tarangire ist dann für einige der größten Elefantenherden im Norden Tansanias bekannt – dazu kommen Zebras, Gnus, Büffel, Giraffen, Löwen und Leoparden. Die Landschaft prägen gewaltige, oft jahrhundertealte Baobabs, verstreut zwischen Akazienwald und saisonalen Sümpfen. Über 500 Vogelarten wurden hier nachgewiesen, was den Park für Vogelbeobachter zu jeder Jahreszeit lohnend macht.</p>',
        '<p><em>Praktische Hinweise:</em> Für Großwild ist die Trockenzeit am besten; von November bis Mai erwarten Sie grüne Landschaften, Zugvögel und weniger Fahrzeuge. In einigen bewaldeten Gebieten gibt es Tsetsefliegen, die von Dunkelblau und Schwarz angezogen werden – Kleidung in neutralen Farben hilft. Auf einer Rundreise durch den Norden lässt sich der Tarangire ideal mit dem Manyara-See und dem Ngorongoro kombinieren.</p>',
      ].join(''),
      facts: [
        'Fläche: rund 2.850 km²',
        'Nationalpark seit 1970',
        'Beste Reisezeit: Juni bis Oktober (Trockenzeit)',
        'Fahrzeit ab Arusha: rund 2 Stunden',
        'Über 500 nachgewiesene Vogelarten',
      ],
      activities: [
        'Pirschfahrten',
        'Elefantenbeobachtung',
        'Vogelbeobachtung',
        'Geführte Buschwanderungen',
        'Baobabs fotografieren',
      ],
    },
    'lake-manyara': {
      name: 'Manyara-See',
      description: [
        '<p>Der <strong>Lake-Manyara-Nationalpark</strong> liegt am Fuß des Steilhangs des Großen Afrikanischen Grabenbruchs, etwa zwei Autostunden westlich von Arusha, direkt beim Ort Mto wa Mbu. Einen Großteil des Parks nimmt der flache, alkalische Manyara-See ein, dessen Größe je nach Regen stark schwankt; seit 1981 gehört das Gebiet zu einem UNESCO-Biosphärenreservat.</p>',
        '<p>Auf engem Raum vereint der Park Grundwasserwald, gespeist von Quellen am Steilhang, Akazienwald, offenes Grasland und ein Seeufer mit heißen Quellen. Wenn die Bedingungen stimmen, sammeln sich Flamingos, Pelikane und Störche auf dem See, und über 400 Vogelarten wurden nachgewiesen. Anubispaviane, Elefanten, Giraffen, Büffel und Flusspferde sieht man regelmäßig. Die Löwen des Parks sind dafür bekannt, in Bäumen zu ruhen – Sichtungen baumkletternder Löwen sind jedoch unberechenbar und keineswegs garantiert.</p>',
        '<p><em>Praktische Hinweise:</em> Eine halb- oder ganztägige Pirschfahrt genügt, und oft besucht man den Park auf dem Weg zum Ngorongoro. Für Säugetiere ist die Trockenzeit von Juni bis Oktober am besten; in den feuchten Monaten gibt es mehr Vögel.</p>',
      ].join(''),
      facts: [
        'Nationalpark seit 1960',
        'Seit 1981 Teil eines UNESCO-Biosphärenreservats',
        'Alkalischer See im Rift Valley, saisonal mit Flamingos',
        'Über 400 nachgewiesene Vogelarten',
        'Ausgangsort: Mto wa Mbu',
      ],
      activities: [
        'Pirschfahrten',
        'Flamingo- und Vogelbeobachtung',
        'Besuch am Flusspferdteich',
        'Baumwipfelpfad',
        'Dorftour in Mto wa Mbu',
      ],
    },
    'stone-town': {
      description: [
        '<p><strong>Stone Town</strong> ist die Altstadt von Sansibar-Stadt an der Westküste von Unguja, der Hauptinsel des Sansibar-Archipels. Die Swahili-Handelsstadt ist seit 2000 UNESCO-Welterbe; ihre engen Gassen, Korallensteinhäuser und geschnitzten Holztüren erzählen von Jahrhunderten afrikanischer, arabischer, persischer, indischer und europäischer Einflüsse.</p>',
        '<p>Ein geführter Rundgang umfasst meist das Alte Fort, das House of Wonders an der Uferpromenade (nach einem Teileinsturz 2020 wegen Restaurierung geschlossen), den Darajani-Markt und die Anglikanische Kathedrale, errichtet an der Stelle des letzten offenen Sklavenmarkts, der 1873 geschlossen wurde. Die Gedenkstätte und die nahen Kammern, in denen die Versklavten festgehalten wurden, machen den Besuch zu einer bewegenden Erfahrung. Abends füllen sich die Forodhani-Gärten mit Essensständen und Menschen, die den Sonnenuntergang erleben wollen, und eine Dhau-Fahrt entlang der Uferpromenade ist ein beliebter Tagesausklang.</p>',
        '<p><em>Praktische Hinweise:</em> Am trockensten sind die Monate Juni bis Oktober und Dezember bis Februar; die große Regenzeit dauert von März bis Mai. Stone Town ist überwiegend muslimisch geprägt: Bedecken Sie beim Spaziergang Schultern und Knie, und seien Sie im Ramadan besonders zurückhaltend.</p>',
      ].join(''),
      facts: [
        'UNESCO-Welterbe seit 2000',
        'Beste Reisezeit: Juni bis Oktober und Dezember bis Februar',
        'Große Regenzeit: März bis Mai',
        'Flughafen: rund 20 Minuten mit dem Auto',
        'Kleidung: in der Stadt Schultern und Knie bedecken',
      ],
      activities: [
        'Geführter Stadtrundgang',
        'Besuch der Gedenkstätte am Sklavenmarkt',
        'Nachtmarkt in den Forodhani-Gärten',
        'Dhau-Fahrt bei Sonnenuntergang',
        'Besuch des Darajani-Markts',
        'Swahili-Kochkurs',
      ],
    },
    'prison-island': {
      description: [
        '<p><strong>Prison Island</strong>, auf Swahili <em>Changuu</em>, ist eine kleine Insel rund 5 km vor Stone Town, die Sie mit dem Boot in etwa 20 bis 30 Minuten erreichen. In den 1890er-Jahren wurde hier ein Gefängnis gebaut, das jedoch nie Häftlinge aufnahm; später diente die Insel als Quarantänestation, und einige Gebäude stehen bis heute.</p>',
        '<p>Die meisten Besucher kommen heute wegen der Aldabra-Riesenschildkröten. Die ersten waren 1919 ein Geschenk der Seychellen; die Kolonie lebt heute in einem geschützten Gehege, in dem Sie Tiere ganz unterschiedlichen Alters sehen – einige sollen über hundert Jahre alt sein. Neben den Schildkröten gibt es einen kurzen Spaziergang durch die alten Gebäude, einen kleinen Strand und Korallenstöcke nahe dem Ufer, die sich gut zum Schnorcheln eignen.</p>',
        '<p><em>Praktische Hinweise:</em> Ein Halbtagesausflug ab Stone Town genügt. Der Eintritt zum Schildkrötengehege wird auf der Insel bezahlt, getrennt vom Bootspreis. An ruhigen Vormittagen ist das Wasser meist am klarsten, und Badeschuhe sind am felsigen Ufer hilfreich.</p>',
      ].join(''),
      facts: [
        'Name auf Swahili: Changuu',
        'Bootsfahrt: etwa 20–30 Minuten ab Stone Town',
        'Aldabra-Riesenschildkröten, die ersten 1919 von den Seychellen',
        'Gefängnis aus den 1890er-Jahren, später Quarantänestation',
        'Dauer des Besuchs: ein halber Tag',
      ],
      activities: [
        'Besuch im Schildkrötengehege',
        'Schnorcheln',
        'Bootsausflug',
        'Spaziergang durch historische Ruinen',
        'Zeit am Strand',
      ],
    },
  },
  categories: {
    Wildlife: 'Tierwelt',
    Beach: 'Strand',
    Culture: 'Kultur',
    History: 'Geschichte',
    Adventure: 'Abenteuer',
    'Marine Life': 'Unterwasserwelt',
    Nature: 'Natur',
    Mountain: 'Berge',
    Birdwatching: 'Vogelbeobachtung',
    Photography: 'Fotografie',
    Family: 'Familie',
    Honeymoon: 'Flitterwochen',
    'Airport transfers': 'Flughafentransfers',
    'Park entrance fees': 'Parkeintrittsgebühren',
    'Professional English-speaking guide': 'Professioneller englischsprachiger Guide',
    Accommodation: 'Unterkunft',
    'All meals on safari': 'Vollpension während der Safari',
    Breakfast: 'Frühstück',
    'Bottled drinking water': 'Trinkwasser in Flaschen',
    '4x4 safari vehicle with pop-up roof': 'Safari-Geländewagen (4x4) mit Hubdach',
    'Boat trips': 'Bootsausflüge',
    'Snorkelling equipment': 'Schnorchelausrüstung',
    'Entrance tickets': 'Eintrittskarten',
    'Porters, cook and mountain crew': 'Träger, Koch und Bergteam',
    'Climbing permits and rescue fees': 'Besteigungsgenehmigung und Rettungsgebühren',
    'International flights': 'Internationale Flüge',
    'Visa fees': 'Visagebühren',
    'Travel insurance': 'Reiseversicherung',
    'Tips and gratuities': 'Trinkgelder',
    'Alcoholic drinks': 'Alkoholische Getränke',
    'Personal expenses': 'Persönliche Ausgaben',
    'Hot-air balloon safari': 'Ballonsafari',
    'Optional activities': 'Optionale Aktivitäten',
  },
};
