import { changedTables, type DatabaseSnapshots, type Snapshot } from './database-snapshot.js';
import type { FuzzRequest } from './fuzz-requests.js';
import type { Operation } from './openapi-operations.js';
import { describeRequest, type RawAnswer, send } from './raw-http.js';

export interface Finding {
  problem: string;
  request: FuzzRequest;
  answer?: RawAnswer;
}

export interface OperationReport {
  key: string;
  /** Requests generated (re-sends of refused ones not counted). */
  generated: number;
  /** Answers by status, first sends only. */
  statuses: Map<number, number>;
  /** Refused requests sent in a batch of only refused requests with the database unchanged around it. */
  refusedChecked: number;
  /** Refused at first, accepted when sent again alone: their first refusal could not be checked in isolation. */
  refusedUnchecked: number;
  findings: Finding[];
  ms: number;
  /** Of `ms`, the time spent taking snapshots. */
  snapshotMs: number;
}

const isRefused = (answer: RawAnswer | undefined) => answer !== undefined && answer.status >= 400 && answer.status < 500;
const isAccepted = (answer: RawAnswer) => answer.status < 400;

/** A readable account of what went wrong, with the request to repeat it. */
export function describeFinding({ problem, request, answer }: Finding): string {
  const answered = answer ? `→ ${answer.status} ${answer.text.slice(0, 300)}` : '→ no answer';
  return `${problem} [${request.kind}, token: ${request.auth}]\n  ${describeRequest(request)}\n  ${answered}`;
}

function messageOf(answer: RawAnswer): unknown {
  try {
    return (JSON.parse(answer.text) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}

/**
 * Sends an operation's requests in small concurrent batches and checks each answer and what it did:
 * no 5xx, a refusal says why (JSON with a message), nothing opens a protected operation without its
 * token, a refused request changes no table, and the server is healthy after every batch.
 */
export class Fuzzer {
  constructor(
    private readonly origin: string,
    private readonly snapshots: DatabaseSnapshots,
    private readonly batchSize: number,
  ) {}

  async run(operation: Operation, requests: FuzzRequest[]): Promise<OperationReport> {
    const started = Date.now();
    const report: OperationReport = {
      key: operation.key,
      generated: requests.length,
      statuses: new Map(),
      refusedChecked: 0,
      refusedUnchecked: 0,
      findings: [],
      ms: 0,
      snapshotMs: 0,
    };
    for (let i = 0; i < requests.length; i += this.batchSize) {
      await this.runBatch(operation, requests.slice(i, i + this.batchSize), report);
      await this.checkHealth(requests[i], report);
    }
    report.ms = Date.now() - started;
    return report;
  }

  private async runBatch(operation: Operation, batch: FuzzRequest[], report: OperationReport): Promise<void> {
    const { answers, before, after } = await this.sendBetweenSnapshots(batch, report);
    answers.forEach((answer, i) => {
      if (answer) report.statuses.set(answer.status, (report.statuses.get(answer.status) ?? 0) + 1);
      this.checkAnswer(operation, batch[i], answer, report);
    });
    const refused = batch.filter((_, i) => isRefused(answers[i]));
    if (refused.length === batch.length) this.checkUnchanged(refused, before, after, report);
    else if (refused.length > 0) await this.recheckRefused(refused, report);
  }

  /** A batch in which some requests were accepted says nothing about the refused ones: send those again, without the others. */
  private async recheckRefused(refused: FuzzRequest[], report: OperationReport): Promise<void> {
    const again = await this.sendBetweenSnapshots(refused, report);
    if (again.answers.every(isRefused)) {
      this.checkUnchanged(refused, again.before, again.after, report);
      return;
    }
    // Some are accepted now (the state changed meanwhile): each remaining refusal alone.
    for (const request of refused) {
      const alone = await this.sendBetweenSnapshots([request], report);
      if (isRefused(alone.answers[0])) this.checkUnchanged([request], alone.before, alone.after, report);
      else report.refusedUnchecked += 1;
    }
  }

  private async sendBetweenSnapshots(batch: FuzzRequest[], report: OperationReport) {
    const before = await this.snapshot(report);
    const answers = await Promise.all(batch.map((request) => this.attempt(request, report)));
    const after = await this.snapshot(report);
    return { answers, before, after };
  }

  private async snapshot(report: OperationReport): Promise<Snapshot> {
    const started = Date.now();
    const snapshot = await this.snapshots.take();
    report.snapshotMs += Date.now() - started;
    return snapshot;
  }

  private async attempt(request: FuzzRequest, report: OperationReport): Promise<RawAnswer | undefined> {
    try {
      return await send(this.origin, request);
    } catch (err) {
      report.findings.push({ problem: `no answer: ${(err as Error).message}`, request });
      return undefined;
    }
  }

  private checkUnchanged(refused: FuzzRequest[], before: Snapshot, after: Snapshot, report: OperationReport): void {
    const changed = changedTables(before, after);
    if (changed.length === 0) {
      report.refusedChecked += refused.length;
      return;
    }
    for (const request of refused)
      report.findings.push({ problem: `refused, yet changed ${changed.join(', ')} (one of ${refused.length} refused requests)`, request });
  }

  private checkAnswer(operation: Operation, request: FuzzRequest, answer: RawAnswer | undefined, report: OperationReport): void {
    if (!answer) return;
    const problem = (text: string) => report.findings.push({ problem: text, request, answer });
    if (answer.status >= 500) problem(`server error ${answer.status}`);
    if (isRefused(answer)) {
      const message = messageOf(answer);
      if (!answer.contentType.includes('json') || typeof message !== 'string' || message.trim() === '')
        problem('refused without a JSON message');
    }
    if (operation.access !== 'public' && request.auth !== 'valid' && isAccepted(answer)) problem('answered without a valid token');
    if (operation.access !== 'public' && request.auth === 'valid' && answer.status === 401) problem('valid token refused');
  }

  private async checkHealth(request: FuzzRequest, report: OperationReport): Promise<void> {
    const health = await send(this.origin, { method: 'GET', path: '/api/health', headers: {} }).catch(() => undefined);
    if (health?.status !== 200)
      report.findings.push({ problem: `health check failed after a batch: ${health?.status ?? 'no answer'}`, request });
  }
}
