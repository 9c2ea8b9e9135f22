import { randomBytes } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { euroToCents } from '../common/money.js';
import { AppConfig } from '../config/app-config.js';
import { ExtrasService } from '../extras/extras.service.js';
import { MenuService } from '../menu/menu.service.js';
import { AppInfoService } from '../metadata/app-info.service.js';
import { TablesService } from '../tables/tables.service.js';
import { StaffAccounts } from '../users/staff-accounts.service.js';
import { DEMO, demoMenu } from './demo-restaurant.js';

/**
 * On start: the first admin account when there is no user, and the demo restaurant on an empty menu,
 * in one transaction through the modules that own its tables.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly accounts: StaffAccounts,
    private readonly menu: MenuService,
    private readonly extras: ExtrasService,
    private readonly tables: TablesService,
    private readonly appInfo: AppInfoService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureFirstAdmin();
    if (this.config.seedDemo && (await this.menu.isEmpty())) await this.dataSource.transaction((manager) => this.seedDemo(manager));
  }

  private async ensureFirstAdmin(): Promise<void> {
    const { adminUsername, adminPassword } = this.config;
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    if (!(await this.accounts.createFirstAdmin(adminUsername, password))) return;
    if (adminPassword) this.logger.log(`Created the first admin "${adminUsername}"`);
    else
      this.logger.warn(`Created the first admin "${adminUsername}" with the password: ${password} (shown once; change it in the settings)`);
  }

  private async seedDemo(manager: EntityManager): Promise<void> {
    const { typeIds, categoryIds } = await this.menu.addMenu(demoMenu(), manager);
    const extras = DEMO.extras.map((extra, index) => ({
      name: extra.name,
      priceCents: euroToCents(extra.price)!,
      allergens: (extra.allergens ?? '').split('').filter(Boolean),
      sortOrder: index + 1,
      typeIds: (extra.types ?? []).map((code) => typeIds.get(code)!),
      categoryIds: (extra.categories ?? []).map((name) => categoryIds.get(name)!),
    }));
    await this.extras.addExtras(extras, manager);
    const tableSeats = DEMO.tableSeats.map((seatingCapacity, index) => ({ tableNumber: index + 1, seatingCapacity }));
    const [first] = await this.tables.addTables(tableSeats, manager);
    await this.appInfo.update(DEMO.appInfo, manager);
    this.logger.log(`Seeded the demo restaurant; table 1 orders at ${this.config.publicUrl}/order/start?table=${first.qrCode}`);
  }
}
