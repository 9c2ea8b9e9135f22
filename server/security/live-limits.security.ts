import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_SESSION_CONNECTIONS, TOO_MANY_CONNECTIONS } from '../src/live/live-connection-limit.js';
import { asGuest, type GuestSessionInfo, menuItemsByName, startTableSession } from '../test/support/guest.js';
import { connectLive, listen, LiveProbe, pause, refusal, useTwoProcesses, waitUntil } from '../test/support/live-socket.js';
import { bearer } from '../test/support/staff.js';
import { startTestApp, type TestApp, usingPostgres } from '../test/support/test-app.js';

const REFUSED = { message: TOO_MANY_CONNECTIONS, data: { code: 'TOO_MANY_CONNECTIONS' } };

function rename(t: TestApp, session: GuestSessionInfo, guestName: string) {
  return t.http.patch(`/api/sessions/${session.sessionId}`).set(bearer(session.jwt)).send({ guestName });
}

/** A probe that has had its hello when the server admits the connection; null when it refuses it. */
async function tryConnect(url: string, auth: { token: string }): Promise<LiveProbe | null> {
  const probe = new LiveProbe(url, auth);
  const admitted = await new Promise<boolean>((resolve) => {
    probe.socket.once('connect', () => resolve(true));
    probe.socket.once('connect_error', () => resolve(false));
  });
  if (admitted) await probe.hello();
  else probe.close();
  return admitted ? probe : null;
}

/** Connects once a place is free: the server hears of a closed connection a moment after the client closed it. */
async function connectOnceFree(url: string, auth: { token: string }): Promise<LiveProbe> {
  let probe: LiveProbe | null = null;
  await waitUntil(async () => (probe = await tryConnect(url, auth)) !== null, 'a free place for a live connection');
  return probe!;
}

// The guest HTTP rate limits are not under test here (RATE_LIMIT_FACTOR 0): the live ones are.
describe('live limits of guest sessions', () => {
  let t: TestApp;
  let url: string;
  const probes: LiveProbe[] = [];

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '0' } });
    url = await listen(t);
  });
  afterEach(() => probes.splice(0).forEach((p) => p.close()));
  afterAll(() => t.close());

  it('refuses the sixth live connection of a guest session, not another guest, and admits one again once one closed', async () => {
    const guest = await startTableSession(t, 4, { shared: true });
    const open = await Promise.all(Array.from({ length: MAX_SESSION_CONNECTIONS }, () => connectLive(url, { token: guest.jwt })));
    probes.push(...open);
    expect(await refusal(url, { token: guest.jwt })).toEqual(REFUSED);

    const neighbour = await startTableSession(t, 4, { shared: true });
    probes.push(await connectLive(url, { token: neighbour.jwt }));
    open[0].close();
    probes.push(await connectOnceFree(url, { token: guest.jwt }));
    expect(await refusal(url, { token: guest.jwt })).toEqual(REFUSED);
  });

  it('admits exactly five of twenty connections opened at once', async () => {
    const guest = await startTableSession(t, 4, { shared: true });
    const tried = await Promise.all(Array.from({ length: 20 }, () => tryConnect(url, { token: guest.jwt })));
    const admitted = tried.filter((probe) => probe !== null);
    probes.push(...admitted);
    expect(admitted.length).toBe(MAX_SESSION_CONNECTIONS);
  });

  it('tells another phone at the table of 100 quick name changes about four times a second, the last one included', async () => {
    const [renaming, phone] = [await startTableSession(t, 5, { shared: true }), await startTableSession(t, 5, { shared: true })];
    const dish = (await menuItemsByName(t)).get('Rindsgulasch')!.menuItemId;
    await asGuest(t, renaming).add({ menuItemId: dish }).expect(201);
    const probe = await connectLive(url, { token: phone.jwt });
    probes.push(probe);
    // The addition's news is out; from here on only the renames count.
    await pause(300);
    const arrivals: number[] = [];
    probe.socket.on('basket.changed', () => arrivals.push(Date.now()));

    const started = Date.now();
    let lastSent = started;
    for (let i = 1; i <= 100; i++) {
      lastSent = Date.now();
      await rename(t, renaming, `Gast Nummer ${i}`).expect(200);
    }
    await pause(600);

    // The leading change at once, then at most one per 250 ms; arrival times may jitter by a few ms.
    const span = arrivals.at(-1)! - started;
    expect(arrivals.length).toBeGreaterThanOrEqual(2);
    expect(arrivals.length).toBeLessThanOrEqual(Math.floor(span / 250) + 2);
    expect(Math.max(...arrivals.map((at) => arrivals.filter((other) => other >= at && other < at + 1000).length))).toBeLessThanOrEqual(5);
    // The last news came after the last change was asked for: the reload it triggers shows the last name.
    expect(arrivals.at(-1)!).toBeGreaterThanOrEqual(lastSent);
    const basket = (await asGuest(t, phone).basket().expect(200)).body as { items: Array<{ addedBy: string }> };
    expect(basket.items.map((item) => item.addedBy)).toEqual(['Gast Nummer 100']);
    expect(probe.received.filter((m) => !['hello', 'basket.changed'].includes(m.name))).toEqual([]);
  });
});

// Several processes need PostgreSQL (the embedded database serves one process).
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres('the live connection limit on two server processes', () => {
  const two = useTwoProcesses();

  it('counts a guest session’s connections on both processes together', async () => {
    const [urlA, urlB] = [await listen(two.a), await listen(two.b)];
    const guest = await startTableSession(two.a, 6, { shared: true });
    const onA = await Promise.all([1, 2, 3].map(() => connectLive(urlA, { token: guest.jwt })));
    const onB = await Promise.all([1, 2].map(() => connectLive(urlB, { token: guest.jwt })));
    two.probes.push(...onA, ...onB);
    // A process counts with the processes it has heard from (the adapter's heartbeat comes every 5 s); a basket
    // change published on each lets each hear from the other at once.
    const dish = (await menuItemsByName(two.a)).get('Rindsgulasch')!.menuItemId;
    await asGuest(two.a, guest).add({ menuItemId: dish }).expect(201);
    await onB[0].waitForMessages('basket.changed', 1);
    await rename(two.b, guest, 'Anna').expect(200);
    await onA[0].waitForMessages('basket.changed', 2);

    expect(await refusal(urlB, { token: guest.jwt })).toEqual(REFUSED);
    expect(await refusal(urlA, { token: guest.jwt })).toEqual(REFUSED);

    onA[0].close();
    two.probes.push(await connectOnceFree(urlB, { token: guest.jwt }));
    expect(await refusal(urlA, { token: guest.jwt })).toEqual(REFUSED);
  });
});
