import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StationsService } from '../stations/stations.service.js';
import type { Bon } from './bon.js';
import { PrintJobsRepository } from './print-jobs.repository.js';

/** The print queue's one door for other modules: bons are queued in the transaction that made them. */
@Injectable()
export class PrintQueue {
  constructor(
    private readonly stations: StationsService,
    private readonly jobs: PrintJobsRepository,
  ) {}

  /**
   * One print job per bon and enabled printer of `bon.stationId`, in the caller's transaction: a bon exists exactly when
   * its change was committed, and the worker prints it after the commit. A station without printers prints nothing.
   */
  async enqueue(manager: EntityManager, bons: Bon[]): Promise<void> {
    if (bons.length === 0) return;
    const names = new Map((await this.stations.all(manager)).map((station) => [station.id, station.name]));
    const queued = bons.filter((bon) => names.has(bon.stationId)).map((bon) => ({ bon, stationName: names.get(bon.stationId)! }));
    if (queued.length) await this.jobs.enqueue(manager, queued);
  }
}
