import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SignerMaterial } from './rksv-signer.js';

/** A signature unit the register has signed with: its key id and what the crypto container lists for it. */
export interface RegisterUnit {
  /** Field 11: the key id (closed system) or the certificate's serial in hex (a trust provider's unit). */
  keyId: string;
  zda: string;
  kind: 'SOFTWARE' | 'A_TRUST' | 'FISKALTRUST';
  /** The software signer's P-256 key (PKCS#8 DER, Base64). */
  softwareKey?: string;
  material: SignerMaterial;
  /** A trust provider's account the unit is reached through ("<url>/<user>"); its password stays in the configuration. */
  account?: string;
  /** A certificate's issuing chain (Base64 DER, issuer first), for the DEP's groups. */
  certificateChain?: string[];
}

export type RegisterState = 'ACTIVE' | 'DECOMMISSIONED';

/**
 * The cash register (Registrierkasse) under the RKSV: its Kassen-ID, AES key and turnover counter, and the last
 * receipt it chained. Its row is locked by every receipt, so receipts form one chain across all server processes.
 */
@Entity('rksv_registers')
export class RksvRegister {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  cashRegisterId: string;

  /** The AES-256 key of the turnover counter (32 bytes, standard Base64), registered in FinanzOnline. */
  @Column({ type: 'varchar', length: 44 })
  aesKey: string;

  @Column({ type: 'varchar', length: 16, default: 'ACTIVE' })
  state: RegisterState;

  /** The turnover counter: every receipt's amounts since the Startbeleg but training receipts', in cents. */
  @Column({ type: 'bigint', default: 0 })
  turnoverCents: number;

  /** How many receipts it made: the last Belegnummer. */
  @Column({ type: 'integer', default: 0 })
  receiptCount: number;

  /** The last receipt's compact JWS, which the next one chains from. */
  @Column({ type: 'text', nullable: true })
  lastJws: string | null;

  /** The last receipt's local time: a receipt is never dated earlier (not even when summer time ends). */
  @Column({ type: 'varchar', length: 19, nullable: true })
  lastDateTime: string | null;

  /** Since when no signature unit answers: receipts carry "Sicherheitseinrichtung ausgefallen" meanwhile. */
  @Column({ type: 'timestamptz', nullable: true })
  signerFailedSince: Date | null;

  /** Sales make training receipts (TRA) instead of standard ones. */
  @Column({ type: 'boolean', default: false })
  trainingMode: boolean;

  /** The signature units, the primary first. */
  @Column({ type: 'jsonb' })
  units: RegisterUnit[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
