import type { DataSource } from 'typeorm';
import type { AppInfoService } from '../metadata/app-info.service.js';
import { cryptoContainer, depExport } from './rksv-export.js';
import type { ReceiptKind } from './rksv-receipt.entity.js';
import type { RegisterUnit, RksvRegister } from './rksv-register.entity.js';
import { FailedSigner, newSoftwareKey, type RksvSigner, SoftwareSigner } from './rksv-signer.js';
import { RksvSigners } from './rksv-signers.js';
import { RksvRepository } from './rksv.repository.js';
import { RksvService } from './rksv.service.js';

/** A BMF reference test scenario (TESTSUITE_TEST_SZENARIO_*.json). */
export interface BmfScenario {
  cashBoxId: string;
  base64AesKey: string;
  companyID: string;
  numberOfSignatureDevices: number;
  cashBoxInstructionList: Array<{
    receiptIdentifier: string;
    dateToUse: string;
    usedSignatureDevice: number;
    signatureDeviceDamaged: boolean;
    typeOfReceipt: 'START_BELEG' | 'STANDARD_BELEG' | 'NULL_BELEG' | 'STORNO_BELEG' | 'TRAINING_BELEG';
    simplifiedReceipt: Record<'taxSetNormal' | 'taxSetErmaessigt1' | 'taxSetErmaessigt2' | 'taxSetNull' | 'taxSetBesonders', number>;
  }>;
}

const KINDS: Record<BmfScenario['cashBoxInstructionList'][number]['typeOfReceipt'], ReceiptKind> = {
  START_BELEG: 'START',
  STANDARD_BELEG: 'SALE',
  NULL_BELEG: 'NULL',
  STORNO_BELEG: 'STORNO',
  TRAINING_BELEG: 'TRAINING',
};

/** The scenario's signature devices: the one an instruction names signs it, or fails when it is "damaged". */
class ScenarioSigners extends RksvSigners {
  private current: RksvSigner | undefined;

  constructor(private readonly devices: RksvSigner[]) {
    super();
  }

  use(device: number, damaged: boolean): void {
    const signer = this.devices[device];
    this.current = damaged ? new FailedSigner(signer) : signer;
  }

  override unitsOf(): RksvSigner[] {
    return [this.current!];
  }
}

const cents = (euro: number) => Math.round(euro * 100);

/**
 * Feeds a BMF scenario through the product's own receipt service into a fresh register on `dataSource` (a fresh
 * database) and answers the DEP export and the crypto container. One software key per device, "<companyID>-K<n>".
 */
export async function replayScenario(dataSource: DataSource, scenario: BmfScenario) {
  const units: RegisterUnit[] = Array.from({ length: scenario.numberOfSignatureDevices }, (_, n) => {
    const signer = new SoftwareSigner(`${scenario.companyID}-K${n}`, newSoftwareKey());
    return { keyId: signer.keyId, zda: signer.zda, kind: 'SOFTWARE', softwareKey: signer.softwareKey, material: signer.publicMaterial() };
  });
  const signers = new ScenarioSigners(units.map((unit) => new SoftwareSigner(unit.keyId, unit.softwareKey!)));
  const repository = new RksvRepository(dataSource);
  // The scenario gives every receipt's number and time, so the restaurant's data (time zone, UID) is never read.
  const noRestaurant = { current: () => Promise.reject(new Error('a replay reads no restaurant data')) } as unknown as AppInfoService;
  const rksv = new RksvService(repository, noRestaurant, signers);
  const [start, ...rest] = scenario.cashBoxInstructionList;
  if (start?.typeOfReceipt !== 'START_BELEG') throw new Error('a scenario starts with its Startbeleg');
  signers.use(start.usedSignatureDevice, start.signatureDeviceDamaged);
  const given = (step: typeof start) => ({ receiptNumber: step.receiptIdentifier, dateTime: step.dateToUse });
  await rksv.commission({ cashRegisterId: scenario.cashBoxId, aesKey: scenario.base64AesKey, units, given: given(start) });
  for (const step of rest) {
    signers.use(step.usedSignatureDevice, step.signatureDeviceDamaged);
    const r = step.simplifiedReceipt;
    const amounts = {
      normal: cents(r.taxSetNormal),
      reduced1: cents(r.taxSetErmaessigt1),
      reduced2: cents(r.taxSetErmaessigt2),
      zero: cents(r.taxSetNull),
      special: cents(r.taxSetBesonders),
    };
    await repository.transaction((manager) => rksv.issue(manager, { kind: KINDS[step.typeOfReceipt], amounts }, given(step)));
  }
  const register = (await repository.active()) as RksvRegister;
  return { dep: depExport(await repository.receipts(register.id), register.units), container: cryptoContainer(register) };
}

/**
 * Takes the register a replay left active out of the way, so the next scenario (every BMF scenario uses the same
 * Kassen-ID) can be replayed on the same database.
 */
export async function putReplayedRegisterAside(dataSource: DataSource): Promise<void> {
  await dataSource.query(`UPDATE rksv_registers SET state = 'DECOMMISSIONED', cash_register_id = 'REPLAYED-' || id WHERE state = 'ACTIVE'`);
}
