import { Injectable } from '@nestjs/common';
import { ApiError, conflict } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import type { CommissionedRegisterDto, DepQueryDto, RksvReceiptDto, RksvRegisterDto } from './dto/rksv.dto.js';
import { machineCode } from './rksv-code.js';
import { aesKeyChecksum, cryptoContainer, depExport } from './rksv-export.js';
import type { RksvReceipt } from './rksv-receipt.entity.js';
import type { RegisterUnit, RksvRegister } from './rksv-register.entity.js';
import { aTrustUnit } from './a-trust-signer.js';
import { fiskaltrustUnit } from './fiskaltrust-signer.js';
import { RksvSigners } from './rksv-signers.js';
import { RksvRepository } from './rksv.repository.js';
import { receiptTotalCents, RksvService } from './rksv.service.js';

const LAST_RECEIPTS = 20;

export function toReceiptDto(receipt: RksvReceipt): RksvReceiptDto {
  return {
    receiptNumber: receipt.receiptNumber,
    kind: receipt.kind,
    dateTime: receipt.dateTime,
    totalCents: receiptTotalCents(receipt),
    turnoverCents: receipt.turnoverCents,
    signed: receipt.signed,
    invoiceNumber: receipt.invoiceNumber,
    machineCode: machineCode(receipt.jws),
  };
}

/** What the back office's "Registrierkasse" screen shows and does (ADMIN). */
@Injectable()
export class RksvAdminService {
  constructor(
    private readonly rksv: RksvService,
    private readonly repository: RksvRepository,
    private readonly signers: RksvSigners,
    private readonly config: AppConfig,
  ) {}

  async state(): Promise<RksvRegisterDto> {
    const register = await this.repository.latest();
    if (!register) {
      return {
        state: 'NONE',
        cashRegisterId: null,
        trainingMode: false,
        signerFailedSince: null,
        turnoverCents: 0,
        receiptCount: 0,
        units: [],
        lastReceipts: [],
      };
    }
    return this.stateOf(register);
  }

  async commission(cashRegisterId: string): Promise<CommissionedRegisterDto> {
    await this.rksv.commission({ cashRegisterId, units: await this.configuredUnits() });
    const register = (await this.repository.active())!;
    return { register: await this.stateOf(register), aesKey: register.aesKey, aesKeyChecksum: aesKeyChecksum(register.aesKey) };
  }

  /** The configured signature unit (RKSV_SIGNER); undefined: the software test signer, refused in production without override. */
  private async configuredUnits(): Promise<RegisterUnit[] | undefined> {
    const signer = this.config.rksvSigner;
    if (signer.kind !== 'SOFTWARE') {
      const accounts = [signer, ...(this.config.rksvFallbackSigner ? [this.config.rksvFallbackSigner] : [])];
      const provider = signer.kind === 'A_TRUST' ? 'A-Trust' : 'fiskaltrust';
      try {
        return await Promise.all(accounts.map((account) => (account.kind === 'A_TRUST' ? aTrustUnit(account) : fiskaltrustUnit(account))));
      } catch (err) {
        throw new ApiError(503, `${provider} antwortet nicht: ${(err as Error).message}`);
      }
    }
    if (!this.config.rksvTestSignerAllowed)
      throw conflict(
        'Im Betrieb (NODE_ENV=production) braucht die Registrierkasse eine zertifizierte Signatureinheit; die Test-Signatur nur mit RKSV_ALLOW_TEST_SIGNER=true.',
      );
    return undefined;
  }

  async manualReceipt(kind: 'NULL' | 'TRAINING'): Promise<RksvReceiptDto> {
    return toReceiptDto(await this.repository.transaction((manager) => this.rksv.issue(manager, { kind })));
  }

  async setTrainingMode(on: boolean): Promise<RksvRegisterDto> {
    return this.stateOf(await this.rksv.setTrainingMode(on));
  }

  async decommission(): Promise<RksvReceiptDto> {
    return toReceiptDto(await this.rksv.decommission());
  }

  async dep(range: DepQueryDto) {
    const register = await this.exportable();
    return depExport(await this.repository.receipts(register.id, range), register.units);
  }

  async container() {
    return cryptoContainer(await this.exportable());
  }

  private async exportable(): Promise<RksvRegister> {
    const register = await this.repository.latest();
    if (!register) throw conflict('Es gibt noch keine Registrierkasse: zuerst in Betrieb nehmen.');
    return register;
  }

  private async stateOf(register: RksvRegister): Promise<RksvRegisterDto> {
    return {
      state: register.state,
      cashRegisterId: register.cashRegisterId,
      trainingMode: register.trainingMode,
      signerFailedSince: register.signerFailedSince?.toISOString() ?? null,
      turnoverCents: register.turnoverCents,
      receiptCount: register.receiptCount,
      units: this.signers.unitsOf(register).map(({ keyId, label, forTestsOnly }) => ({ keyId, label, forTestsOnly })),
      lastReceipts: (await this.repository.lastReceipts(register.id, LAST_RECEIPTS)).map(toReceiptDto),
    };
  }
}
