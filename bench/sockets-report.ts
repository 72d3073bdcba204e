/** What a client process of the sockets bench tells of the sockets it opened. */
export type ConnectReport = {
  connected: number;
  /** Refused by the server before the socket opened (a 503 near the file limit shows as this). */
  refused: number;
  failed: number;
  /** Handshake times of the connected ones, ms. */
  handshakeMs: number[];
  /** From the first try to the last answer, ms. */
  wallMs: number;
  reasons: Record<string, number>;
};

export function emptyReport(): ConnectReport {
  return { connected: 0, refused: 0, failed: 0, handshakeMs: [], wallMs: 0, reasons: {} };
}
