// Italian translations of the demo catalogue (trips, destinations, categories), seeded as the 'it' texts.
import type { SeedTranslations } from '#server/db/seed/data/types.js';

export const ITALIAN: SeedTranslations = {
  trips: {
    'tarangire-lake-manyara-short-safari': {
      name: 'Safari breve: Tarangire e Lago Manyara',
      description: [
        '<p>Hai poco tempo ma non vuoi rinunciare alla fauna della Tanzania? Questo safari di tre giorni da Arusha ti porta in due dei parchi più belli del circuito nord, senza lunghe giornate in auto.</p>',
        '<p>Il <strong>Tarangire</strong> è famoso per i suoi elefanti, che nella stagione secca si radunano in grandi branchi lungo il fiume Tarangire, e per i baobab giganti che punteggiano le sue pianure. Qui trascorri un giorno e mezzo di game drive, con buone probabilità di vedere leoni, giraffe e zebre e un’enorme varietà di uccelli. L’ultimo giorno prosegui verso il <strong>Lago Manyara</strong>, dove la foresta di falda lascia spazio a pianure alluvionali e a un lago alcalino ai piedi della scarpata della Rift Valley: qui vivono branchi di babbuini, ippopotami e, in certi periodi, fenicotteri.</p>',
        '<p>Viaggi su un fuoristrada 4x4 privato con tetto apribile, accompagnato da un autista-guida esperto.</p>',
      ].join(''),
      days: [
        {
          title: 'Da Arusha al Tarangire',
          description:
            '<p>Partenza dal tuo hotel di Arusha alle 8:00 e circa due ore di strada fino al <strong>Parco Nazionale del Tarangire</strong>. Pranzo picnic all’ingresso e pomeriggio di game drive lungo il fiume, dove elefanti, bufali e giraffe vengono ad abbeverarsi. Cena e pernottamento in un tented lodge appena fuori dal parco.</p>',
        },
        {
          title: 'Una giornata intera nel Tarangire',
          description:
            '<p>Si parte presto, quando i predatori sono più attivi, per spingersi nel cuore del parco fino alla <strong>palude di Silale</strong>, dove è facile incontrare elefanti, bufali e grandi stormi di uccelli. Pranzo picnic all’ombra di un baobab. La tua guida cercherà i leoni che riposano sugli alberi e i leopardi del parco, anche se gli avvistamenti non sono mai garantiti. Rientro al lodge per un aperitivo al tramonto.</p>',
        },
        {
          title: 'Lago Manyara e rientro ad Arusha',
          description:
            '<p>Circa un’ora di strada fino al <strong>Parco Nazionale del Lago Manyara</strong> per un game drive mattutino nella foresta di falda, alla ricerca di cercopitechi dal diadema e branchi di babbuini, poi sulla piana alluvionale tra ippopotami, bufali e uccelli acquatici. Dopo il pranzo picnic rientri ad Arusha, a circa due ore, con arrivo nel tardo pomeriggio.</p>',
        },
      ],
    },
    'northern-circuit-classic-6-days-5-nights': {
      name: 'Classico del Nord – 6 giorni / 5 notti',
      description: [
        '<p>Il nostro safari più richiesto unisce i quattro grandi parchi del nord della Tanzania in un unico anello da Arusha, con il ritmo giusto. In sei giorni vedi gli elefanti e i baobab del <strong>Tarangire</strong>, le pianure sconfinate del <strong>Serengeti</strong>, il fondo del <strong>cratere di Ngorongoro</strong> brulicante di animali e la foresta e il lago alcalino del <strong>Lago Manyara</strong>.</p>',
        '<p>L’itinerario contiene i trasferimenti e ti porta nel posto giusto al momento giusto: due notti nel Serengeti centrale, nella zona di Seronera, dove leoni, ghepardi e leopardi vivono tutto l’anno, e una notte sul bordo del cratere per scendere di buon mattino. A luglio le mandrie della migrazione di solito attraversano il Serengeti occidentale e settentrionale; da una base centrale non sempre si riesce a raggiungerle, quindi chiedici pure di aggiungere una notte più a nord.</p>',
        '<p>Ingressi ai parchi, pasti, acqua potabile e lodge e campi tendati confortevoli sono tutti inclusi.</p>',
      ].join(''),
      days: [
        {
          title: 'Da Arusha al Tarangire',
          description:
            '<p>Partenza da Arusha alle 8:00 e circa due ore di strada fino al <strong>Parco Nazionale del Tarangire</strong>. Pomeriggio di game drive tra i baobab e lungo il fiume Tarangire, dove nella stagione secca si radunano grandi branchi di elefanti. Pernottamento in un lodge vicino al parco.</p>',
        },
        {
          title: 'Attraverso gli altopiani fino al Serengeti',
          description:
            '<p>Una giornata lunga ma spettacolare. Si attraversano Karatu e gli altopiani boscosi di Ngorongoro, con una sosta al belvedere sul bordo del cratere, poi si scende nelle pianure del Serengeti oltre il gate di Naabi Hill. In tutto sono circa sei ore di strada, spezzate da un pranzo picnic e da un game drive lungo il percorso fino a <strong>Seronera</strong>, nel Serengeti centrale, dove trascorri due notti.</p>',
        },
        {
          title: 'Serengeti centrale',
          description:
            '<p>Una giornata intera alla scoperta della <strong>valle del fiume Seronera</strong> e dei kopje circostanti, una delle zone migliori d’Africa per i grandi felini. Si parte presto per sorprendere leoni e ghepardi in movimento, pausa per il pranzo e si riparte nel pomeriggio, quando la luce si addolcisce. Con un supplemento puoi prenotare un volo in mongolfiera all’alba.</p>',
        },
        {
          title: 'Dal Serengeti al bordo del cratere',
          description:
            '<p>Un ultimo game drive mattutino nel Serengeti, poi si torna verso Naabi Hill e si sale nella Ngorongoro Conservation Area, in circa tre-quattro ore. Sistemazione in un lodge sul <strong>bordo del cratere</strong> o nelle vicinanze, a circa 2.300 metri, dove la sera fa abbastanza fresco da accendere il camino.</p>',
        },
        {
          title: 'Cratere di Ngorongoro',
          description:
            '<p>Di buon mattino scendi di circa 600 metri sul fondo del cratere per un game drive fino a sei ore, il limite abituale per ogni visita. La caldera chiusa ospita leoni, elefanti, bufali, iene, grandi mandrie di zebre e gnu e una delle poche popolazioni di <strong>rinoceronte nero</strong> rimaste in Tanzania. Pranzo picnic vicino a una pozza di ippopotami, poi risali e prosegui per Karatu, dove passi la notte.</p>',
        },
        {
          title: 'Lago Manyara e rientro ad Arusha',
          description:
            '<p>Circa 40 minuti di strada fino al <strong>Parco Nazionale del Lago Manyara</strong> per un game drive mattutino nella foresta di falda e lungo le rive del lago, regno di babbuini, cercopitechi dal diadema, ippopotami e tantissimi uccelli acquatici. Dopo pranzo si prosegue per Arusha, a circa due ore, e ti accompagniamo in hotel o al Kilimanjaro International Airport, circa un’ora più in là.</p>',
        },
      ],
    },
    'great-migration-river-crossings-safari': { name: 'Grande Migrazione: i guadi del Mara' },
    'serengeti-calving-season-safari': { name: 'Serengeti: safari nella stagione delle nascite' },
    'kilimanjaro-machame-route-7-days-6-nights': { name: 'Kilimangiaro, via Machame – 7 giorni / 6 notti' },
    'southern-circuit-nyerere-ruaha-safari': { name: 'Circuito sud: safari a Nyerere e Ruaha' },
    'family-safari-elephants-crater-treetops': { name: 'Safari in famiglia: elefanti, cratere e foresta' },
    'rift-valley-lakes-crater-birding-safari': { name: 'Birdwatching: laghi del Rift e cratere' },
    'stone-town-heritage-walk': {
      name: 'Stone Town, passeggiata nella storia',
      description: [
        '<p><strong>Stone Town</strong> è il cuore antico di Zanzibar City e Patrimonio dell’Umanità UNESCO: un labirinto di vicoli stretti dove influssi swahili, arabi, indiani ed europei si incontrano tra case in pietra corallina, porte in legno intagliato e mercati vivaci. Questa passeggiata senza fretta con una guida locale ti aiuta a leggerne le storie.</p>',
        '<p>In circa quattro ore visiti l’Old Fort, il lungomare intorno alla House of Wonders (chiusa per restauro), il mercato di Darajani e la Cattedrale anglicana, costruita dove sorgeva l’ultimo mercato degli schiavi a cielo aperto, dove una piccola mostra racconta con onestà quella storia dolorosa. Lungo il percorso la guida ti mostra le porte più belle, gli antichi bagni persiani di Hamamni e gli angoli dove i vicini si ritrovano per un caffè e una partita a domino.</p>',
        '<p>La passeggiata termina vicino ai Forodhani Gardens, il posto ideale per fermarsi al tramonto e cenare alle bancarelle della sera.</p>',
      ].join(''),
      days: [
        {
          title: 'Vicoli, mercati e memoria',
          description:
            '<p>Ci incontriamo alle 9:00 nel tuo hotel di Stone Town e partiamo a piedi. Tra i momenti più belli: l’<strong>Old Fort</strong>, il lungomare davanti alla House of Wonders, i padiglioni delle spezie e del pesce del <strong>mercato di Darajani</strong>, i bagni persiani di Hamamni e la <strong>Cattedrale anglicana</strong> con il memoriale e la mostra sul mercato degli schiavi. Calcola circa quattro ore di camminata tranquilla, con soste per un succo fresco o un caffè. Il tour termina verso le 13:00 vicino ai Forodhani Gardens.</p>',
        },
      ],
    },
    'nakupenda-sandbank-prison-island-dhow-day': {
      name: 'In dhow a Nakupenda e Prison Island',
      description: [
        '<p>È la classica giornata di relax in mare davanti a Stone Town. Un dhow tradizionale in legno ti porta prima a <strong>Prison Island</strong> (Changuu), a circa 30 minuti dal lungomare, e poi a <strong>Nakupenda</strong>, un banco di sabbia bianchissima che emerge e cambia forma con le maree.</p>',
        '<p>A Prison Island incontri le tartarughe giganti di Aldabra, alcune ben oltre i cent’anni, e passeggi tra gli edifici di un carcere costruito negli anni Novanta dell’Ottocento ma poi usato come stazione di quarantena. Poi è il momento di nuotare e fare snorkeling sui coralli intorno all’isola, prima di veleggiare verso il banco di sabbia per un pranzo di pesce alla griglia e frutta.</p>',
        '<p>La giornata è perfetta per le famiglie e per chi vuole l’acqua turchese senza lunghi trasferimenti. Gli orari cambiano un po’ con la marea, e il tuo skipper organizza tutto di conseguenza.</p>',
      ].join(''),
      days: [
        {
          title: 'Tartarughe, reef e banco di sabbia',
          description:
            '<p>Ritrovo verso le 9:30 sulla spiaggia di Stone Town vicino a Forodhani e imbarco sul dhow per la traversata di 30 minuti fino a <strong>Prison Island</strong>. Trascorri un’ora tra le tartarughe giganti e i vecchi edifici della quarantena, poi fai snorkeling sul reef vicino. Si prosegue verso il <strong>banco di sabbia di Nakupenda</strong> per un bagno, un pranzo di pesce servito all’ombra e tutto il tempo per lasciarti galleggiare nell’acqua bassa. Rientro a Stone Town verso le 16:00.</p>',
        },
      ],
    },
    'spice-farm-jozani-forest-day-tour': { name: 'Spezie e foresta di Jozani in giornata' },
    'mnemba-atoll-snorkelling-day': { name: 'Snorkeling all’atollo di Mnemba' },
    'southeast-coast-lagoon-escape-4-days-3-nights': { name: 'Laguna della costa sud-est – 4 giorni / 3 notti' },
    'stone-town-spice-island-culture-3-days-2-nights': { name: 'Stone Town e l’isola delle spezie – 3 giorni / 2 notti' },
    'zanzibar-island-highlights': { name: 'Zanzibar: il meglio dell’isola' },
    'nungwi-kendwa-beach-escape': { name: 'Mare e relax a Nungwi e Kendwa' },
    'nungwi-sunset-dhow-cruise-turtle-pond': { name: 'Nungwi: dhow al tramonto e tartarughe' },
    'pemba-island-diving-expedition': { name: 'Spedizione subacquea a Pemba' },
  },
  destinations: {
    tarangire: {
      description: [
        '<p>Il <strong>Parco Nazionale del Tarangire</strong> si estende per circa 2.850 km² a sud-est del Lago Manyara, a circa due ore d’auto da Arusha. Prende il nome dal fiume Tarangire, che lo attraversa e resta una fonte d’acqua preziosa quando il territorio circostante si inaridisce.</p>',
        '<p>Più o meno da giugno a ottobre gli animali di una vasta area si spostano verso il fiume, e il Tarangire diventa famoso per alcuni dei branchi di elefanti più numerosi della Tanzania settentrionale, insieme a zebre, gnu, bufali, giraffe, leoni e leopardi. Il paesaggio è dominato da enormi baobab, molti dei quali secolari, sparsi tra boschi di acacie e paludi stagionali. Qui sono state censite oltre 500 specie di uccelli, e per questo il parco regala soddisfazioni agli appassionati di birdwatching in ogni stagione.</p>',
        '<p><em>Informazioni pratiche:</em> la stagione secca è la migliore per i grandi mammiferi, mentre da novembre a maggio trovi paesaggi verdi, uccelli migratori e meno fuoristrada in giro. In alcune zone boscose ci sono le mosche tse-tse, attratte dal blu scuro e dal nero: meglio vestirsi con colori neutri. Il Tarangire si abbina in modo naturale al Lago Manyara e al Ngorongoro in un itinerario del circuito nord.</p>',
      ].join(''),
      facts: [
        'Superficie: circa 2.850 km²',
        'Parco nazionale dal 1970',
        'Periodo migliore: da giugno a ottobre (stagione secca)',
        'Da Arusha: circa 2 ore d’auto',
        'Oltre 500 specie di uccelli censite',
      ],
      activities: [
        'Game drive',
        'Osservazione degli elefanti',
        'Birdwatching',
        'Passeggiate guidate nella savana',
        'Fotografia dei baobab',
      ],
    },
    'lake-manyara': {
      name: 'Lago Manyara',
      description: [
        '<p>Il <strong>Parco Nazionale del Lago Manyara</strong> si trova ai piedi della scarpata della Rift Valley, a circa due ore d’auto a ovest di Arusha, accanto alla cittadina di Mto wa Mbu. Gran parte del parco è occupata dal Lago Manyara, poco profondo e alcalino, la cui estensione varia molto con le piogge; dal 1981 l’area fa parte di una Riserva della Biosfera UNESCO.</p>',
        '<p>In uno spazio raccolto il parco concentra una foresta di falda alimentata dalle sorgenti della scarpata, boschi di acacie, praterie aperte e una riva con sorgenti termali. Quando le condizioni sono quelle giuste, sul lago si radunano fenicotteri, pellicani e cicogne, e sono state censite oltre 400 specie di uccelli. Si vedono regolarmente babbuini anubi, elefanti, giraffe, bufali e ippopotami. I leoni del parco sono noti per riposare sugli alberi, ma gli avvistamenti dei leoni arrampicatori sono imprevedibili e tutt’altro che garantiti.</p>',
        '<p><em>Informazioni pratiche:</em> basta un game drive di mezza giornata o di una giornata intera, e spesso il parco si visita lungo la strada per il Ngorongoro. La stagione secca, da giugno a ottobre, è la migliore per i mammiferi; nei mesi delle piogge gli uccelli sono di più.</p>',
      ].join(''),
      facts: [
        'Parco nazionale dal 1960',
        'Parte di una Riserva della Biosfera UNESCO dal 1981',
        'Lago alcalino della Rift Valley, con fenicotteri in certe stagioni',
        'Oltre 400 specie di uccelli censite',
        'Punto di accesso: Mto wa Mbu',
      ],
      activities: [
        'Game drive',
        'Fenicotteri e birdwatching',
        'Visita alla pozza degli ippopotami',
        'Passerella tra le chiome degli alberi',
        'Visita al villaggio di Mto wa Mbu',
      ],
    },
    'stone-town': {
      description: [
        '<p><strong>Stone Town</strong> è il quartiere storico di Zanzibar City, sulla costa occidentale di Unguja, l’isola principale dell’arcipelago di Zanzibar. Patrimonio dell’Umanità UNESCO dal 2000, è una città mercantile swahili i cui vicoli stretti, le case in pietra corallina e le porte in legno intagliato raccontano secoli di influssi africani, arabi, persiani, indiani ed europei.</p>',
        '<p>Una visita guidata di solito comprende l’Old Fort, la House of Wonders sul lungomare (chiusa per restauro dopo un crollo parziale nel 2020), il mercato di Darajani e la Cattedrale anglicana, costruita dove sorgeva l’ultimo mercato degli schiavi a cielo aperto, chiuso nel 1873. Il memoriale e le vicine celle in cui venivano rinchiusi gli schiavi rendono la visita toccante. La sera i Forodhani Gardens si riempiono di bancarelle di cibo e di gente che aspetta il tramonto, e una crociera in dhow lungo il lungomare è uno dei modi più amati per chiudere la giornata.</p>',
        '<p><em>Informazioni pratiche:</em> i mesi più secchi vanno da giugno a ottobre e da dicembre a febbraio; le grandi piogge cadono da marzo a maggio. Stone Town è una comunità in gran parte musulmana: quando passeggi in città copri spalle e ginocchia, e usa particolare discrezione durante il Ramadan.</p>',
      ].join(''),
      facts: [
        'Patrimonio dell’Umanità UNESCO dal 2000',
        'Periodo migliore: da giugno a ottobre e da dicembre a febbraio',
        'Grandi piogge: da marzo a maggio',
        'Aeroporto: circa 20 minuti in auto',
        'Abbigliamento: spalle e ginocchia coperte in città',
      ],
      activities: [
        'Visita guidata a piedi',
        'Visita al memoriale del mercato degli schiavi',
        'Mercato serale di Forodhani',
        'Crociera in dhow al tramonto',
        'Visita al mercato di Darajani',
        'Corso di cucina swahili',
      ],
    },
    'prison-island': {
      description: [
        '<p><strong>Prison Island</strong>, in swahili <em>Changuu</em>, è un’isoletta a circa 5 km da Stone Town, che si raggiunge in barca in 20-30 minuti circa. Negli anni Novanta dell’Ottocento vi fu costruito un carcere che però non ospitò mai detenuti; in seguito l’isola fu usata come stazione di quarantena, e alcuni edifici sono ancora in piedi.</p>',
        '<p>Oggi la maggior parte dei visitatori viene per le tartarughe giganti di Aldabra. Le prime furono un dono delle Seychelles nel 1919, e oggi la colonia vive in un’area protetta dove puoi vedere esemplari di età molto diverse, alcuni dei quali avrebbero più di cent’anni. Oltre alle tartarughe ci sono una breve passeggiata tra i vecchi edifici, una piccola spiaggia e macchie di corallo vicino a riva, ottime per lo snorkeling.</p>',
        '<p><em>Informazioni pratiche:</em> basta una gita di mezza giornata da Stone Town. L’ingresso all’area delle tartarughe si paga sull’isola, a parte rispetto alla barca. Di solito l’acqua è più limpida nelle mattine calme, e le scarpette da scoglio sono utili sulla riva rocciosa.</p>',
      ].join(''),
      facts: [
        'Nome swahili: Changuu',
        'In barca: circa 20–30 minuti da Stone Town',
        'Tartarughe giganti di Aldabra, le prime giunte dalle Seychelles nel 1919',
        'Carcere degli anni Novanta dell’Ottocento, poi stazione di quarantena',
        'Durata della visita: mezza giornata',
      ],
      activities: [
        'Visita al santuario delle tartarughe giganti',
        'Snorkeling',
        'Gita in barca',
        'Passeggiata tra le rovine storiche',
        'Relax in spiaggia',
      ],
    },
  },
  categories: {
    Wildlife: 'Fauna selvatica',
    Beach: 'Mare',
    Culture: 'Cultura',
    History: 'Storia',
    Adventure: 'Avventura',
    'Marine Life': 'Vita marina',
    Nature: 'Natura',
    Mountain: 'Montagna',
    Birdwatching: 'Birdwatching',
    Photography: 'Fotografia',
    Family: 'Famiglia',
    Honeymoon: 'Viaggio di nozze',
    'Airport transfers': 'Trasferimenti aeroportuali',
    'Park entrance fees': 'Ingressi ai parchi',
    'Professional English-speaking guide': 'Guida professionista di lingua inglese',
    Accommodation: 'Alloggio',
    'All meals on safari': 'Pensione completa durante il safari',
    Breakfast: 'Colazione',
    'Bottled drinking water': 'Acqua in bottiglia',
    '4x4 safari vehicle with pop-up roof': 'Fuoristrada 4x4 con tetto apribile',
    'Boat trips': 'Gite in barca',
    'Snorkelling equipment': 'Attrezzatura da snorkeling',
    'Entrance tickets': 'Biglietti d’ingresso',
    'Porters, cook and mountain crew': 'Portatori, cuoco e staff di montagna',
    'Climbing permits and rescue fees': 'Permessi di salita e tasse di soccorso',
    'International flights': 'Voli internazionali',
    'Visa fees': 'Costo del visto',
    'Travel insurance': 'Assicurazione di viaggio',
    'Tips and gratuities': 'Mance',
    'Alcoholic drinks': 'Bevande alcoliche',
    'Personal expenses': 'Spese personali',
    'Hot-air balloon safari': 'Safari in mongolfiera',
    'Optional activities': 'Attività facoltative',
  },
};
