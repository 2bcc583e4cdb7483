// Zanzibar tours of the demo catalogue: they visit only Zanzibar destinations and avoid safari vocabulary.
// The span between fromDate and toDate equals the number of itinerary days.
import { TRAVEL_EXCLUSIONS } from './reference.js';
import type { SeedTrip } from './types.js';

/** What a day-long Zanzibar excursion does not cover. */
const DAY_TRIP_EXCLUSIONS = ['Tips and gratuities', 'Alcoholic drinks', 'Travel insurance', 'Personal expenses'];

/** What a guided day on foot or by road covers. */
const GUIDED_DAY_ADDONS = ['Professional English-speaking guide', 'Entrance tickets', 'Bottled drinking water'];

/** What a day on the water covers. */
const BOAT_DAY_ADDONS = [
  'Boat trips',
  'Snorkelling equipment',
  'Entrance tickets',
  'Professional English-speaking guide',
  'Bottled drinking water',
];

/** What every tour with nights on the island covers first. */
const STAY_ADDONS = ['Airport transfers', 'Accommodation', 'Breakfast'];

export const ZANZIBAR_TOURS: SeedTrip[] = [
  {
    slug: 'stone-town-heritage-walk',
    name: 'Stone Town Heritage Walk',
    tripType: 'Cultural & Historic Tour',
    description: [
      '<p><strong>Stone Town</strong> is the old heart of Zanzibar City and a UNESCO World Heritage Site, a maze of narrow lanes where Swahili, Arab, Indian and European influences meet in coral-stone houses, carved wooden doors and busy markets. This relaxed walking tour with a local guide helps you make sense of it all.</p>',
      '<p>Over about four hours you visit the Old Fort, the seafront around the House of Wonders (closed for restoration), Darajani Market and the Anglican Cathedral, built on the site of the last open slave market, where a small exhibition tells that painful history honestly. Along the way your guide points out the finest doors, the old Hamamni Persian Baths and the corners where neighbours gather for coffee and dominoes.</p>',
      '<p>The walk ends near Forodhani Gardens, a good place to stay on for sunset and the evening food stalls.</p>',
    ].join(''),
    destinations: ['Stone Town'],
    categories: ['Culture', 'History'],
    addons: GUIDED_DAY_ADDONS,
    exclusions: DAY_TRIP_EXCLUSIONS,
    fromDate: '2027-01-14',
    toDate: '2027-01-15',
    itinerary: [
      {
        day_number: 1,
        title: 'Lanes, markets and memory',
        description:
          '<p>We meet at your Stone Town hotel at 9:00 and set off on foot. Highlights include the <strong>Old Fort</strong>, the waterfront by the House of Wonders, the spice and fish halls of <strong>Darajani Market</strong>, the Hamamni Persian Baths and the <strong>Anglican Cathedral</strong> with its slave market memorial and exhibition. Expect about four hours of gentle walking with stops for fresh juice or coffee. The tour finishes near Forodhani Gardens at around 13:00.</p>',
      },
    ],
    basePrice: 35,
    published: true,
    scene: 'stone-town',
  },
  {
    slug: 'nakupenda-sandbank-prison-island-dhow-day',
    name: 'Nakupenda Sandbank & Prison Island Dhow Day',
    tripType: 'Beach & Adventure Tour',
    description: [
      '<p>This is the classic lazy day on the water off Stone Town. A traditional wooden dhow carries you first to <strong>Prison Island</strong> (Changuu), about 30 minutes from the seafront, and then to <strong>Nakupenda</strong>, a bright white sandbank that appears and shifts with the tides.</p>',
      '<p>On Prison Island you meet the Aldabra giant tortoises, some of them well over a hundred years old, and walk past the buildings of a jail that was built in the 1890s but ended up serving as a quarantine station. Then it is time to swim and snorkel on the coral around the island before sailing on to the sandbank for a grilled seafood and fruit lunch.</p>',
      '<p>The day suits families and anyone who wants turquoise water without a long drive. Times shift a little with the tide, and your skipper plans around it.</p>',
    ].join(''),
    destinations: ['Prison Island', 'Stone Town'],
    categories: ['Beach', 'Marine Life', 'Family'],
    addons: BOAT_DAY_ADDONS,
    exclusions: DAY_TRIP_EXCLUSIONS,
    fromDate: '2027-08-10',
    toDate: '2027-08-11',
    itinerary: [
      {
        day_number: 1,
        title: 'Tortoises, reef and sandbank',
        description:
          '<p>Meet on the Stone Town beach near Forodhani at about 9:30 and board the dhow for the 30-minute crossing to <strong>Prison Island</strong>. Spend an hour with the giant tortoises and the old quarantine buildings, then snorkel on the nearby reef. Sail on to <strong>Nakupenda sandbank</strong> for swimming, a seafood lunch served in the shade and time to simply float in the shallows. Back in Stone Town by about 16:00.</p>',
      },
    ],
    basePrice: 85,
    published: true,
    scene: 'dhow',
  },
  {
    slug: 'spice-farm-jozani-forest-day-tour',
    name: 'Spice Farm & Jozani Forest Day Tour',
    tripType: 'Cultural & Historic Tour',
    description: [
      '<p>Zanzibar earned its name as the Spice Island in the nineteenth century, when clove plantations covered much of the countryside. This day tour combines that story with the island’s best-known patch of native forest.</p>',
      '<p>In the morning you drive about 30 minutes from Stone Town to the spice farms at <strong>Kizimbani</strong>, where a farmer walks you through the plantation to smell, taste and guess cloves, nutmeg, cinnamon, black pepper, vanilla and lemongrass, finishing with seasonal fruit. After lunch you continue to <strong>Jozani Forest</strong>, home of the Zanzibar red colobus, a monkey found nowhere else on earth. A local guide leads a short walk through the forest and along the boardwalk that winds through the mangroves.</p>',
      '<p>It is an easy, varied day and a good first outing on the island.</p>',
    ].join(''),
    destinations: ['Kizimbani Spice Farms', 'Jozani Forest'],
    categories: ['Culture', 'Nature'],
    addons: GUIDED_DAY_ADDONS,
    exclusions: ['Tips and gratuities', 'Personal expenses', 'Travel insurance'],
    fromDate: '2027-02-18',
    toDate: '2027-02-19',
    itinerary: [
      {
        day_number: 1,
        title: 'Spices in the morning, monkeys in the afternoon',
        description:
          '<p>Pick-up in Stone Town at 9:00 and a 30-minute drive to <strong>Kizimbani</strong> for a guided spice walk and tasting, with a chance to buy spices straight from the farm. Lunch is a simple Swahili meal at the farm. Around 13:30 we drive about an hour south-east to <strong>Jozani Forest</strong> for a guided walk among the red colobus and Sykes’ monkeys and along the mangrove boardwalk. Back in Stone Town by about 17:00.</p>',
      },
    ],
    basePrice: 70,
    published: true,
    scene: 'spice-farm',
  },
  {
    slug: 'mnemba-atoll-snorkelling-day',
    name: 'Mnemba Atoll Snorkelling Day',
    tripType: 'Beach & Adventure Tour',
    description: [
      '<p><strong>Mnemba Atoll</strong>, off the north-east coast of Zanzibar, is a protected marine conservation area and offers some of the island’s best snorkelling. The small island itself is private, but the coral gardens around it are open to everyone, with clear water, reef fish in huge numbers, green turtles and, quite often, pods of dolphins.</p>',
      '<p>Our boat leaves from Nungwi on the northern tip and takes roughly an hour to reach the atoll. You have two snorkelling stops with a guide in the water and fresh fruit on board between them. Dolphin sightings are common but never guaranteed, and we keep a respectful distance rather than chasing them.</p>',
      '<p>Back in Nungwi there is time for lunch by the sea and a swim at a beach where the water stays deep enough at every tide.</p>',
    ].join(''),
    destinations: ['Mnemba', 'Nungwi'],
    categories: ['Marine Life', 'Adventure', 'Beach'],
    addons: BOAT_DAY_ADDONS,
    exclusions: ['Alcoholic drinks', 'Tips and gratuities', 'Travel insurance', 'Optional activities'],
    fromDate: '2027-10-07',
    toDate: '2027-10-08',
    itinerary: [
      {
        day_number: 1,
        title: 'Snorkelling at Mnemba Atoll',
        description:
          '<p>Meet on the beach at Nungwi at 8:00, when the sea is usually calmest, and get fitted with mask and fins. The boat ride to <strong>Mnemba</strong> takes about an hour. Snorkel two reef sites with your guide, watching for turtles, rays and dolphins. Return to Nungwi around 13:00 for lunch at a beachfront restaurant and a free afternoon. Pick-ups from Kendwa are easy to arrange; from Stone Town allow about 75 minutes each way.</p>',
      },
    ],
    basePrice: 95,
    published: true,
    scene: 'reef-island',
  },
  {
    slug: 'southeast-coast-lagoon-escape-4-days-3-nights',
    name: 'Southeast Coast Lagoon Escape – 4 Days / 3 Nights',
    tripType: 'Beach & Adventure Tour',
    description: [
      '<p>The south-east coast is Zanzibar at its most laid-back: long white beaches, a shallow lagoon sheltered by the reef and villages where seaweed farming still sets the rhythm of the day. This short escape splits its time between <strong>Paje</strong>, the island’s kitesurfing hub, and quieter <strong>Jambiani</strong> just to the south.</p>',
      '<p>The tides here are big. At low tide the sea retreats hundreds of metres, leaving sandbars, pools and women tending their seaweed plots, then floods back turquoise a few hours later. We plan each day around that rhythm: lagoon walks and a village visit at low tide, swimming and paddling at high tide, and a boat trip out to the reef.</p>',
      '<p><em>Good to know:</em> kitesurfing lessons and spa treatments are easy to add locally but are not part of the price.</p>',
    ].join(''),
    destinations: ['Paje', 'Jambiani'],
    categories: ['Beach', 'Adventure', 'Culture'],
    addons: [
      ...STAY_ADDONS,
      'Boat trips',
      'Snorkelling equipment',
      'Entrance tickets',
      'Professional English-speaking guide',
    ],
    exclusions: ['International flights', 'Travel insurance', 'Optional activities', 'Tips and gratuities', 'Alcoholic drinks'],
    fromDate: '2027-06-12',
    toDate: '2027-06-16',
    itinerary: [
      {
        day_number: 1,
        title: 'Arrival and the road to Paje',
        description:
          '<p>Our driver meets you at Abeid Amani Karume International Airport for the drive of about an hour across the island to <strong>Paje</strong>. Check in to a small beachfront guesthouse, then take an easy walk along the sand as the tide turns. In the evening, choose from the relaxed restaurants that line the beach for dinner.</p>',
      },
      {
        day_number: 2,
        title: 'Lagoon and outer reef',
        description:
          '<p>At the right tide a local boat, often a traditional <em>ngalawa</em> outrigger, takes you across the lagoon to the reef edge for snorkelling among corals and reef fish. The afternoon is free for swimming, reading or a taster session at one of Paje’s kite schools (optional, paid locally). Sunset is best watched from the beach as the kites come in.</p>',
      },
      {
        day_number: 3,
        title: 'Jambiani village and Kuza Cave',
        description:
          '<p>A short drive south to <strong>Jambiani</strong>, where a village guide shows you the seaweed farms, a school and a family home, explaining how the community lives with the tides. In the afternoon visit <strong>Kuza Cave</strong>, a limestone cave with a clear freshwater pool for a swim, then move to a guesthouse on Jambiani beach for your last night.</p>',
      },
      {
        day_number: 4,
        title: 'Farewell to the coast',
        description:
          '<p>Enjoy a final breakfast and a last walk on the sand at low tide before checking out. Depending on your flight time we drive about an hour back to the airport, or on to Stone Town or the northern beaches if you are continuing your holiday (transfers beyond the airport are priced separately).</p>',
      },
    ],
    basePrice: 420,
    published: true,
    scene: 'lagoon',
  },
  {
    slug: 'stone-town-spice-island-culture-3-days-2-nights',
    name: 'Stone Town & Spice Island Culture – 3 Days / 2 Nights',
    tripType: 'Cultural & Historic Tour',
    description: [
      '<p>Three unhurried days in and around Stone Town, built for travellers who want more from Zanzibar than its beaches. You stay in a restored townhouse in the old town and explore with a local guide who can explain not just what you are looking at but why it matters.</p>',
      '<p>The first full day is given to <strong>Stone Town</strong> itself: the Old Fort, the Old Dispensary, Darajani Market and the Anglican Cathedral with its moving exhibition on the East African slave trade. The last day takes you out of town, by boat to <strong>Prison Island</strong> and its giant tortoises and by road to the spice farms at <strong>Kizimbani</strong>, where the clove trade that shaped the island’s history comes alive.</p>',
      '<p>Evenings are free for rooftop dinners, the Forodhani food stalls or a sunset stroll on the seafront.</p>',
    ].join(''),
    destinations: ['Stone Town', 'Prison Island', 'Kizimbani Spice Farms'],
    categories: ['Culture', 'History'],
    addons: [
      ...STAY_ADDONS,
      'Professional English-speaking guide',
      'Entrance tickets',
      'Boat trips',
    ],
    exclusions: [...TRAVEL_EXCLUSIONS, 'Alcoholic drinks'],
    fromDate: '2027-04-08',
    toDate: '2027-04-11',
    itinerary: [
      {
        day_number: 1,
        title: 'Arrival in Stone Town',
        description:
          '<p>Transfer from the airport to your hotel in Stone Town, about 20 minutes away. Once you have settled in, your guide meets you for a gentle late-afternoon orientation stroll through the lanes to the seafront, ending at <strong>Forodhani Gardens</strong> as the evening food stalls light their grills. A good way to get your bearings before the full day ahead.</p>',
      },
      {
        day_number: 2,
        title: 'Heart of the old town',
        description:
          '<p>A full day on foot with your guide. Visit the <strong>Old Fort</strong> and the <strong>Old Dispensary</strong> with its carved balconies, then walk through Darajani Market and its spice and fish halls. After lunch, spend time at the <strong>Anglican Cathedral</strong> and the slave market memorial and exhibition, and finish with the Hamamni Persian Baths and the carved doors of the Kiponda and Shangani quarters.</p>',
      },
      {
        day_number: 3,
        title: 'Prison Island and the spice farms',
        description:
          '<p>A morning boat ride of about 30 minutes to <strong>Prison Island</strong> to meet the Aldabra giant tortoises and see the old quarantine station, with time for a swim. Back on shore, drive about 30 minutes to <strong>Kizimbani</strong> for a spice farm walk and a tasting lunch. In the late afternoon we take you to the airport or on to your next hotel on the island.</p>',
      },
    ],
    basePrice: 340,
    published: true,
    scene: 'stone-town',
  },
  {
    slug: 'zanzibar-island-highlights',
    name: 'Zanzibar Island Highlights',
    tripType: 'Cultural & Historic Tour',
    description: [
      '<p>If you have a week and want to see the whole island rather than one corner of it, this is the trip. It starts with two nights in <strong>Stone Town</strong>, moves through the spice farms and <strong>Jozani Forest</strong> to the south-east coast at <strong>Jambiani</strong>, and finishes on the northern beaches at <strong>Nungwi</strong>, with a driver and guide handling the logistics throughout.</p>',
      '<p>The pace is deliberate: rarely more than two hours in the vehicle on any day, and afternoons left free once you reach the coast. You learn about the Omani sultans and the spice and slave trades in Stone Town, meet the red colobus monkeys in Jozani, walk through seaweed farms with Jambiani villagers and watch dhows being built by hand on the beach at Nungwi.</p>',
      '<p>Accommodation is in comfortable, locally run hotels with breakfast included.</p>',
    ].join(''),
    destinations: ['Stone Town', 'Kizimbani Spice Farms', 'Jozani Forest', 'Jambiani', 'Nungwi'],
    categories: ['Culture', 'History', 'Beach'],
    addons: [
      ...STAY_ADDONS,
      'Professional English-speaking guide',
      'Entrance tickets',
      'Boat trips',
      'Bottled drinking water',
    ],
    exclusions: [...TRAVEL_EXCLUSIONS, 'Alcoholic drinks'],
    fromDate: '2027-09-04',
    toDate: '2027-09-10',
    itinerary: [
      {
        day_number: 1,
        title: 'Karibu Zanzibar',
        description:
          '<p>On arrival at Abeid Amani Karume International Airport your driver takes you on the short, 20-minute run into Stone Town. Check in to a restored townhouse hotel in the old town. In the late afternoon walk down to <strong>Forodhani Gardens</strong> on the seafront to watch the sunset and try Zanzibar pizza and grilled seafood at the evening food stalls.</p>',
      },
      {
        day_number: 2,
        title: 'Stone Town heritage day',
        description:
          '<p>A guided walk through the UNESCO-listed old town: the Old Fort, the Old Dispensary, Darajani Market, the Hamamni Persian Baths and the Anglican Cathedral with its slave market memorial and exhibition. Your guide explains how Stone Town grew under the Omani sultans into the great trading port of the East African coast. The afternoon is free for shopping, a rooftop café or a rest.</p>',
      },
      {
        day_number: 3,
        title: 'Spices, monkeys and the east coast',
        description:
          '<p>Drive about 30 minutes to <strong>Kizimbani</strong> for a spice farm walk and tasting, then continue south-east to <strong>Jozani Forest</strong> for a guided walk among the red colobus monkeys and along the mangrove boardwalk. From Jozani it is around 40 minutes to <strong>Jambiani</strong>, where you check in to a beachfront guesthouse for two nights.</p>',
      },
      {
        day_number: 4,
        title: 'Life with the tides in Jambiani',
        description:
          '<p>Spend the morning with a village guide, visiting the seaweed farms on the lagoon at low tide and learning how the women of Jambiani grow, dry and sell their crop. After lunch, cool off in the freshwater pool of Kuza Cave or simply enjoy the beach as the tide returns. In the evening you can book a Swahili dinner cooked in a village home.</p>',
      },
      {
        day_number: 5,
        title: 'North to Nungwi',
        description:
          '<p>After breakfast drive up the east coast to <strong>Nungwi</strong> at the northern tip, about an hour and a half. In the afternoon walk along the beach to the boatyards where dhows are still built by hand, and visit the Mnarani turtle conservation pond, a community project that cares for sea turtles rescued from fishing nets. End the day on a sunset dhow cruise.</p>',
      },
      {
        day_number: 6,
        title: 'Departure',
        description:
          '<p>A free morning to swim at Nungwi, where the water stays deep enough for swimming at every tide, unlike much of the east coast. After check-out your driver takes you to the airport, about 75 minutes away, in time for your onward flight. Extra nights on the beach can easily be added on request.</p>',
      },
    ],
    basePrice: 780,
    published: true,
    scene: 'forest',
  },
  {
    slug: 'nungwi-kendwa-beach-escape',
    name: 'Nungwi & Kendwa Beach Escape',
    tripType: 'Beach & Adventure Tour',
    description: [
      '<p>The northern tip of Zanzibar has the island’s most swimmable beaches. Unlike the east coast, where the sea retreats far out at low tide, <strong>Nungwi</strong> and neighbouring <strong>Kendwa</strong> keep deep, clear water close to shore for most of the day, which makes them ideal for a beach break with a little adventure mixed in.</p>',
      '<p>This five-day escape is designed for couples and friends who want time to do very little, with a few well-chosen outings: a morning of snorkelling at <strong>Mnemba Atoll</strong>, a visit to the dhow-builders and the turtle conservation pond in Nungwi, and a sunset sail on a traditional dhow. Kendwa is a pleasant walk along the sand from Nungwi, and the two villages have plenty of places to eat.</p>',
      '<p>We book comfortable beachfront hotels; upgrades to boutique resorts for honeymooners are available on request.</p>',
    ].join(''),
    destinations: ['Nungwi', 'Kendwa', 'Mnemba'],
    categories: ['Beach', 'Honeymoon', 'Marine Life'],
    addons: [
      ...STAY_ADDONS,
      'Boat trips',
      'Snorkelling equipment',
      'Entrance tickets',
    ],
    exclusions: ['International flights', 'Visa fees', 'Travel insurance', 'Optional activities', 'Alcoholic drinks'],
    fromDate: '2027-12-02',
    toDate: '2027-12-07',
    itinerary: [
      {
        day_number: 1,
        title: 'Arrival and transfer north',
        description:
          '<p>Your driver meets you at the airport for the drive of about 75 minutes to <strong>Nungwi</strong>, through villages and farmland. Check in to your beachfront hotel and spend the rest of the day settling in. The sunsets on the west side of the point are famous, so be on the sand by about 18:00 with a cold drink in hand.</p>',
      },
      {
        day_number: 2,
        title: 'Snorkelling at Mnemba Atoll',
        description:
          '<p>An early start for the boat ride of about an hour to <strong>Mnemba Atoll</strong>, a protected marine conservation area. Snorkel two coral sites with your guide, looking out for green turtles, reef fish and, often, dolphins. Back in Nungwi by early afternoon for lunch and a lazy afternoon by the pool or on the beach.</p>',
      },
      {
        day_number: 3,
        title: 'Dhow-builders and turtles',
        description:
          '<p>A relaxed morning walk with a local guide to the Nungwi boatyards, where craftsmen still shape dhows from hardwood using largely traditional methods, and on to the Mnarani turtle conservation pond. In the late afternoon board a traditional dhow for a sunset sail along the coast, with fruit and soft drinks on board.</p>',
      },
      {
        day_number: 4,
        title: 'A day at Kendwa',
        description:
          '<p>Walk south along the shore to <strong>Kendwa</strong>, about 30 minutes at low tide, or take a short taxi ride. Kendwa’s long beach is calm and sheltered, with good swimming all day. Spend the day as you like: swimming, paddleboarding, a massage or simply a lounger and a book. We can also arrange a dive with a local dive centre (optional, paid locally).</p>',
      },
      {
        day_number: 5,
        title: 'Departure',
        description:
          '<p>Breakfast and a final morning swim before check-out. Your driver takes you back to the airport, about 75 minutes away, or on to Stone Town if you are continuing your stay there. Late flights are easy to work around; ask us about late check-out when you book.</p>',
      },
    ],
    basePrice: 650,
    published: true,
    scene: 'beach-palms',
  },
  {
    slug: 'nungwi-sunset-dhow-cruise-turtle-pond',
    name: 'Nungwi Sunset Dhow Cruise & Turtle Pond',
    tripType: 'Beach & Adventure Tour',
    description: [
      '<p>A gentle afternoon outing for anyone staying on the north coast. It starts at the <strong>Mnarani turtle conservation pond</strong> in Nungwi, a small community-run project that looks after sea turtles rescued from fishing nets and releases them back to the ocean, and continues along the beach to the boatyards where dhows are still built by hand.</p>',
      '<p>As the heat goes out of the day you board a traditional wooden dhow with a lateen sail and drift down the coast towards <strong>Kendwa</strong> while the sun drops into the sea. Soft drinks and fresh fruit are served on board, and there is usually a stop for a swim if the sea is calm.</p>',
      '<p>Pick-ups from hotels in Nungwi and Kendwa are included; from elsewhere on the island we can arrange a transfer.</p>',
    ].join(''),
    destinations: ['Nungwi', 'Kendwa'],
    categories: ['Beach', 'Marine Life', 'Photography'],
    addons: ['Boat trips', 'Entrance tickets', 'Professional English-speaking guide', 'Bottled drinking water'],
    exclusions: ['Alcoholic drinks', 'Tips and gratuities', 'Travel insurance'],
    fromDate: '2027-11-13',
    toDate: '2027-11-14',
    itinerary: [
      {
        day_number: 1,
        title: 'Turtles, boatyards and a sunset sail',
        description:
          '<p>Pick-up at 15:00 from your hotel in Nungwi or Kendwa. Spend about an hour at the Mnarani turtle pond and walk past the lighthouse at the northern tip, then stroll through the boatyards on the beach. Board the dhow at around 17:00 for a two-hour sail along the west coast, with a swim stop when conditions allow. Back on shore after sunset, at about 19:00.</p>',
      },
    ],
    basePrice: 60,
    published: true,
    scene: 'dhow',
  },
  {
    // Draft: not yet on sale.
    slug: 'pemba-island-diving-expedition',
    name: 'Pemba Island Diving Expedition',
    tripType: 'Beach & Adventure Tour',
    description: [
      '<p>An expedition for certified divers that begins on Zanzibar’s north coast and finishes on <strong>Pemba</strong>, the quieter, hillier sister island to the north, known for steep coral walls and exceptionally clear water.</p>',
      '<p>The first days are spent diving from <strong>Nungwi</strong>, including the coral gardens of <strong>Mnemba Atoll</strong>, to shake off the travel and check equipment. You then take the short flight of around 30 minutes to Pemba for boat diving around Misali Island and the reefs of the west coast, where drop-offs, big sea fans and the chance of larger open-water fish draw experienced divers.</p>',
      '<p>Dive packages, equipment rental and the Pemba flight are quoted separately according to your certification level and the number of dives you want.</p>',
    ].join(''),
    destinations: ['Nungwi', 'Mnemba'],
    categories: ['Marine Life', 'Adventure'],
    addons: [...STAY_ADDONS, 'Boat trips', 'Professional English-speaking guide'],
    exclusions: ['International flights', 'Travel insurance', 'Optional activities', 'Tips and gratuities'],
    fromDate: '2027-11-20',
    toDate: '2027-11-25',
    itinerary: [
      {
        day_number: 1,
        title: 'Arrival in Nungwi',
        description:
          '<p>Transfer from the airport to <strong>Nungwi</strong>, about 75 minutes, and check in near the dive centre. In the afternoon complete the paperwork, have your certification and logbook checked and make an easy check-out dive on a nearby reef to sort out weights and equipment. The evening is free.</p>',
      },
      {
        day_number: 2,
        title: 'Mnemba Atoll',
        description:
          '<p>Two boat dives around <strong>Mnemba Atoll</strong>, a protected marine conservation area about an hour by boat from Nungwi. Expect healthy hard and soft corals, green turtles, moray eels and large schools of reef fish, with dolphins often seen on the crossing. Surface interval with fruit and drinks on board; back in Nungwi by mid-afternoon.</p>',
      },
      {
        day_number: 3,
        title: 'Flight to Pemba',
        description:
          '<p>A free morning, then the transfer to the airport for the short flight to Pemba, around 30 minutes. A driver meets you at the airstrip for the drive to your lodge on the west coast. Rest, unpack and join the briefing for tomorrow’s diving over dinner.</p>',
      },
      {
        day_number: 4,
        title: 'Misali Island reefs',
        description:
          '<p>A day of diving around <strong>Misali Island</strong>, a marine conservation area off Pemba’s west coast, with two dives on sloping reefs and walls. Between dives, lunch is served on the beach of the uninhabited island, which has a short nature trail through its coastal forest. The last dive finishes early so that a full 24 hours pass before you fly.</p>',
      },
      {
        day_number: 5,
        title: 'Departure',
        description:
          '<p>A last morning at leisure on Pemba, with no diving scheduled so that you can fly safely. After lunch transfer to the airstrip for the flight back to Zanzibar, where our driver meets you for your onward connection or an extra night in Stone Town.</p>',
      },
    ],
    basePrice: 880,
    published: false,
    scene: 'reef-island',
  },

];
