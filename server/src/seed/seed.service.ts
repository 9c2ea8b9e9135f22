import { randomBytes } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Extra } from '../extras/extra.entity.js';
import { AppConfig } from '../config/app-config.js';
import { euroToCents } from '../common/money.js';
import { Category } from '../menu/category.entity.js';
import { MenuItem } from '../menu/menu-item.entity.js';
import { MenuType } from '../menu/menu-type.entity.js';
import { AppInfo } from '../metadata/app-info.entity.js';
import { DiningTable } from '../tables/dining-table.entity.js';
import { newQrCode } from '../tables/qr-code.js';
import { usernameKey } from '../users/dto/user-fields.js';
import { PasswordService } from '../users/password.service.js';
import { User } from '../users/user.entity.js';
import { DEMO_EXTRAS, DEMO_MENU, DEMO_TABLE_COUNT } from './demo-menu.js';

/** On start: the first admin account when there is no user, and the demo restaurant on an empty menu. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly passwords: PasswordService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureFirstAdmin();
    if (this.config.seedDemo && (await this.dataSource.manager.count(MenuType)) === 0) {
      await this.dataSource.transaction((manager) => this.seedDemo(manager));
    }
  }

  private async ensureFirstAdmin(): Promise<void> {
    if ((await this.dataSource.manager.count(User)) > 0) return;
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    const passwordHash = await this.passwords.hash(password);
    // A concurrent process may have created it meanwhile: the unique username makes that a no-op.
    await this.dataSource.manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ username: this.config.adminUsername, usernameKey: usernameKey(this.config.adminUsername), passwordHash, roles: ['ADMIN'] })
      .orIgnore()
      .execute();
    if (!this.config.adminPassword) {
      this.logger.warn(
        `Created the first admin "${this.config.adminUsername}" with the password: ${password} (shown once; change it in the settings)`,
      );
    } else {
      this.logger.log(`Created the first admin "${this.config.adminUsername}"`);
    }
  }

  private async seedDemo(manager: EntityManager): Promise<void> {
    const categoryIds = new Map<string, number>();
    const typeIds = new Map<string, number>();
    for (const [typeIndex, demoType] of DEMO_MENU.entries()) {
      const type = await manager.save(manager.create(MenuType, { code: demoType.code, name: demoType.name, sortOrder: typeIndex + 1 }));
      typeIds.set(type.code, type.id);
      for (const [categoryIndex, demoCategory] of demoType.categories.entries()) {
        const category = await manager.save(
          manager.create(Category, {
            typeId: type.id,
            name: demoCategory.name,
            description: demoCategory.description,
            sortOrder: categoryIndex + 1,
          }),
        );
        categoryIds.set(category.name, category.id);
        await manager.save(
          demoCategory.items.map((item) =>
            manager.create(MenuItem, {
              categoryId: category.id,
              name: item.name,
              description: item.description,
              basePriceCents: euroToCents(item.price)!,
              allergens: item.allergens.split(''),
              vatRate: item.vat ?? 'VAT_10',
              vatCategory: item.vatCategory ?? 'FOOD',
            }),
          ),
        );
      }
    }
    await manager.save(
      DEMO_EXTRAS.map((extra, index) =>
        manager.create(Extra, {
          name: extra.name,
          priceCents: euroToCents(extra.price)!,
          sortOrder: index + 1,
          typeIds: (extra.types ?? []).map((code) => typeIds.get(code)!),
          categoryIds: (extra.categories ?? []).map((name) => categoryIds.get(name)!),
        }),
      ),
    );
    const tables = await manager.save(
      Array.from({ length: DEMO_TABLE_COUNT }, (_, i) =>
        manager.create(DiningTable, { tableNumber: i + 1, seatingCapacity: i % 3 === 0 ? 6 : 4, qrCode: newQrCode() }),
      ),
    );
    await manager.update(
      AppInfo,
      { id: 1 },
      {
        appName: 'Gasthaus zum Tischlein',
        appStreet: 'Tischleingasse 1',
        appZipCode: '1010',
        appCity: 'Wien',
        countryCode: 'AT',
        companyName: 'Tischlein Gastronomie GmbH',
        vatId: 'ATU12345678',
        email: 'servus@tischlein.example',
        invoicePrefix: 'RE-',
        invoiceStartNo: 1,
      },
    );
    this.logger.log(`Seeded the demo restaurant; table 1 orders at ${this.config.publicUrl}/order/start?table=${tables[0].qrCode}`);
  }
}
