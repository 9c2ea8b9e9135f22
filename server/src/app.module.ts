import { type DynamicModule, Module } from '@nestjs/common';
import { AuthCoreModule } from './auth/auth-core.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BackupModule } from './backup/backup.module.js';
import { BasketModule } from './basket/basket.module.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { EventsModule } from './events/events.module.js';
import { ExtrasModule } from './extras/extras.module.js';
import { HealthController } from './health/health.controller.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { BillsModule } from './bills/bills.module.js';
import { LiveModule } from './live/live.module.js';
import { MediaModule } from './media/media.module.js';
import { MenuModule } from './menu/menu.module.js';
import { MenuTextsModule } from './menu-texts/menu-texts.module.js';
import { MetadataModule } from './metadata/metadata.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { RateLimitsModule } from './rate-limits/rate-limits.module.js';
import { ProductDocsModule } from './product-docs/product-docs.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SeedModule } from './seed/seed.module.js';
import { ServiceCallsModule } from './service-calls/service-calls.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { TablesModule } from './tables/tables.module.js';
import { UsersModule } from './users/users.module.js';
import { RksvModule } from './rksv/rksv.module.js';
import { StationsModule } from './stations/stations.module.js';
import { PrintingModule } from './printing/printing.module.js';

@Module({})
export class AppModule {
  /** The whole application for one validated configuration (tests pass their own). */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        EventsModule,
        RateLimitsModule,
        AuthCoreModule,
        MenuModule,
        ExtrasModule,
        MenuTextsModule,
        SessionsModule,
        BasketModule,
        OrdersModule,
        MediaModule,
        AuthModule,
        UsersModule,
        TablesModule,
        MetadataModule,
        RksvModule,
        StationsModule,
        PrintingModule,
        InvoicesModule,
        PaymentsModule,
        BillsModule,
        ServiceCallsModule,
        ReportsModule,
        LiveModule,
        MetricsModule,
        BackupModule,
        ProductDocsModule,
        SeedModule,
      ],
      controllers: [HealthController],
    };
  }
}
