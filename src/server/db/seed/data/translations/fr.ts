// French translations of the demo catalogue (trips, destinations, categories), seeded as the 'fr' texts.
import type { SeedTranslations } from '#server/db/seed/data/types.js';

export const FRENCH: SeedTranslations = {
  trips: {
    'tarangire-lake-manyara-short-safari': {
      name: 'Court safari : Tarangire et lac Manyara',
      description: [
        '<p>Vous avez peu de temps, mais tenez à voir la faune de Tanzanie ? Ce safari de trois jours au départ d’Arusha vous emmène dans deux des plus beaux parcs du circuit nord, sans longues journées de route.</p>',
        '<p>Le <strong>Tarangire</strong> est célèbre pour ses éléphants, qui se rassemblent en grands troupeaux le long de la rivière Tarangire à la saison sèche, et pour les baobabs géants qui se dressent dans ses plaines. Vous y passez un jour et demi en safari, avec de bonnes chances de voir lions, girafes et zèbres, et une grande variété d’oiseaux. Le dernier jour, vous rejoignez le <strong>lac Manyara</strong>, où la forêt alimentée par la nappe phréatique cède la place à une plaine inondable et à un lac alcalin au pied de l’escarpement du Rift, domaine des troupes de babouins, des hippopotames et, à certaines saisons, des flamants roses.</p>',
        '<p>Vous voyagez en 4x4 privé à toit ouvrant, avec un chauffeur-guide expérimenté.</p>',
      ].join(''),
      days: [
        {
          title: 'D’Arusha au Tarangire',
          description:
            '<p>Prise en charge à votre hôtel d’Arusha à 8 h, puis environ deux heures de route jusqu’au <strong>parc national du Tarangire</strong>. Déjeuner pique-nique à l’entrée du parc et après-midi de safari le long de la rivière, où éléphants, buffles et girafes viennent boire. Nuit dans un lodge sous toile juste à l’extérieur du parc, dîner compris.</p>',
        },
        {
          title: 'Une journée entière au Tarangire',
          description:
            '<p>Départ matinal, quand les prédateurs sont les plus actifs, pour explorer le cœur du parc jusqu’au <strong>marais de Silale</strong>, où l’on croise presque à coup sûr éléphants, buffles et grandes volées d’oiseaux. Déjeuner pique-nique sous un baobab. Votre guide cherche les lions qui se reposent dans les arbres et les léopards du parc, même si rien n’est jamais garanti. Retour au lodge pour un verre au coucher du soleil.</p>',
        },
        {
          title: 'Lac Manyara et retour à Arusha',
          description:
            '<p>Environ une heure de route jusqu’au <strong>parc national du lac Manyara</strong> pour un safari matinal dans la forêt alimentée par la nappe phréatique, à l’affût des singes bleus et des troupes de babouins, puis dans la plaine inondable pour les hippopotames, les buffles et les oiseaux d’eau. Après un déjeuner pique-nique, retour à Arusha, à environ deux heures, en fin d’après-midi.</p>',
        },
      ],
    },
    'northern-circuit-classic-6-days-5-nights': {
      name: 'Grand classique du Nord – 6 jours / 5 nuits',
      description: [
        '<p>Notre safari le plus demandé relie les quatre grands parcs du nord de la Tanzanie en une seule boucle au départ d’Arusha, à un rythme bien pensé. En six jours, vous découvrez les éléphants et les baobabs du <strong>Tarangire</strong>, les immenses plaines du <strong>Serengeti</strong>, le fond du <strong>cratère du Ngorongoro</strong> qui grouille d’animaux, ainsi que la forêt et les eaux alcalines du <strong>lac Manyara</strong>.</p>',
        '<p>L’itinéraire limite les trajets et vous place au bon endroit au bon moment de la journée : deux nuits dans le centre du Serengeti, autour de Seronera, où lions, guépards et léopards vivent toute l’année, et une nuit au bord du cratère pour y descendre tôt le matin. En juillet, les troupeaux de la migration traversent généralement l’ouest et le nord du Serengeti ; depuis une base centrale, on ne les atteint pas toujours, alors n’hésitez pas à nous demander d’ajouter une nuit plus au nord.</p>',
        '<p>Droits d’entrée dans les parcs, repas, eau potable, lodges et camps de toile confortables : tout est compris.</p>',
      ].join(''),
      days: [
        {
          title: 'D’Arusha au Tarangire',
          description:
            '<p>Prise en charge à Arusha à 8 h et environ deux heures de route jusqu’au <strong>parc national du Tarangire</strong>. Après-midi de safari parmi les baobabs et le long de la rivière Tarangire, où de grands troupeaux d’éléphants se rassemblent à la saison sèche. Nuit dans un lodge près du parc.</p>',
        },
        {
          title: 'Par les hautes terres jusqu’au Serengeti',
          description:
            '<p>Une longue journée, mais spectaculaire. La route traverse Karatu et les hautes terres boisées du Ngorongoro, avec un arrêt au belvédère sur le bord du cratère, puis descend vers les plaines du Serengeti par la porte de Naabi Hill. Environ six heures de route au total, entrecoupées d’un déjeuner pique-nique et d’un safari en chemin jusqu’à <strong>Seronera</strong>, au centre du Serengeti, où vous passez deux nuits.</p>',
        },
        {
          title: 'Centre du Serengeti',
          description:
            '<p>Une journée entière pour explorer la <strong>vallée de la rivière Seronera</strong> et les kopjes alentour, l’un des meilleurs secteurs d’Afrique pour les grands félins. Partez tôt pour trouver lions et guépards en mouvement, faites une pause pour le déjeuner, puis repartez l’après-midi quand la lumière s’adoucit. Un vol en montgolfière à l’aube peut être réservé en supplément.</p>',
        },
        {
          title: 'Du Serengeti au bord du cratère',
          description:
            '<p>Un dernier safari matinal dans le Serengeti, puis retour par Naabi Hill et montée dans la Ngorongoro Conservation Area, soit trois à quatre heures de route environ. Installation dans un lodge sur le <strong>bord du cratère</strong> ou à proximité, à environ 2 300 mètres d’altitude, où les soirées sont assez fraîches pour faire un feu.</p>',
        },
        {
          title: 'Cratère du Ngorongoro',
          description:
            '<p>Descente matinale de quelque 600 mètres jusqu’au fond du cratère pour un safari pouvant durer six heures, la limite habituelle par visite. La caldeira fermée abrite lions, éléphants, buffles, hyènes, de grands troupeaux de zèbres et de gnous, et l’une des rares populations de <strong>rhinocéros noirs</strong> encore présentes en Tanzanie. Déjeuner pique-nique près d’une mare aux hippopotames, puis remontée et route vers Karatu pour la nuit.</p>',
        },
        {
          title: 'Lac Manyara et retour à Arusha',
          description:
            '<p>Environ 40 minutes de route jusqu’au <strong>parc national du lac Manyara</strong> pour un safari matinal dans la forêt et le long des rives du lac, où vivent babouins, singes bleus, hippopotames et de nombreux oiseaux d’eau. Après le déjeuner, continuation vers Arusha, à environ deux heures, où nous vous déposons à votre hôtel ou au Kilimanjaro International Airport, une heure plus loin environ.</p>',
        },
      ],
    },
    'great-migration-river-crossings-safari': { name: 'Grande Migration : les traversées de la Mara' },
    'serengeti-calving-season-safari': { name: 'Serengeti : safari à la saison des naissances' },
    'kilimanjaro-machame-route-7-days-6-nights': { name: 'Kilimandjaro, voie Machame – 7 jours / 6 nuits' },
    'southern-circuit-nyerere-ruaha-safari': { name: 'Circuit sud : safari Nyerere et Ruaha' },
    'family-safari-elephants-crater-treetops': { name: 'Safari en famille : éléphants, cratère et canopée' },
    'rift-valley-lakes-crater-birding-safari': { name: 'Safari oiseaux : lacs du Rift et cratère' },
    'stone-town-heritage-walk': {
      name: 'Balade historique dans Stone Town',
      description: [
        '<p><strong>Stone Town</strong> est le cœur historique de Zanzibar City, inscrit au patrimoine mondial de l’UNESCO : un dédale de ruelles étroites où les influences swahilies, arabes, indiennes et européennes se mêlent dans les maisons en pierre de corail, les portes en bois sculpté et les marchés animés. Cette balade tranquille avec un guide local vous aide à en saisir toute la richesse.</p>',
        '<p>En quatre heures environ, vous découvrez le Vieux Fort, le front de mer autour de la House of Wonders (fermée pour restauration), le marché de Darajani et la cathédrale anglicane, bâtie sur le site du dernier marché aux esclaves à ciel ouvert, où une petite exposition retrace sans détour cette histoire douloureuse. En chemin, votre guide vous montre les plus belles portes, les anciens bains persans de Hamamni et les recoins où les voisins se retrouvent autour d’un café et d’une partie de dominos.</p>',
        '<p>La balade se termine près des jardins de Forodhani, l’endroit idéal pour rester jusqu’au coucher du soleil et profiter des stands de cuisine du soir.</p>',
      ].join(''),
      days: [
        {
          title: 'Ruelles, marchés et mémoire',
          description:
            '<p>Rendez-vous à 9 h à votre hôtel de Stone Town, puis départ à pied. Au programme : le <strong>Vieux Fort</strong>, le front de mer près de la House of Wonders, les halles aux épices et aux poissons du <strong>marché de Darajani</strong>, les bains persans de Hamamni et la <strong>cathédrale anglicane</strong>, avec son mémorial et son exposition sur le marché aux esclaves. Comptez environ quatre heures de marche tranquille, avec des pauses pour un jus frais ou un café. La visite se termine vers 13 h près des jardins de Forodhani.</p>',
        },
      ],
    },
    'nakupenda-sandbank-prison-island-dhow-day': {
      name: 'En boutre à Nakupenda et Prison Island',
      description: [
        '<p>La grande classique des journées farniente en mer au large de Stone Town. Un boutre traditionnel en bois vous conduit d’abord à <strong>Prison Island</strong> (Changuu), à environ 30 minutes du front de mer, puis à <strong>Nakupenda</strong>, un banc de sable d’un blanc éclatant qui apparaît et se déplace au gré des marées.</p>',
        '<p>Sur Prison Island, vous rencontrez les tortues géantes d’Aldabra, dont certaines ont largement dépassé cent ans, et passez devant les bâtiments d’une prison construite dans les années 1890, qui a finalement servi de station de quarantaine. Place ensuite à la baignade et au snorkeling sur les coraux autour de l’île, avant de mettre le cap sur le banc de sable pour un déjeuner de fruits de mer grillés et de fruits frais.</p>',
        '<p>Cette journée convient aux familles et à tous ceux qui rêvent d’eaux turquoise sans long trajet en voiture. Les horaires varient un peu selon la marée, et votre capitaine organise la journée en conséquence.</p>',
      ].join(''),
      days: [
        {
          title: 'Tortues, récif et banc de sable',
          description:
            '<p>Rendez-vous vers 9 h 30 sur la plage de Stone Town près de Forodhani, puis embarquement à bord du boutre pour une traversée de 30 minutes jusqu’à <strong>Prison Island</strong>. Vous passez une heure avec les tortues géantes et parmi les anciens bâtiments de quarantaine, puis faites du snorkeling sur le récif voisin. Cap ensuite sur le <strong>banc de sable de Nakupenda</strong> pour la baignade, un déjeuner de fruits de mer servi à l’ombre et le plaisir de simplement flotter dans les eaux peu profondes. Retour à Stone Town vers 16 h.</p>',
        },
      ],
    },
    'spice-farm-jozani-forest-day-tour': { name: 'Épices et forêt de Jozani à la journée' },
    'mnemba-atoll-snorkelling-day': { name: 'Journée snorkeling à l’atoll de Mnemba' },
    'southeast-coast-lagoon-escape-4-days-3-nights': { name: 'Lagon de la côte sud-est – 4 jours / 3 nuits' },
    'stone-town-spice-island-culture-3-days-2-nights': { name: 'Stone Town et île aux épices – 3 jours / 2 nuits' },
    'zanzibar-island-highlights': { name: 'Zanzibar : l’essentiel de l’île' },
    'nungwi-kendwa-beach-escape': { name: 'Escapade plage à Nungwi et Kendwa' },
    'nungwi-sunset-dhow-cruise-turtle-pond': { name: 'Nungwi : boutre au couchant et tortues' },
    'pemba-island-diving-expedition': { name: 'Expédition plongée à Pemba' },
  },
  destinations: {
    tarangire: {
      description: [
        '<p>Le <strong>parc national du Tarangire</strong> couvre environ 2 850 km² au sud-est du lac Manyara, à environ deux heures de route d’Arusha. Il doit son nom à la rivière Tarangire, qui le traverse et reste un point d’eau essentiel lorsque les terres alentour s’assèchent.</p>',
        '<p>De juin à octobre environ, les animaux d’une vaste région convergent vers la rivière, et le Tarangire est alors réputé pour abriter certains des plus grands troupeaux d’éléphants du nord de la Tanzanie, aux côtés des zèbres, gnous, buffles, girafes, lions et léopards. Le paysage est marqué par d’immenses baobabs, souvent plusieurs fois centenaires, disséminés entre les forêts d’acacias et les marais saisonniers. Plus de 500 espèces d’oiseaux y ont été recensées, ce qui fait du parc une destination de choix pour les ornithologues en toute saison.</p>',
        '<p><em>Conseils pratiques :</em> la saison sèche est la meilleure pour la grande faune, tandis que de novembre à mai vous profitez de paysages verts, d’oiseaux migrateurs et de moins de véhicules. Des mouches tsé-tsé sont présentes dans certaines zones boisées ; elles sont attirées par le bleu foncé et le noir, d’où l’intérêt de vêtements aux couleurs neutres. Le Tarangire se combine naturellement avec le lac Manyara et le Ngorongoro dans un circuit nord.</p>',
      ].join(''),
      facts: [
        'Superficie : environ 2 850 km²',
        'Parc national depuis 1970',
        'Meilleure période : de juin à octobre (saison sèche)',
        'Depuis Arusha : environ 2 heures de route',
        'Plus de 500 espèces d’oiseaux recensées',
      ],
      activities: [
        'Safaris en 4x4',
        'Observation des éléphants',
        'Observation des oiseaux',
        'Marches guidées dans le bush',
        'Photo des baobabs',
      ],
    },
    'lake-manyara': {
      name: 'Lac Manyara',
      description: [
        '<p>Le <strong>parc national du lac Manyara</strong> s’étend au pied de l’escarpement de la vallée du Grand Rift, à environ deux heures de route à l’ouest d’Arusha, à côté du bourg de Mto wa Mbu. Une grande partie du parc est occupée par le lac Manyara, peu profond et alcalin, dont la superficie varie fortement selon les pluies ; la zone fait partie d’une réserve de biosphère de l’UNESCO désignée en 1981.</p>',
        '<p>Sur une surface réduite, le parc réunit une forêt alimentée par les sources de l’escarpement, des bois d’acacias, des prairies ouvertes et une rive ponctuée de sources chaudes. Quand les conditions s’y prêtent, flamants roses, pélicans et cigognes se rassemblent sur le lac, et plus de 400 espèces d’oiseaux ont été recensées. On y voit régulièrement des babouins olive, des éléphants, des girafes, des buffles et des hippopotames. Les lions du parc ont la réputation de se reposer dans les arbres, mais les observations de ces lions grimpeurs sont imprévisibles et loin d’être garanties.</p>',
        '<p><em>Conseils pratiques :</em> une demi-journée ou une journée de safari suffit, et le parc se visite souvent en route vers le Ngorongoro. La saison sèche, de juin à octobre, est la meilleure pour les mammifères ; les mois humides attirent davantage d’oiseaux.</p>',
      ].join(''),
      facts: [
        'Parc national depuis 1960',
        'Réserve de biosphère de l’UNESCO depuis 1981',
        'Lac alcalin du Rift, flamants roses selon la saison',
        'Plus de 400 espèces d’oiseaux recensées',
        'Ville d’accès : Mto wa Mbu',
      ],
      activities: [
        'Safaris en 4x4',
        'Flamants roses et observation des oiseaux',
        'Visite de la mare aux hippopotames',
        'Passerelle dans la canopée',
        'Visite du village de Mto wa Mbu',
      ],
    },
    'stone-town': {
      description: [
        '<p><strong>Stone Town</strong> est la vieille ville de Zanzibar City, sur la côte ouest d’Unguja, l’île principale de l’archipel de Zanzibar. Inscrite au patrimoine mondial de l’UNESCO depuis 2000, cette ville marchande swahilie, avec ses ruelles étroites, ses maisons en pierre de corail et ses portes en bois sculpté, porte l’empreinte de siècles d’influences africaines, arabes, persanes, indiennes et européennes.</p>',
        '<p>Une visite guidée passe généralement par le Vieux Fort, la House of Wonders sur le front de mer (fermée pour restauration après un effondrement partiel en 2020), le marché de Darajani et la cathédrale anglicane, bâtie sur le site du dernier marché aux esclaves à ciel ouvert, fermé en 1873. Le mémorial et les cachots voisins où l’on enfermait les esclaves rendent la visite poignante. Le soir, les jardins de Forodhani se remplissent de stands de cuisine et de promeneurs venus admirer le coucher du soleil, et une croisière en boutre le long du front de mer est une façon très prisée de terminer la journée.</p>',
        '<p><em>Conseils pratiques :</em> les mois les plus secs vont de juin à octobre et de décembre à février ; la grande saison des pluies s’étend de mars à mai. Stone Town est une communauté majoritairement musulmane : couvrez vos épaules et vos genoux lorsque vous vous promenez, et faites preuve d’une discrétion particulière pendant le ramadan.</p>',
      ].join(''),
      facts: [
        'Patrimoine mondial de l’UNESCO depuis 2000',
        'Meilleure période : de juin à octobre et de décembre à février',
        'Grandes pluies : de mars à mai',
        'Aéroport : environ 20 minutes en voiture',
        'Tenue : épaules et genoux couverts en ville',
      ],
      activities: [
        'Visite guidée à pied',
        'Visite du mémorial du marché aux esclaves',
        'Marché de nuit de Forodhani',
        'Croisière en boutre au coucher du soleil',
        'Visite du marché de Darajani',
        'Cours de cuisine swahilie',
      ],
    },
    'prison-island': {
      description: [
        '<p><strong>Prison Island</strong>, appelée <em>Changuu</em> en swahili, est une petite île située à environ 5 km de Stone Town, à 20 à 30 minutes de bateau. Une prison y a été construite dans les années 1890, mais n’a jamais accueilli de détenus ; l’île a ensuite servi de station de quarantaine, et certains bâtiments sont encore debout.</p>',
        '<p>Aujourd’hui, la plupart des visiteurs viennent pour ses tortues géantes d’Aldabra. Les premières ont été offertes par les Seychelles en 1919, et la colonie vit désormais dans un enclos protégé où l’on peut observer des animaux d’âges très variés, dont certains auraient plus d’un siècle. Outre les tortues, l’île offre une courte balade parmi les anciens bâtiments, une petite plage et des massifs coralliens près du rivage, parfaits pour le snorkeling.</p>',
        '<p><em>Conseils pratiques :</em> une demi-journée au départ de Stone Town suffit. L’entrée de l’enclos des tortues se paie sur l’île, en plus du bateau. Les matinées calmes offrent généralement l’eau la plus claire, et des chaussures aquatiques sont utiles sur le rivage rocheux.</p>',
      ].join(''),
      facts: [
        'Nom swahili : Changuu',
        'Bateau : environ 20–30 minutes depuis Stone Town',
        'Tortues géantes d’Aldabra, arrivées des Seychelles dès 1919',
        'Prison construite dans les années 1890, puis station de quarantaine',
        'Durée de la visite : une demi-journée',
      ],
      activities: [
        'Visite de l’enclos des tortues géantes',
        'Snorkeling',
        'Excursion en bateau',
        'Balade parmi les ruines historiques',
        'Détente à la plage',
      ],
    },
  },
  categories: {
    Wildlife: 'Faune sauvage',
    Beach: 'Plage',
    Culture: 'Culture',
    History: 'Histoire',
    Adventure: 'Aventure',
    'Marine Life': 'Vie marine',
    Nature: 'Nature',
    Mountain: 'Montagne',
    Birdwatching: 'Observation des oiseaux',
    Photography: 'Photographie',
    Family: 'Famille',
    Honeymoon: 'Lune de miel',
    'Airport transfers': 'Transferts aéroport',
    'Park entrance fees': 'Droits d’entrée dans les parcs',
    'Professional English-speaking guide': 'Guide professionnel anglophone',
    Accommodation: 'Hébergement',
    'All meals on safari': 'Pension complète pendant le safari',
    Breakfast: 'Petit-déjeuner',
    'Bottled drinking water': 'Eau potable en bouteille',
    '4x4 safari vehicle with pop-up roof': 'Véhicule de safari 4x4 à toit ouvrant',
    'Boat trips': 'Excursions en bateau',
    'Snorkelling equipment': 'Équipement de snorkeling',
    'Entrance tickets': 'Billets d’entrée',
    'Porters, cook and mountain crew': 'Porteurs, cuisinier et équipe de montagne',
    'Climbing permits and rescue fees': 'Permis d’ascension et frais de secours',
    'International flights': 'Vols internationaux',
    'Visa fees': 'Frais de visa',
    'Travel insurance': 'Assurance voyage',
    'Tips and gratuities': 'Pourboires',
    'Alcoholic drinks': 'Boissons alcoolisées',
    'Personal expenses': 'Dépenses personnelles',
    'Hot-air balloon safari': 'Safari en montgolfière',
    'Optional activities': 'Activités optionnelles',
  },
};
