import { describe, expect, it } from '@jest/globals';
import { MAX_SESSION_CONNECTIONS, SessionConnectionLimit } from './live-connection-limit.js';

const SESSION = 'session-a';

describe('SessionConnectionLimit', () => {
  it('admits five connections of a session, refuses the sixth, and admits one again when one is released', async () => {
    const limit = new SessionConnectionLimit(async () => 0);
    const admitted = [];
    for (let i = 1; i <= MAX_SESSION_CONNECTIONS + 1; i++) admitted.push(await limit.admit(SESSION, `socket-${i}`));
    expect(admitted).toEqual([true, true, true, true, true, false]);
    limit.release(SESSION, 'socket-1');
    // Released twice (transport closed, then disconnected): it frees one place only.
    limit.release(SESSION, 'socket-1');
    expect(await limit.admit(SESSION, 'socket-7')).toBe(true);
    expect(await limit.admit(SESSION, 'socket-8')).toBe(false);
  });

  it('counts every session on its own', async () => {
    const limit = new SessionConnectionLimit(async () => 0);
    for (let i = 0; i < MAX_SESSION_CONNECTIONS; i++) await limit.admit(SESSION, `a-${i}`);
    expect(await limit.admit('session-b', 'b-1')).toBe(true);
  });

  it('admits no more than five of handshakes that overlap', async () => {
    const limit = new SessionConnectionLimit(() => new Promise((resolve) => setTimeout(() => resolve(0), 5)));
    const admitted = await Promise.all(Array.from({ length: 10 }, (_, i) => limit.admit(SESSION, `socket-${i}`)));
    expect(admitted.filter(Boolean)).toHaveLength(MAX_SESSION_CONNECTIONS);
  });

  it('counts the connections the session holds on other processes', async () => {
    const limit = new SessionConnectionLimit(async (sessionId) => (sessionId === SESSION ? 3 : 0));
    expect(await limit.admit(SESSION, 'socket-1')).toBe(true);
    expect(await limit.admit(SESSION, 'socket-2')).toBe(true);
    expect(await limit.admit(SESSION, 'socket-3')).toBe(false);
  });
});
