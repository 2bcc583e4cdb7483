// The request mix of the load bench: mostly catalogue reads, with bookings, destination inquiries and
// contact inquiries that each carry a unique e-mail, so the database check can match them one to one.

const addDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function createLoadMix(baseUrl) {
  const get = async (path) => (await (await fetch(`${baseUrl}${path}`)).json()).data;
  const splash = await get('/api/splash');
  const { trips } = await get('/api/trips?limit=50');
  const { destinations } = await get('/api/destinations?limit=50');
  const tz = splash.countries.find((c) => c.code === 'TZ') ?? splash.countries[0];
  const run = Date.now().toString(36);
  let seq = 0;
  const accepted = { bookings: new Map(), inquiries: new Map() };
  const failures = {};
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  const write = (kind, path, table, body) => ({
    kind,
    method: 'POST',
    path,
    body,
    onAnswer(status, json) {
      if (status === 201 && json?.data?.uuid) accepted[table].set(body.email, json.data.uuid);
      else failures[`${kind} ${status}`] = (failures[`${kind} ${status}`] ?? 0) + 1;
    },
  });

  // Who books: a unique e-mail per request, so the database check can match every row to its answer.
  const traveller = (note) => ({
    phone: '+255 712 345 678',
    email: `load-${run}-${++seq}@example.com`,
    fname: 'Load',
    lname: `Tester ${seq}`,
    gender: splash.genders[0].id,
    country: tz.id,
    note,
  });

  const kinds = [
    [40, () => ({ kind: 'trips list', method: 'GET', path: `/api/trips?limit=20&offset=${pick([0, 0, 5, 10])}` })],
    [15, () => ({ kind: 'trip detail', method: 'GET', path: `/api/trips/${pick(trips).uuid}` })],
    [10, () => ({ kind: 'splash', method: 'GET', path: '/api/splash' })],
    [10, () => ({ kind: 'destinations', method: 'GET', path: '/api/destinations?limit=8' })],
    [
      12,
      () =>
        write('booking', '/api/save_booking', 'bookings', {
          trip_uuid: pick(trips).uuid,
          trip_group_uuid: '',
          class_id: pick(splash.searviceClasses).id,
          guest_count: 2 + Math.floor(Math.random() * 6),
          start_date: addDays(10 + Math.floor(Math.random() * 300)),
          ...traveller(`load run ${run}`),
        }),
    ],
    [
      5,
      () =>
        write('destination inquiry', '/api/save_destination_booking', 'bookings', {
          destination_uuid: pick(destinations).uuid,
          guest_count: 1 + Math.floor(Math.random() * 4),
          start_date: '',
          ...traveller(''),
        }),
    ],
    [
      8,
      () =>
        write('inquiry', '/api/save-inquiry', 'inquiries', {
          firstName: 'Load',
          lastName: `Tester ${++seq}`,
          email: `load-${run}-${seq}@example.com`,
          phone: '+255 712 345 678',
          country: tz.id,
          tripType: splash.tripTypes[0].id,
          destinations: [pick(destinations).id],
          locations: [splash.locations[0].id],
          serviceClass: splash.searviceClasses[0].id,
          guests: 2,
          startDate: addDays(40),
          endDate: addDays(47),
          budget: 'mid-range',
          message: 'A week on the island, then the Serengeti.',
        }),
    ],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);

  return {
    accepted,
    failures: () => failures,
    acceptedCounts: () => ({ bookings: accepted.bookings.size, inquiries: accepted.inquiries.size }),
    next() {
      let roll = Math.random() * total;
      for (const [weight, make] of kinds) {
        roll -= weight;
        if (roll < 0) return make();
      }
      return kinds[0][1]();
    },
  };
}
