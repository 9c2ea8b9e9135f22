import { randomBytes } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiError, conflict } from '../common/api-error.js';
import { germanDateTime, isoLocalDateTime, restaurantTimeZone } from '../common/time-zone.js';
import type { VatRate } from '../common/vat.js';
import { AppInfoService } from '../metadata/app-info.service.js';
import {
  chainValue,
  compactJws,
  encryptTurnover,
  machineCode,
  NO_AMOUNTS,
  type RateGroupAmounts,
  receiptPayload,
  signingInput,
  STORNO_COUNTER,
  sumOfAmounts,
  TRAINING_COUNTER,
} from './rksv-code.js';
import type { ReceiptKind, RksvReceipt } from './rksv-receipt.entity.js';
import type { RegisterUnit, RksvRegister } from './rksv-register.entity.js';
import { newSoftwareKey, SoftwareSigner } from './rksv-signer.js';
import { RksvSigners, signOrNull } from './rksv-signers.js';
import { RksvRepository } from './rksv.repository.js';

/** The turnover counter's length in bytes, the same in every receipt of a register. */
const COUNTER_BYTES = 8;
/** How often the server looks whether a month has ended without its Monatsbeleg. */
const CLOSING_CHECK_MS = 10 * 60_000;
/** How often a failed signature unit is asked whether it is back (then the Sammelbeleg is made at once). */
const RECOVERY_CHECK_MS = 60_000;

/** The law's rate group of each VAT rate (the 19 % and 4.9 % "Besonders" rates are not on the menu). */
const GROUP_OF_RATE: Record<VatRate, keyof RateGroupAmounts> = { VAT_20: 'normal', VAT_10: 'reduced1', VAT_13: 'reduced2', VAT_0: 'zero' };

/** The amounts of a receipt from lines by VAT rate; `sign` -1 for a storno. */
export function amountsOf(lines: Array<{ vatRate: VatRate; cents: number }>, sign: 1 | -1 = 1): RateGroupAmounts {
  const amounts = { ...NO_AMOUNTS };
  for (const line of lines) amounts[GROUP_OF_RATE[line.vatRate]] += sign * line.cents;
  return amounts;
}

/** A receipt's number and local time as given (replaying the BMF scenarios): nothing is then made on the register's own. */
export interface GivenReceipt {
  receiptNumber: string;
  dateTime: string;
}

export interface ReceiptRequest {
  kind: ReceiptKind;
  amounts?: RateGroupAmounts;
  invoiceNumber?: string | null;
}

export interface CommissionInput {
  cashRegisterId: string;
  /** The AES key (Base64); absent: a new random one. */
  aesKey?: string;
  /** The signature units; absent: a new software key named after the company's UID. */
  units?: RegisterUnit[];
  given?: GivenReceipt;
}

const NO_REGISTER = 'Keine Registrierkasse in Betrieb.';

/**
 * The cash register under the RKSV: every receipt signed and chained, one chain per Kassen-ID. A receipt is made in
 * the caller's transaction with the register's row locked, so receipts of all server processes queue up in one
 * order and a rollback takes the receipt back with everything else.
 */
@Injectable()
export class RksvService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Rksv');
  private closingTimer: NodeJS.Timeout | undefined;
  private recoveryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repository: RksvRepository,
    private readonly appInfo: AppInfoService,
    private readonly signers: RksvSigners,
  ) {}

  onApplicationBootstrap(): void {
    const check = () => void this.closeMonthIfDue().catch((err: Error) => this.logger.error(`Monatsbeleg: ${err.message}`));
    check();
    this.closingTimer = setInterval(check, CLOSING_CHECK_MS).unref();
    const recover = () => void this.recoverIfBack().catch((err: Error) => this.logger.error(`Sammelbeleg: ${err.message}`));
    this.recoveryTimer = setInterval(recover, RECOVERY_CHECK_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.closingTimer);
    clearInterval(this.recoveryTimer);
  }

  /**
   * While the signature unit is out: once one answers again, the signed Nullbeleg (Sammelbeleg) is made at once, so
   * the banner goes and the next sale needs no wait. Null when nothing was due or no unit answers yet.
   */
  async recoverIfBack(): Promise<RksvReceipt | null> {
    const failed = await this.repository.active();
    if (!failed?.signerFailedSince) return null;
    const answers = await Promise.all(this.signers.unitsOf(failed).map((unit) => unit.health()));
    if (!answers.includes(true)) return null;
    return this.repository.transaction(async (manager) => {
      const register = await this.repository.lockActive(manager);
      if (!register?.signerFailedSince) return null;
      return this.append(manager, register, { kind: 'RECOVERY' }, undefined, true);
    });
  }

  /** Puts a register into operation with its Startbeleg (which must be signed); 409 while another one is in operation. */
  commission(input: CommissionInput): Promise<RksvReceipt> {
    return this.repository
      .transaction(async (manager) => {
        if (await this.repository.active(manager)) throw conflict('Eine Registrierkasse ist bereits in Betrieb.');
        const register = await this.repository.createRegister(manager, {
          cashRegisterId: input.cashRegisterId,
          aesKey: input.aesKey ?? randomBytes(32).toString('base64'),
          state: 'ACTIVE',
          turnoverCents: 0,
          receiptCount: 0,
          lastJws: null,
          lastDateTime: null,
          signerFailedSince: null,
          trainingMode: false,
          units: input.units ?? [await this.softwareUnit(manager)],
        });
        const start = await this.append(manager, register, { kind: 'START' }, input.given, true);
        if (!start) throw new ApiError(503, 'Die Signatureinheit antwortet nicht: der Startbeleg muss signiert sein.');
        return start;
      })
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === '23505')
          throw conflict('Diese Kassen-ID ist schon vergeben, oder eine Registrierkasse ist bereits in Betrieb.');
        throw err;
      });
  }

  /** Makes the Schlussbeleg and takes the register out of operation. */
  decommission(): Promise<RksvReceipt> {
    return this.repository.transaction(async (manager) => {
      const receipt = await this.issue(manager, { kind: 'CLOSING' });
      await this.repository.updateRegister(manager, receipt.registerId, { state: 'DECOMMISSIONED' });
      return receipt;
    });
  }

  /**
   * The receipt of an invoice (SALE) or credit note (STORNO) as the document prints it, made in the invoice's
   * transaction; a training receipt while the register is in training mode; null when no register is in operation.
   */
  async receiptOfInvoice(
    manager: EntityManager,
    kind: 'SALE' | 'STORNO',
    amounts: RateGroupAmounts,
    invoiceNumber: string,
  ): Promise<PrintedReceipt | null> {
    const register = await this.repository.active(manager);
    if (!register) return null;
    const receipt = await this.issue(manager, { kind, amounts, invoiceNumber });
    const unit = this.signers.unitsOf(register).find((u) => u.keyId === receipt.keyId);
    return printedReceipt(receipt, register.cashRegisterId, unit?.forTestsOnly ?? false);
  }

  /** A receipt of the last register by its Belegnummer, as a document prints it; null when there is none. */
  async printedReceiptOf(receiptNumber: string): Promise<{ receipt: RksvReceipt; printed: PrintedReceipt } | null> {
    const register = await this.repository.latest();
    const receipt = register && (await this.repository.receiptByNumber(register.id, receiptNumber));
    if (!register || !receipt) return null;
    const unit = this.signers.unitsOf(register).find((u) => u.keyId === receipt.keyId);
    return { receipt, printed: printedReceipt(receipt, register.cashRegisterId, unit?.forTestsOnly ?? false) };
  }

  /**
   * Makes a receipt in the caller's transaction. First, on the register's own: the Monatsbeleg (Jahresbeleg in
   * December) of a month that ended, and after a failed signature unit that answers again, the signed Nullbeleg
   * (Sammelbeleg) before anything else. 409 when no register is in operation.
   */
  async issue(manager: EntityManager, request: ReceiptRequest, given?: GivenReceipt): Promise<RksvReceipt> {
    const register = await this.repository.lockActive(manager);
    if (!register) throw conflict(NO_REGISTER);
    if (!given) {
      await this.closeMonthOf(manager, register);
      if (register.signerFailedSince && request.kind !== 'NULL')
        await this.append(manager, register, { kind: 'RECOVERY' }, undefined, true);
    }
    const kind = request.kind === 'SALE' && register.trainingMode ? 'TRAINING' : request.kind;
    return (await this.append(manager, register, { ...request, kind }, given, false))!;
  }

  /** Makes the Monatsbeleg of a month that ended without one (also after the server was down over the month's end). */
  async closeMonthIfDue(): Promise<RksvReceipt | null> {
    return this.repository.transaction(async (manager) => {
      const register = await this.repository.lockActive(manager);
      return register ? this.closeMonthOf(manager, register) : null;
    });
  }

  async setTrainingMode(on: boolean): Promise<RksvRegister> {
    return this.repository.transaction(async (manager) => {
      const register = await this.repository.lockActive(manager);
      if (!register) throw conflict(NO_REGISTER);
      await this.repository.updateRegister(manager, register.id, { trainingMode: on });
      return { ...register, trainingMode: on };
    });
  }

  private async closeMonthOf(manager: EntityManager, register: RksvRegister): Promise<RksvReceipt | null> {
    if (!register.lastDateTime) return null;
    const now = await this.localNow(manager);
    const lastMonth = register.lastDateTime.slice(0, 7);
    if (now.slice(0, 7) <= lastMonth) return null;
    return this.append(manager, register, { kind: lastMonth.endsWith('-12') ? 'YEAR' : 'MONTH' }, undefined, false);
  }

  /**
   * Signs and chains the next receipt and books it on the register (also the in-memory row). A receipt that must be
   * signed (Startbeleg, Sammelbeleg) is not made when no unit answers: null then.
   */
  private async append(
    manager: EntityManager,
    register: RksvRegister,
    request: ReceiptRequest,
    given: GivenReceipt | undefined,
    mustBeSigned: boolean,
  ): Promise<RksvReceipt | null> {
    const receiptNumber = given?.receiptNumber ?? String(register.receiptCount + 1);
    const dateTime = given?.dateTime ?? laterOf(await this.localNow(manager), register.lastDateTime);
    const amounts = request.amounts ?? NO_AMOUNTS;
    const counted = request.kind !== 'TRAINING';
    const turnoverCents = register.turnoverCents + (counted ? sumOfAmounts(amounts) : 0);
    const counter =
      request.kind === 'TRAINING'
        ? TRAINING_COUNTER
        : request.kind === 'STORNO'
          ? STORNO_COUNTER
          : encryptTurnover(
              Buffer.from(register.aesKey, 'base64'),
              register.cashRegisterId,
              receiptNumber,
              BigInt(turnoverCents),
              COUNTER_BYTES,
            );
    const fields = {
      cashRegisterId: register.cashRegisterId,
      receiptNumber,
      dateTime,
      amounts,
      counter,
      chain: chainValue(register.lastJws, register.cashRegisterId),
    };
    const units = this.signers.unitsOf(register);
    let signed: { jws: string; keyId: string } | null = null;
    for (const unit of units) {
      const payload = receiptPayload({ ...fields, zda: unit.zda, keyId: unit.keyId });
      const signature = await signOrNull(unit, signingInput(payload));
      if (signature) {
        signed = { jws: compactJws(payload, signature), keyId: unit.keyId };
        break;
      }
    }
    if (!signed && mustBeSigned) return null;
    const primary = units[0];
    const { jws, keyId } = signed ?? {
      jws: compactJws(receiptPayload({ ...fields, zda: primary.zda, keyId: primary.keyId }), null),
      keyId: primary.keyId,
    };
    const receipt = await this.repository.insertReceipt(manager, {
      registerId: register.id,
      receiptNumber,
      kind: request.kind,
      dateTime,
      normalCents: amounts.normal,
      reduced1Cents: amounts.reduced1,
      reduced2Cents: amounts.reduced2,
      zeroCents: amounts.zero,
      specialCents: amounts.special,
      turnoverCents,
      keyId,
      jws,
      signed: signed !== null,
      invoiceNumber: request.invoiceNumber ?? null,
    });
    if (!signed && !register.signerFailedSince) this.logger.warn(`Signatureinheit ausgefallen: Beleg ${receiptNumber} ohne Signatur`);
    Object.assign(register, {
      turnoverCents,
      receiptCount: register.receiptCount + 1,
      lastJws: jws,
      lastDateTime: dateTime,
      signerFailedSince: signed ? null : (register.signerFailedSince ?? new Date()),
    });
    const { turnoverCents: t, receiptCount, lastJws, lastDateTime, signerFailedSince } = register;
    await this.repository.updateRegister(manager, register.id, {
      turnoverCents: t,
      receiptCount,
      lastJws,
      lastDateTime,
      signerFailedSince,
    });
    return receipt;
  }

  private async localNow(manager: EntityManager): Promise<string> {
    const info = await this.appInfo.current(manager);
    return isoLocalDateTime(new Date(), restaurantTimeZone(info.timezone));
  }

  /** A software signer's unit, its key id from the company's UID (U:ATU12345678-K1). */
  private async softwareUnit(manager: EntityManager): Promise<RegisterUnit> {
    const uid = (await this.appInfo.current(manager)).vatId?.replace(/\s+/g, '').toUpperCase();
    if (!uid) throw conflict('Für die Registrierkasse fehlt die UID des Unternehmens: unter „Firmendaten & Rechnung“ eintragen.');
    const softwareKey = newSoftwareKey();
    const signer = new SoftwareSigner(`U:${uid}-K1`, softwareKey);
    return { keyId: signer.keyId, zda: signer.zda, kind: 'SOFTWARE', softwareKey, material: signer.publicMaterial() };
  }
}

/** The sum of a receipt's five amounts, in cents. */
export const receiptTotalCents = (receipt: RksvReceipt) =>
  receipt.normalCents + receipt.reduced1Cents + receipt.reduced2Cents + receipt.zeroCents + receipt.specialCents;

/** What an invoice prints of its receipt (§ 132a BAO): the machine code as QR code, the register and receipt, notes. */
export interface PrintedReceipt {
  code: string;
  lines: string[];
}

export function printedReceipt(receipt: RksvReceipt, cashRegisterId: string, testSigner: boolean): PrintedReceipt {
  return {
    code: machineCode(receipt.jws),
    lines: [
      `Kassen-ID: ${cashRegisterId}`,
      `Beleg-Nr.: ${receipt.receiptNumber}`,
      `Beleg-Datum: ${germanDateTime(receipt.dateTime)}`,
      ...(receipt.kind === 'STORNO' ? ['Storno-Beleg'] : []),
      ...(receipt.kind === 'TRAINING' ? ['Trainingsbeleg: kein Umsatz'] : []),
      ...(receipt.signed ? [] : ['Sicherheitseinrichtung ausgefallen']),
      ...(testSigner ? ['Testbetrieb: mit einer Test-Signatur signiert'] : []),
    ],
  };
}

/** A receipt is never dated before the one before it: when summer time ends, the clock's hour repeats. */
const laterOf = (now: string, last: string | null) => (last !== null && last > now ? last : now);
