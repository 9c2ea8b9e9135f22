import { afterAll, describe, expect, it } from '@jest/globals';
import { startTableSession } from './support/guest.js';
import {
  connectLive,
  FIRST_START_MS,
  listen,
  type LiveProbe,
  orderAsGuest,
  seqsAfter,
  startRestartableApp,
} from './support/live-socket.js';
import { adminToken } from './support/staff.js';

describe('live order feed across a server restart', () => {
  let server: Awaited<ReturnType<typeof startRestartableApp>> | undefined;
  const probes: LiveProbe[] = [];
  afterAll(async () => {
    probes.forEach((p) => p.close());
    await server?.dispose();
  });

  it(
    'replays, after the restart, what a client missed before and after it',
    async () => {
      server = await startRestartableApp();
      const before = server.first;
      const admin = await adminToken(before);
      const guestSession = await startTableSession(before, 9);
      probes.push(await connectLive(await listen(before), { token: admin }));
      probes.push(await connectLive(await listen(before), { token: guestSession.jwt }));
      await orderAsGuest(before, guestSession);
      const [staffSeen] = await probes[0].waitForEvents(1);
      const [guestSeen] = await probes[1].waitForEvents(1);
      probes.forEach((p) => p.close());
      await orderAsGuest(before, guestSession, 'Melange');

      const after = await server.restart();
      await orderAsGuest(after, guestSession, 'Apfelstrudel');
      await orderAsGuest(after, await startTableSession(after, 10));
      const url = await listen(after);

      const staff = await connectLive(url, { token: admin, lastSeq: staffSeen.seq });
      const guest = await connectLive(url, { token: guestSession.jwt, lastSeq: guestSeen.seq });
      probes.push(staff, guest);
      expect(staff.seqs).toEqual(await seqsAfter(after, staffSeen.seq));
      expect(staff.seqs).toHaveLength(3);
      expect(guest.seqs).toEqual(await seqsAfter(after, guestSeen.seq, guestSession.sessionId));
      expect(guest.events.map((e) => e.order.items?.length)).toEqual([1, 1]);
    },
    FIRST_START_MS,
  );
});
