import { Module } from '@nestjs/common';
import { ExtrasModule } from '../extras/extras.module.js';
import { MenuModule } from '../menu/menu.module.js';
import { MetadataModule } from '../metadata/metadata.module.js';
import { TablesModule } from '../tables/tables.module.js';
import { UsersModule } from '../users/users.module.js';
import { SeedService } from './seed.service.js';

/** The first admin and the demo restaurant, written through the modules that own those tables. */
@Module({
  imports: [UsersModule, MenuModule, ExtrasModule, TablesModule, MetadataModule],
  providers: [SeedService],
})
export class SeedModule {}
