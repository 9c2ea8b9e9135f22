import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { runMigrations } from './migrate.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => ({ ...(await buildDataSourceOptions(config)), retryAttempts: 1 }),
      // A failing start should fail at once with its reason, not retry for half a minute.
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        try {
          await runMigrations(dataSource, !(options as { url?: string }).url);
        } catch (err) {
          await dataSource.destroy();
          throw err;
        }
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
