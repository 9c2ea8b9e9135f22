/** How much each measure does: full (`npm run bench`) or small (`npm run bench -- --quick`, for CI). */
export interface BenchSizes {
  quick: boolean;
  /** Connections (menu read) and flows in flight (checkout). */
  concurrency: number;
  /** Seconds of load per side and round of the menu read. */
  menuSeconds: number;
  /** Alternating rounds (bare server, product) of the menu read. */
  menuRounds: number;
  /** Checkout flows per side; no new flow starts after `checkoutMaxMs`. */
  checkoutFlows: number;
  checkoutMaxMs: number;
  fanOutSockets: number;
  fanOutCheckouts: number;
  /** Orders bulk-seeded for the admin list: the smaller size, then the larger one. */
  adminListOrders: [number, number];
  adminListRequests: number;
  /** Requests of each report, one at a time, over a year of the admin list's orders. */
  reportRequests: number;
  /** Orders completed for invoices: rendered one by one, then all at once. */
  invoices: number;
}

export function benchSizes(quick: boolean): BenchSizes {
  return quick
    ? {
        quick,
        // Each measure once, at sizes that only prove it still runs: CI runs this beside the browser tests.
        concurrency: 10,
        menuSeconds: 1,
        menuRounds: 1,
        checkoutFlows: 30,
        checkoutMaxMs: 2000,
        fanOutSockets: 20,
        fanOutCheckouts: 3,
        adminListOrders: [300, 1000],
        adminListRequests: 10,
        reportRequests: 3,
        invoices: 4,
      }
    : {
        quick,
        concurrency: 20,
        menuSeconds: 5,
        menuRounds: 5,
        checkoutFlows: 2000,
        checkoutMaxMs: 10_000,
        fanOutSockets: 200,
        fanOutCheckouts: 30,
        adminListOrders: [10_000, 100_000],
        adminListRequests: 200,
        reportRequests: 40,
        invoices: 20,
      };
}
