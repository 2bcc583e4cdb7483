/** A valid trip booking for the demo catalogue, read from a running server. */
export async function bookingFactory(baseUrl: string) {
  const splash = (await (await fetch(`${baseUrl}/api/splash`)).json()).data;
  const trips = (await (await fetch(`${baseUrl}/api/trips?limit=5`)).json()).data.trips as { uuid: string }[];
  const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  return (email: string) => ({
    trip_uuid: trips[0]!.uuid,
    trip_group_uuid: '',
    class_id: splash.searviceClasses[0].id,
    guest_count: 2,
    start_date: start,
    phone: '+255 712 345 678',
    email,
    fname: 'Fault',
    lname: 'Tester',
    gender: splash.genders[0].id,
    country: splash.countries[0].id,
    note: '',
  });
}
