/** Live connections one guest session may hold at a time, on all server processes together. */
export const MAX_SESSION_CONNECTIONS = 5;

export const TOO_MANY_CONNECTIONS = `Zu viele Live-Verbindungen für diese Sitzung (höchstens ${MAX_SESSION_CONNECTIONS}) – bitte ein anderes Fenster schließen.`;

/**
 * Counts the live connections of each guest session. This process's connections are counted here, from the moment
 * their handshake is admitted, so handshakes that overlap cannot all pass; the other processes' are asked for
 * (`elsewhere`), which may leave a handshake on each of two processes at once both admitted.
 */
export class SessionConnectionLimit {
  /** The ids of this process's admitted connections, by session. */
  private readonly admitted = new Map<string, Set<string>>();

  constructor(private readonly elsewhere: (sessionId: string) => Promise<number>) {}

  /** Whether one more connection may open; if so it counts until `release`. */
  async admit(sessionId: string, socketId: string): Promise<boolean> {
    const others = await this.elsewhere(sessionId);
    const here = this.admitted.get(sessionId) ?? new Set<string>();
    if (others + here.size >= MAX_SESSION_CONNECTIONS) return false;
    this.admitted.set(sessionId, here.add(socketId));
    return true;
  }

  /** May be called more than once for a connection. */
  release(sessionId: string, socketId: string): void {
    const here = this.admitted.get(sessionId);
    if (!here?.delete(socketId) || here.size > 0) return;
    this.admitted.delete(sessionId);
  }
}
